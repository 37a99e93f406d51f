/**
 * A fake USPS APIs v3 server for adapter tests, checking each request against USPS's published examples and
 * field lists (USPS/api-examples README; Domestic Labels API documentation): token by JSON client credentials;
 * `POST /prices/v3/total-rates/search` and `/international-prices/v3/total-rates/search`; `POST
 * /payments/v3/payment-authorization`; `POST /labels/v3/label` (payment token, idempotency key, JSON accept);
 * `DELETE /labels/v3/label/{trackingNumber}`; `GET /addresses/v3/address`; `POST /scan-forms/v3/scan-form`
 * (usps-scan-form-fake.ts). Behaviour chosen by the request: a
 * destination ZIP `00000` is refused with USPS's error body; MEDIA_MAIL is refused as not eligible; the address
 * "1 Main St" in 62701 is confirmed (residential), any other street is not found.
 */
import { randomInt } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { startFake, type Checker, type FakeCarrier, type FakeReply, type FakeRequest } from './fake-server.ts';
import { scanFormReply, type FakeUspsLabel } from './usps-scan-form-fake.ts';

export const USPS_FAKE_ACCOUNT = { client_id: 'usps-consumer-key', client_secret: 'usps-secret-5c1d', crid: '56982563', mid: '902345678', manifest_mid: '902345679', payment_account: '1000123456' };

const MAIL_CLASSES = ['PARCEL_SELECT', 'PARCEL_SELECT_LIGHTWEIGHT', 'PRIORITY_MAIL_EXPRESS', 'PRIORITY_MAIL', 'FIRST-CLASS_PACKAGE_SERVICE', 'LIBRARY_MAIL',
  'MEDIA_MAIL', 'BOUND_PRINTED_MATTER', 'USPS_CONNECT_LOCAL', 'USPS_CONNECT_MAIL', 'USPS_CONNECT_REGIONAL', 'USPS_GROUND_ADVANTAGE', 'ALL'];
const INTERNATIONAL_CLASSES = ['FIRST-CLASS_PACKAGE_INTERNATIONAL_SERVICE', 'PRIORITY_MAIL_INTERNATIONAL', 'PRIORITY_MAIL_EXPRESS_INTERNATIONAL', 'GLOBAL_EXPRESS_GUARANTEED', 'ALL'];
const PRICES: Record<string, number> = { USPS_GROUND_ADVANTAGE: 6.2, PRIORITY_MAIL: 9.35, PRIORITY_MAIL_EXPRESS: 31.4, PRIORITY_MAIL_INTERNATIONAL: 48, PRIORITY_MAIL_EXPRESS_INTERNATIONAL: 65.64 };
const error = (status: number, code: string, message: string, parameter?: string): FakeReply => ({
  status, json: { apiVersion: '3.0.0', error: { code: String(status), message, errors: [{ status: String(status), code, title: message, detail: message, ...(parameter ? { source: { parameter } } : {}) }] } },
});
const UNAUTHORIZED: FakeReply = { status: 401, json: { error: 'invalid_token', error_description: 'The access token expired' } };

export interface UspsFake extends FakeCarrier {
  labels: Map<string, FakeUspsLabel>;
}

function checkIngredients(c: Checker, b: unknown, prefix: string): void {
  c.number(b, `${prefix}weight`, { min: 0.01, max: 70 });
  for (const side of ['length', 'width', 'height']) c.number(b, `${prefix}${side}`, { min: 0.01, max: 130 });
}

function checkLabelAddress(c: Checker, b: unknown, path: string): void {
  c.text(b, `${path}.streetAddress`, { min: 1, max: 50 });
  c.text(b, `${path}.secondaryAddress`, { optional: true, max: 50 });
  c.text(b, `${path}.city`, { min: 1, max: 28 });
  c.text(b, `${path}.state`, { pattern: /^[A-Z]{2}$/ });
  c.text(b, `${path}.ZIPCode`, { pattern: /^\d{5}$/ });
  c.text(b, `${path}.ZIPPlus4`, { optional: true, pattern: /^\d{4}$/ });
  c.text(b, `${path}.phone`, { optional: true, pattern: /^\d{10}$/ });
  if (c.at(b, `${path}.firstName`) === undefined && c.at(b, `${path}.firm`) === undefined) c.fail(`${path} needs firstName/lastName or firm`);
}

