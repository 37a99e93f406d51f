/**
 * FedEx Ground End of Day Close (FedEx's published "Ship EndofDayClose API" 1.0): the end-of-day close of a
 * manifest's FedEx Ground labels. `PUT /ship/v1/endofday/` `{closeReqType: "GCDR", groundServiceCategory: "GROUND",
 * accountNumber: {value}, closeDate, closeDocumentSpecification: {closeDocumentTypes: ["MANIFEST"]}}` closes the
 * account's Ground shipments of the date; `POST /ship/v1/endofday/` with `closeReqType: "RGCDR"` and `reprintOption:
 * "BY_SHIP_DATE"` reprints a close made before (how a crash is settled). Both answer `{transactionId, output: {alerts,
 * closeDocuments: [{type: MANIFEST | OP_950, shippingCycle, parts: [{documentPartSequenceNumber, image (base64)}]}]}}`;
 * errors are FedEx's `{transactionId, errors: [{code, message}]}`. Express services need no close: a manifest without
 * Ground labels asks nothing.
 */
import { CarrierRefusal, type CarrierManifest, type ManifestRequest } from './shipping-types.ts';
import type { JsonResponse } from './http.ts';

export type FedexSend = (what: string, method: string, path: string, body: unknown) => Promise<JsonResponse>;

const GROUND = new Set(['FEDEX_GROUND', 'GROUND_HOME_DELIVERY']);

interface CloseDocument {
  type?: string;
  shippingCycle?: string;
  parts?: { documentPartSequenceNumber?: number; image?: string }[];
}

function readAnswer(res: JsonResponse, closeDate: string): CarrierManifest {
  const documents = (res.body as { output?: { closeDocuments?: CloseDocument[] } } | null)?.output?.closeDocuments ?? [];
  const manifest = documents.find((d) => d.type === 'MANIFEST') ?? documents[0];
  const parts = [...(manifest?.parts ?? [])].sort((a, b) => (a.documentPartSequenceNumber ?? 0) - (b.documentPartSequenceNumber ?? 0));
  const file = Buffer.concat(parts.filter((p) => typeof p.image === 'string').map((p) => Buffer.from(p.image!, 'base64')));
  const pdf = file.subarray(0, 5).toString('latin1') === '%PDF-';
  return {
    reference: manifest?.shippingCycle ?? `GROUND ${closeDate}`,
    document: file.length === 0 ? null : { file, contentType: pdf ? 'application/pdf' : 'text/plain; charset=utf-8' },
  };
}

const hasGround = (request: ManifestRequest) => request.labels.some((l) => GROUND.has(l.service));

export function fedexGroundClose(send: FedexSend, accountNumber: string) {
  const base = (date: string) => ({
    groundServiceCategory: 'GROUND', accountNumber: { value: accountNumber }, closeDate: date,
    closeDocumentSpecification: { closeDocumentTypes: ['MANIFEST'] },
  });
  return {
    async closeManifest(request: ManifestRequest): Promise<CarrierManifest | null> {
      if (!hasGround(request)) return null;
      const res = await send('Ground End of Day Close', 'PUT', '/ship/v1/endofday/', { closeReqType: 'GCDR', ...base(request.shipDate) });
      return readAnswer(res, request.shipDate);
    },

    async findManifest(request: ManifestRequest): Promise<CarrierManifest | null> {
      if (!hasGround(request)) return null;
      try {
        const res = await send('End of Day reprint', 'POST', '/ship/v1/endofday/', { closeReqType: 'RGCDR', reprintOption: 'BY_SHIP_DATE', ...base(request.shipDate) });
        return readAnswer(res, request.shipDate);
      } catch (err) {
        // FedEx has no close of that day to reprint: it was not made.
        if (err instanceof CarrierRefusal) return null;
        throw err;
      }
    },
  };
}
