/**
 * USPS SCAN Forms v3 (developer.usps.com; examples in USPS/api-examples, SCANForm-LabelShipment-*): the end-of-day
 * form of a manifest's labels. `POST /scan-forms/v3/scan-form` with the bearer token, a "label shipment" body
 * `{form: "5630", imageType: "PDF", labelType: "8.5x11LABEL", mailingDate, overwriteMailingDate, entryFacilityZIPCode,
 * destinationEntryFacilityType, shipment: {trackingNumbers}, fromAddress: {firstName, lastName, firm, streetAddress,
 * secondaryAddress, city, state, ZIPCode, ZIPPlus4, ignoreBadAddress}}`. USPS answers multipart/form-data: a JSON
 * part `SCANFormMetadata` (`manifestNumber`, `trackingNumbers`) and a part `SCANFormImage`, the PS Form 5630 as a
 * base64 PDF; the same two as fields of one JSON object are read too. Errors are USPS's usual error body (a
 * refusal: labels unknown, cancelled or already on a form). USPS cannot be asked for a form made before.
 */
import type { JsonResponse } from './http.ts';
import { CarrierError } from './types.ts';
import type { CarrierManifest, ManifestRequest, PostalAddress } from './shipping-types.ts';
import { uspsPostalFields } from './usps-address.ts';

export type UspsSend = (what: string, method: string, path: string, body?: unknown, extra?: Record<string, string>) => Promise<JsonResponse>;

/** The form's `fromAddress`: USPS checks it unless told not to, and it must be good. */
const formAddress = (a: PostalAddress): Record<string, unknown> => ({ ...uspsPostalFields(a), ignoreBadAddress: false });

/** The parts of a multipart/form-data body, by name: `{type, text}`. */
export function multipartParts(body: string, contentType: string | null): Map<string, { type: string | null; text: string }> {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  const parts = new Map<string, { type: string | null; text: string }>();
  if (!boundary) return parts;
  for (const chunk of body.split(`--${boundary}`)) {
    const split = chunk.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const head = chunk.slice(0, split);
    const name = /(?:^|[;\s])name="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    const type = /content-type:\s*([^\r\n;]+)/i.exec(head)?.[1]?.trim() ?? null;
    parts.set(name, { type, text: chunk.slice(split).replace(/^\r?\n\r?\n/, '').replace(/\r?\n$/, '') });
  }
  return parts;
}

/** The manifest number and the form's PDF of USPS's answer (multipart, or one JSON object). */
function readAnswer(res: JsonResponse): CarrierManifest {
  let metadata: unknown;
  let image: unknown;
  if (typeof res.body === 'string') {
    const parts = multipartParts(res.body, res.headers.get('content-type'));
    const meta = parts.get('SCANFormMetadata') ?? parts.get('SCANFormMetaData');
    try {
      metadata = meta ? JSON.parse(meta.text) : undefined;
    } catch {
      metadata = undefined;
    }
    image = parts.get('SCANFormImage')?.text;
  } else {
    const body = res.body as { SCANFormMetadata?: unknown; SCANFormImage?: unknown } | null;
    metadata = body?.SCANFormMetadata;
    image = body?.SCANFormImage;
  }
  const number = (metadata as { manifestNumber?: unknown } | undefined)?.manifestNumber;
  if (typeof number !== 'string' || number === '' || typeof image !== 'string') {
    throw new CarrierError('bad_response', 'USPS SCAN form: no SCANFormMetadata.manifestNumber or SCANFormImage in the answer');
  }
  const file = Buffer.from(image.replace(/\s+/g, ''), 'base64');
  if (file.subarray(0, 5).toString('latin1') !== '%PDF-') throw new CarrierError('bad_response', 'USPS SCAN form: SCANFormImage is not a PDF');
  return { reference: number, document: { file, contentType: 'application/pdf' } };
}

/** The SCAN form (PS Form 5630) of the manifest's labels, handed over at the ship-from's ZIP Code on the ship date. */
export async function uspsScanForm(send: UspsSend, request: ManifestRequest): Promise<CarrierManifest> {
  const zip = (request.from.postalCode ?? '').replace(/\D/g, '').slice(0, 5);
  const res = await send('SCAN form', 'POST', '/scan-forms/v3/scan-form', {
    form: '5630', imageType: 'PDF', labelType: '8.5x11LABEL', mailingDate: request.shipDate, overwriteMailingDate: false,
    entryFacilityZIPCode: zip, destinationEntryFacilityType: 'NONE',
    shipment: { trackingNumbers: request.labels.map((l) => l.trackingNumber) },
    fromAddress: formAddress(request.from),
  });
  return readAnswer(res);
}