export async function startUspsFake(account = USPS_FAKE_ACCOUNT): Promise<UspsFake> {
  const labels = new Map<string, FakeUspsLabel>();
  const paymentTokens = new Set<string>();
  const doc = await PDFDocument.create();
  doc.addPage([288, 432]).drawRectangle({ x: 18, y: 18, width: 252, height: 396, borderWidth: 2 });
  const pdf = Buffer.from(await doc.save());
  const formDoc = await PDFDocument.create();
  formDoc.addPage([612, 792]).drawText('PS Form 5630 (fake)', { x: 72, y: 700 });
  const form = Buffer.from(await formDoc.save());

  const json = (c: Checker, req: FakeRequest) => {
    if (!String(req.headers['content-type']).startsWith('application/json')) c.fail('content-type must be application/json');
  };

  const fake = await startFake((req, ctx) => {
    const b = req.json;
    if (req.method === 'POST' && req.path === '/oauth2/v3/token') {
      const c = ctx.check('token');
      json(c, req);
      c.text(b, 'grant_type', { oneOf: ['client_credentials'] });
      if (c.at(b, 'client_id') !== account.client_id || c.at(b, 'client_secret') !== account.client_secret) {
        return { status: 401, json: { error: 'invalid_client', error_description: 'Client authentication failed' } };
      }
      return { status: 200, json: { access_token: ctx.issueToken(), token_type: 'Bearer', issued_at: String(Date.now()), expires_in: '28799', status: 'approved', scope: 'addresses prices labels payments', issuer: 'fake', client_id: account.client_id } };
    }
    const denied = (operation: string) => ctx.bearer(req, operation, UNAUTHORIZED);
    if (req.method === 'POST' && (req.path === '/prices/v3/total-rates/search' || req.path === '/international-prices/v3/total-rates/search')) {
      const international = req.path.startsWith('/international');
      const c = ctx.check(international ? 'international prices' : 'domestic prices');
      const no = denied('prices');
      if (no) return no;
      json(c, req);
      c.text(b, 'originZIPCode', { pattern: /^\d{5}$/ });
      if (international) {
        c.text(b, 'destinationCountryCode', { pattern: /^[A-Z]{2}$/ });
        c.text(b, 'foreignPostalCode', { optional: true, max: 10 });
      } else {
        c.text(b, 'destinationZIPCode', { pattern: /^\d{5}$/ });
      }
      checkIngredients(c, b, '');
      const mailClass = c.text(b, 'mailClass', { oneOf: international ? INTERNATIONAL_CLASSES : MAIL_CLASSES }) ?? '';
      const priceType = c.text(b, 'priceType', { oneOf: ['RETAIL', 'COMMERCIAL', 'CONTRACT'] });
      c.text(b, 'mailingDate', { pattern: /^\d{4}-\d{2}-\d{2}$/ });
      c.text(b, 'accountType', { optional: priceType === 'RETAIL', oneOf: ['EPS', 'PERMIT', 'METER'] });
      c.text(b, 'accountNumber', { optional: priceType === 'RETAIL', oneOf: [account.payment_account] });
      if (c.at(b, 'destinationZIPCode') === '00000') return error(400, 'INVALID_ZIP', 'destinationZIPCode is not a valid ZIP Code', 'destinationZIPCode');
      if (mailClass === 'MEDIA_MAIL') return error(400, 'NOT_ELIGIBLE', 'The package is not eligible for MEDIA_MAIL', 'mailClass');
      const weight = Number(c.at(b, 'weight')) || 0;
      const price = Number(((PRICES[mailClass] ?? 10) + weight * 0.9).toFixed(2));
      return {
        status: 200,
        json: {
          rateOptions: [
            { totalBasePrice: price + 1.5, totalPrice: price + 1.5, rates: [{ description: `${mailClass} Nonstandard`, priceType, price: price + 1.5, mailClass, zone: '05', SKU: 'DPXX' }], extraServices: [] },
            { totalBasePrice: price, totalPrice: price, rates: [{ description: `${mailClass} Machinable Single-piece`, priceType, price, weight, dimWeight: 0, fees: [], mailClass, zone: '05', SKU: 'DPXX' }], extraServices: [] },
          ],
        },
      };
    }
    if (req.method === 'POST' && req.path === '/payments/v3/payment-authorization') {
      const c = ctx.check('payment authorization');
      const no = denied('payment authorization');
      if (no) return no;
      json(c, req);
      const roles = c.array(b, 'roles', { min: 2 }) ?? [];
      const names = roles.map((_, i) => c.text(b, `roles[${i}].roleName`, { oneOf: ['PAYER', 'LABEL_OWNER', 'SHIPPER', 'PLATFORM', 'RATE_HOLDER'] }));
      if (!names.includes('PAYER') || !names.includes('LABEL_OWNER')) c.fail('roles need a PAYER and a LABEL_OWNER');
      roles.forEach((_, i) => {
        c.text(b, `roles[${i}].CRID`, { oneOf: [account.crid] });
        c.text(b, `roles[${i}].MID`, { oneOf: [account.mid] });
        c.text(b, `roles[${i}].manifestMID`, { optional: true, pattern: /^\d{6}(\d{3})?$/ });
        c.text(b, `roles[${i}].accountType`, { oneOf: ['EPS', 'PERMIT', 'METER'] });
        c.text(b, `roles[${i}].accountNumber`, { oneOf: [account.payment_account] });
      });
      const token = `pay-${randomInt(1e9, 1e10)}`;
      paymentTokens.add(token);
      return { status: 200, json: { paymentAuthorizationToken: token, roles: c.at(b, 'roles') } };
    }
    if (req.method === 'POST' && req.path === '/labels/v3/label') {
      const c = ctx.check('label');
      const no = denied('label');
      if (no) return no;
      json(c, req);
      const payment = req.headers['x-payment-authorization-token'];
      if (typeof payment !== 'string' || !paymentTokens.has(payment)) c.fail('X-Payment-Authorization-Token must be a token from payment-authorization');
      const key = String(req.headers['x-idempotency-key'] ?? '');
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(key)) c.fail('X-Idempotency-Key must be a UUID');
      if (req.headers.accept !== 'application/vnd.usps.labels+json') c.fail('Accept application/vnd.usps.labels+json expected (else the answer is multipart)');
      const imageType = c.text(b, 'imageInfo.imageType', { oneOf: ['PDF', 'TIF', 'SVG', 'ZPL203DPI', 'ZPL300DPI', 'LABEL_BROKER', 'NONE'] });
      c.text(b, 'imageInfo.labelType', { oneOf: ['4X6LABEL', '4X6LABELL', '6X4LABEL', '4X6LABELP', '4X6LABELP4', '4X5LABEL', '4X4LABEL', '2X7LABEL'] });
      checkLabelAddress(c, b, 'toAddress');
      checkLabelAddress(c, b, 'fromAddress');
      const p = 'packageDescription.';
      c.text(b, `${p}mailClass`, { oneOf: MAIL_CLASSES.filter((m) => m !== 'ALL') });
      c.text(b, `${p}rateIndicator`, { min: 2, max: 2 });
      c.text(b, `${p}weightUOM`, { oneOf: ['lb'] });
      c.text(b, `${p}dimensionsUOM`, { oneOf: ['in'] });
      checkIngredients(c, b, p);
      c.text(b, `${p}processingCategory`, { oneOf: ['LETTERS', 'FLATS', 'MACHINABLE', 'IRREGULAR', 'NON_MACHINABLE'] });
      c.text(b, `${p}mailingDate`, { pattern: /^\d{4}-\d{2}-\d{2}$/ });
      c.text(b, `${p}destinationEntryFacilityType`, { oneOf: ['NONE', 'DESTINATION_NETWORK_DISTRIBUTION_CENTER', 'DESTINATION_SECTIONAL_CENTER_FACILITY', 'DESTINATION_DELIVERY_UNIT', 'DESTINATION_SERVICE_HUB'] });
      c.array(b, `${p}customerReference`, { optional: true, max: 4 })?.forEach((_, i) => c.text(b, `${p}customerReference[${i}].referenceNumber`, { min: 1, max: 30 }));
      if (c.at(b, 'toAddress.ZIPCode') === '00000') return error(400, 'INVALID_ADDRESS', 'The toAddress ZIPCode is not valid', 'toAddress.ZIPCode');
      const known = [...labels.entries()].find(([, l]) => l.idempotencyKey === key);
      const tracking = known?.[0] ?? `9400${String(randomInt(1e11, 1e12))}${String(randomInt(1e5, 1e6))}`;
      if (!known) labels.set(tracking, { cancelled: false, idempotencyKey: key });
      const image = imageType === 'ZPL203DPI' ? Buffer.from(`^XA^FO30,30^BCN,110^FD${tracking}^FS^XZ`) : pdf;
      return {
        status: 200,
        json: {
          labelMetadata: { labelAddress: c.at(b, 'toAddress'), routingInformation: '420627011234', trackingNumber: tracking, postage: 8.15, extraServices: [{ name: 'USPS Tracking', price: 0, SKU: 'DX' }], zone: '05', commitment: { name: '2 Days', scheduleDeliveryDate: '2024-03-06' }, weightUOM: 'LB', weight: c.at(b, `${p}weight`), fees: [{ name: 'Nonstandard Length', price: 0.5, SKU: 'DF' }] },
          labelImage: image.toString('base64'),
        },
      };
    }
    if (req.method === 'POST' && req.path === '/scan-forms/v3/scan-form') {
      const no = denied('SCAN form');
      if (no) return no;
      return scanFormReply(ctx.check('SCAN form'), req, labels, form, error);
    }
    const cancel = /^\/labels\/v3\/label\/([^/]+)$/.exec(req.path);
    if (req.method === 'DELETE' && cancel) {
      const no = denied('cancel');
      if (no) return no;
      const label = labels.get(decodeURIComponent(cancel[1]));
      if (!label) return error(404, 'LABEL_NOT_FOUND', 'No label was found for this tracking number', 'trackingNumber');
      if (label.cancelled) return error(400, 'ALREADY_CANCELED', 'The label has already been canceled');
      label.cancelled = true;
      return { status: 200, json: { trackingNumber: cancel[1], status: 'CANCELED' } };
    }
    if (req.method === 'GET' && req.path === '/addresses/v3/address') {
      const c = ctx.check('address');
      const no = denied('address');
      if (no) return no;
      const q = Object.fromEntries(req.query);
      c.text(q, 'streetAddress', { min: 1 });
      c.text(q, 'state', { pattern: /^[A-Z]{2}$/ });
      c.text(q, 'ZIPCode', { optional: true, pattern: /^\d{5}$/ });
      if (q.ZIPCode === undefined && q.city === undefined) c.fail('city or ZIPCode is required');
      for (const k of Object.keys(q)) if (!['firm', 'streetAddress', 'secondaryAddress', 'city', 'state', 'urbanization', 'ZIPCode', 'ZIPPlus4'].includes(k)) c.fail(`${k} is not a parameter of the API`);
      if (q.ZIPCode !== '62701' || !/^1 main st$/i.test(q.streetAddress ?? '')) return error(400, 'ADDRESS_NOT_FOUND', 'Address Not Found.');
      return {
        status: 200,
        json: {
          firm: null,
          address: { streetAddress: '1 MAIN ST', secondaryAddress: null, city: 'SPRINGFIELD', state: 'IL', ZIPCode: '62701', ZIPPlus4: '1320', urbanization: null },
          additionalInfo: { deliveryPoint: '01', carrierRoute: 'C012', DPVConfirmation: 'Y', DPVCMRA: 'N', business: 'N', centralDeliveryPoint: 'N', vacant: 'N' },
          corrections: [{ code: '', text: '' }], matches: [{ code: '31', text: 'Single Response - exact match' }],
        },
      };
    }
    return error(404, 'NOT_FOUND', `No such resource ${req.method} ${req.path}`);
  });
  return { ...fake, labels };
}
