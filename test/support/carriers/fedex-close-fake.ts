/**
 * The Ground End of Day Close routes of the fake FedEx API (fedex-fake.ts), checked against FedEx's published "Ship
 * EndofDayClose API" 1.0: `PUT /ship/v1/endofday/` (closeReqType GCDR) closes the account's Ground shipments of the
 * close date and answers the MANIFEST report; `POST /ship/v1/endofday/` (closeReqType RGCDR, reprintOption) reprints
 * the close of a date, 404 (FedEx's NOT.FOUND.ERROR body) when there is none. A date without an open Ground shipment is
 * refused with FedEx's error body.
 */
import { randomInt } from 'node:crypto';
import type { Checker, FakeReply, FakeRequest } from './fake-server.ts';

export interface FakeFedexShipment {
  cancelled: boolean;
  service: string;
  shipDate: string;
  /** The shipping cycle of the close that took it. */
  cycle?: string;
}

export interface FakeFedexClose {
  cycle: string;
  trackingNumbers: string[];
}

type ErrorReply = (status: number, code: string, message: string) => FakeReply;

const GROUND = ['FEDEX_GROUND', 'GROUND_HOME_DELIVERY'];
const FIELDS = ['closeReqType', 'accountNumber', 'groundServiceCategory', 'closeDate', 'trackingNumber', 'reprintOption', 'closeDocumentSpecification'];

function checkRequest(c: Checker, b: unknown, accountNumber: string, reprint: boolean): void {
  c.only(b, '', FIELDS);
  c.text(b, 'closeReqType', { oneOf: [reprint ? 'RGCDR' : 'GCDR'] });
  c.text(b, 'accountNumber.value', { max: 9, oneOf: [accountNumber] });
  c.text(b, 'groundServiceCategory', { oneOf: ['GROUND'] });
  c.text(b, 'closeDate', { optional: reprint && c.at(b, 'reprintOption') === 'BY_TRACKING_NUMBER', pattern: /^\d{4}-\d{2}-\d{2}$/ });
  if (reprint) {
    const option = c.text(b, 'reprintOption', { oneOf: ['BY_SHIP_DATE', 'BY_TRACKING_NUMBER'] });
    c.text(b, 'trackingNumber', { optional: option !== 'BY_TRACKING_NUMBER' });
  } else {
    for (const f of ['trackingNumber', 'reprintOption']) if (c.at(b, f) !== undefined) c.fail(`${f} applies to the reprint only, not to the Ground close`);
  }
  c.only(b, 'closeDocumentSpecification', ['closeDocumentTypes', 'op950Detail']);
  c.array(b, 'closeDocumentSpecification.closeDocumentTypes', { optional: true, min: 1 })
    ?.forEach((_, i) => c.text(b, `closeDocumentSpecification.closeDocumentTypes[${i}]`, { oneOf: ['MANIFEST', 'OP_950'] }));
}

function answer(close: FakeFedexClose, date: string): FakeReply {
  const report = [`FEDEX GROUND MANIFEST - CLOSE DATE ${date} - CYCLE ${close.cycle}`, ...close.trackingNumbers.map((t) => `  ${t}`), ''].join('\n');
  return {
    status: 200,
    json: {
      transactionId: 'fake-tx',
      output: {
        closeDocuments: [{
          type: 'MANIFEST', shippingCycle: close.cycle, shippingDocumentDisposition: 'RETURNED', resolution: 200, copiesToPrint: 1,
          parts: [{ documentPartSequenceNumber: 1, image: Buffer.from(report).toString('base64') }],
        }],
      },
    },
  };
}

export function endOfDayReply(c: Checker, req: FakeRequest, accountNumber: string, shipments: Map<string, FakeFedexShipment>,
  closes: Map<string, FakeFedexClose>, error: ErrorReply): FakeReply {
  const b = req.json;
  const reprint = req.method === 'POST';
  checkRequest(c, b, accountNumber, reprint);
  const date = String(c.at(b, 'closeDate') ?? '');
  if (reprint) {
    const made = closes.get(date);
    return made ? answer(made, date) : error(404, 'NOT.FOUND.ERROR', 'The resource you requested is no longer available. Please modify your request and try again.');
  }
  const open = [...shipments.entries()].filter(([, s]) => !s.cancelled && !s.cycle && s.shipDate === date && GROUND.includes(s.service));
  if (open.length === 0) return error(400, 'GROUND.CLOSE.NOSHIPMENTS', `There are no open Ground shipments to close for ${date}.`);
  const close = { cycle: `${randomInt(1e7, 1e8)}${randomInt(1e7, 1e8)}`, trackingNumbers: open.map(([t]) => t) };
  for (const [, s] of open) s.cycle = close.cycle;
  closes.set(date, close);
  return answer(close, date);
}
