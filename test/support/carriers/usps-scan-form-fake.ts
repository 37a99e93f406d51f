/**
 * The SCAN form route of the fake USPS APIs v3 (usps-fake.ts): `POST /scan-forms/v3/scan-form` checked against
 * USPS's published "label shipment" request (USPS/api-examples SCANForm-LabelShipment-request, the SCAN Forms v3
 * field list), answered as USPS does: multipart/form-data with a JSON part `SCANFormMetadata` (manifestNumber,
 * trackingNumbers) and the PS Form 5630 as a base64 PDF part `SCANFormImage`. A label USPS did not sell, a cancelled
 * one, or one already on a form is refused with USPS's error body, naming it.
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { Checker, FakeReply, FakeRequest } from './fake-server.ts';

export interface FakeUspsLabel {
  cancelled: boolean;
  idempotencyKey: string;
  /** The manifest number of the SCAN form the label is on. */
  form?: string;
}

type ErrorReply = (status: number, code: string, message: string, parameter?: string) => FakeReply;

const FACILITY_TYPES = ['NONE', 'DESTINATION_NETWORK_DISTRIBUTION_CENTER', 'DESTINATION_SECTIONAL_CENTER_FACILITY', 'DESTINATION_DELIVERY_UNIT', 'DESTINATION_SERVICE_HUB'];
const FIELDS = ['form', 'imageType', 'labelType', 'mailingDate', 'overwriteMailingDate', 'entryFacilityZIPCode', 'entryFacilityZIPPlus4',
  'destinationEntryFacilityType', 'shipment', 'fromAddress'];
const ADDRESS_FIELDS = ['firstName', 'lastName', 'firm', 'streetAddress', 'secondaryAddress', 'city', 'state', 'ZIPCode', 'ZIPPlus4', 'urbanization', 'ignoreBadAddress'];

function checkRequest(c: Checker, b: unknown): string[] {
  c.only(b, '', FIELDS);
  c.text(b, 'form', { oneOf: ['5630', '3152'] });
  c.text(b, 'imageType', { oneOf: ['PDF', 'TIF', 'JPG', 'SVG'] });
  c.text(b, 'labelType', { oneOf: ['8.5x11LABEL'] });
  c.text(b, 'mailingDate', { pattern: /^\d{4}-\d{2}-\d{2}$/ });
  const overwrite = c.at(b, 'overwriteMailingDate');
  if (overwrite !== undefined && typeof overwrite !== 'boolean') c.fail('overwriteMailingDate must be a boolean');
  c.text(b, 'entryFacilityZIPCode', { pattern: /^\d{5}$/ });
  c.text(b, 'entryFacilityZIPPlus4', { optional: true, pattern: /^(\d{4})?$/ });
  c.text(b, 'destinationEntryFacilityType', { optional: true, oneOf: FACILITY_TYPES });
  c.only(b, 'shipment', ['trackingNumbers']);
  const numbers = c.array(b, 'shipment.trackingNumbers', { min: 1 }) ?? [];
  numbers.forEach((_, i) => c.text(b, `shipment.trackingNumbers[${i}]`, { pattern: /^\d{20,35}$/ }));
  c.object(b, 'fromAddress');
  c.only(b, 'fromAddress', ADDRESS_FIELDS);
  c.text(b, 'fromAddress.streetAddress', { min: 1, max: 50 });
  c.text(b, 'fromAddress.secondaryAddress', { optional: true, max: 50 });
  c.text(b, 'fromAddress.city', { min: 1, max: 28 });
  c.text(b, 'fromAddress.state', { pattern: /^[A-Z]{2}$/ });
  c.text(b, 'fromAddress.ZIPCode', { pattern: /^\d{5}$/ });
  c.text(b, 'fromAddress.ZIPPlus4', { optional: true, pattern: /^\d{4}$/ });
  const ignore = c.at(b, 'fromAddress.ignoreBadAddress');
  if (ignore !== undefined && typeof ignore !== 'boolean') c.fail('fromAddress.ignoreBadAddress must be a boolean');
  if (c.at(b, 'fromAddress.firstName') === undefined && c.at(b, 'fromAddress.firm') === undefined) c.fail('fromAddress needs firstName/lastName or firm');
  return numbers.filter((n): n is string => typeof n === 'string');
}

/** The multipart answer: the metadata part, then the form's PDF in base64, as USPS sends them. */
function multipart(metadata: unknown, pdf: Buffer): FakeReply {
  const boundary = `${randomBytes(12).toString('base64url')}+=`;
  const raw = [
    `--${boundary}`, 'Content-Type: application/json', 'Content-Disposition: form-data; name="SCANFormMetadata"', '', JSON.stringify(metadata),
    `--${boundary}`, 'Content-Type: application/pdf', 'Content-Disposition: form-data; filename="SCANFormImage.pdf"; name="SCANFormImage"', '',
    pdf.toString('base64'), `--${boundary}--`, '',
  ].join('\r\n');
  return { status: 200, raw, headers: { 'content-type': `multipart/form-data; boundary="${boundary}"` } };
}

export function scanFormReply(c: Checker, req: FakeRequest, labels: Map<string, FakeUspsLabel>, form: Buffer, error: ErrorReply): FakeReply {
  const b = req.json;
  if (!String(req.headers['content-type']).startsWith('application/json')) c.fail('content-type must be application/json');
  const numbers = checkRequest(c, b);
  for (const n of numbers) {
    const label = labels.get(n);
    if (!label) return error(400, 'INVALID_TRACKING_NUMBER', `Tracking number ${n} is not a label of this account`, 'shipment.trackingNumbers');
    if (label.cancelled) return error(400, 'LABEL_CANCELED', `The label ${n} has been canceled`, 'shipment.trackingNumbers');
    if (label.form) return error(400, 'ALREADY_MANIFESTED', `The label ${n} is already on SCAN form ${label.form}`, 'shipment.trackingNumbers');
  }
  const manifestNumber = `9275${String(randomInt(1e11, 1e12))}${String(randomInt(1e9, 1e10))}`;
  for (const n of numbers) labels.get(n)!.form = manifestNumber;
  return multipart({ ...(b as object), manifestNumber, trackingNumbers: numbers }, form);
}
