/**
 * A fake FedEx API for adapter tests, checking each request against FedEx's published JSON definitions
 * (APIAuthorization, RateQuotes, Shipment: ship and cancel, Addresses: resolve): token by form
 * `grant_type, client_id, client_secret`; `POST /rate/v1/rates/quotes`; `POST /ship/v1/shipments`;
 * `PUT /ship/v1/shipments/cancel`; `POST /address/v1/addresses/resolve`; `PUT` and `POST /ship/v1/endofday/`
 * (fedex-close-fake.ts). Behaviour chosen by the request:
 * a recipient postal code `00000` is refused with FedEx's error body; a tracking number not sold cannot be
 * cancelled; an address in 62701 resolves (residential), anything else does not.
 */
import { randomInt } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { startFake, sampleGif, type Checker, type FakeCarrier, type FakeReply } from './fake-server.ts';
import { endOfDayReply, type FakeFedexClose, type FakeFedexShipment } from './fedex-close-fake.ts';
import { gifToPng } from '../../../src/carriers/label-image.ts';

export const FEDEX_FAKE_ACCOUNT = { client_id: 'l7fedexkey0001', client_secret: 'fedex-secret-77aa', account_number: '740561073' };

const SERVICE_TYPES = ['FEDEX_GROUND', 'GROUND_HOME_DELIVERY', 'FEDEX_EXPRESS_SAVER', 'FEDEX_2_DAY', 'FEDEX_2_DAY_AM', 'STANDARD_OVERNIGHT',
  'PRIORITY_OVERNIGHT', 'FIRST_OVERNIGHT', 'FEDEX_INTERNATIONAL_PRIORITY', 'INTERNATIONAL_ECONOMY'];
const PICKUP = ['CONTACT_FEDEX_TO_SCHEDULE', 'DROPOFF_AT_FEDEX_LOCATION', 'USE_SCHEDULED_PICKUP'];
const PACKAGING = ['YOUR_PACKAGING', 'FEDEX_ENVELOPE', 'FEDEX_BOX', 'FEDEX_SMALL_BOX', 'FEDEX_MEDIUM_BOX', 'FEDEX_LARGE_BOX', 'FEDEX_EXTRA_LARGE_BOX', 'FEDEX_10KG_BOX', 'FEDEX_25KG_BOX', 'FEDEX_PAK', 'FEDEX_TUBE'];
const STOCKS = ['PAPER_4X6', 'STOCK_4X675', 'PAPER_4X675', 'PAPER_4X8', 'PAPER_4X9', 'PAPER_7X475', 'PAPER_85X11_BOTTOM_HALF_LABEL', 'PAPER_85X11_TOP_HALF_LABEL',
  'PAPER_LETTER', 'STOCK_4X675_LEADING_DOC_TAB', 'STOCK_4X8', 'STOCK_4X9_LEADING_DOC_TAB', 'STOCK_4X6', 'STOCK_4X675_TRAILING_DOC_TAB', 'STOCK_4X9_TRAILING_DOC_TAB', 'STOCK_4X9', 'STOCK_4X85_TRAILING_DOC_TAB', 'STOCK_4X105_TRAILING_DOC_TAB'];
const PRICES: Record<string, { base: number; perLb: number; days: string; n: number }> = {
  FEDEX_GROUND: { base: 10.2, perLb: 1.05, days: 'THREE_DAYS', n: 3 }, FEDEX_2_DAY: { base: 24, perLb: 2.5, days: 'TWO_DAYS', n: 2 },
  PRIORITY_OVERNIGHT: { base: 45.1, perLb: 4, days: 'ONE_DAY', n: 1 },
};
const error = (status: number, code: string, message: string): FakeReply => ({ status, json: { transactionId: 'fake-tx', errors: [{ code, message }] } });
const UNAUTHORIZED = error(401, 'NOT.AUTHORIZED.ERROR', 'Access token expired. Please modify your request and try again.');

export interface FedexFake extends FakeCarrier {
  shipments: Map<string, FakeFedexShipment>;
  /** Ground End of Day Closes made, by close date. */
  closes: Map<string, FakeFedexClose>;
}

function checkAddress(c: Checker, b: unknown, path: string, forShip: boolean): void {
  if (forShip) {
    const lines = c.array(b, `${path}.streetLines`, { min: 1, max: 3 });
    lines?.forEach((_, i) => c.text(b, `${path}.streetLines[${i}]`, { min: 1, max: 35 }));
    c.text(b, `${path}.city`, { min: 1, max: 35 });
  } else {
    c.text(b, `${path}.city`, { optional: true, max: 35 });
  }
  c.text(b, `${path}.stateOrProvinceCode`, { optional: true, min: 2, max: 2 });
  c.text(b, `${path}.postalCode`, { optional: !forShip ? false : true, max: 10 });
  c.text(b, `${path}.countryCode`, { pattern: /^[A-Z]{2}$/ });
  const residential = c.at(b, `${path}.residential`);
  if (residential !== undefined && typeof residential !== 'boolean') c.fail(`${path}.residential must be a boolean`);
}

function checkPackage(c: Checker, b: unknown, path: string): number {
  c.text(b, `${path}.weight.units`, { oneOf: ['LB', 'KG'] });
  const value = c.number(b, `${path}.weight.value`, { min: 0.1 }) ?? 0;
  if (c.at(b, `${path}.dimensions`) !== undefined) {
    for (const side of ['length', 'width', 'height']) c.number(b, `${path}.dimensions.${side}`, { integer: true, min: 1, max: 999 });
    c.text(b, `${path}.dimensions.units`, { oneOf: ['IN', 'CM'] });
  }
  return c.at(b, `${path}.weight.units`) === 'KG' ? value * 2.20462 : value;
}

function checkContact(c: Checker, b: unknown, path: string): void {
  c.object(b, path);
  c.text(b, `${path}.phoneNumber`, { min: 10, max: 15, pattern: /^\d+$/ });
  c.text(b, `${path}.personName`, { optional: true, max: 70 });
  c.text(b, `${path}.companyName`, { optional: true, max: 35 });
  c.text(b, `${path}.emailAddress`, { optional: true, max: 80 });
  if (c.at(b, `${path}.personName`) === undefined && c.at(b, `${path}.companyName`) === undefined) c.fail(`${path} needs personName or companyName`);
}

async function labelFile(imageType: string, stock: string, tracking: string): Promise<Buffer> {
  if (imageType === 'ZPLII') return Buffer.from(`^XA^FO40,40^BCN,120^FD${tracking}^FS^XZ`);
  if (imageType === 'PNG') return gifToPng(sampleGif(96, 144));
  const doc = await PDFDocument.create();
  doc.addPage(stock === 'PAPER_4X6' ? [288, 432] : [612, 792]);
  return Buffer.from(await doc.save());
}

export async function startFedexFake(account = FEDEX_FAKE_ACCOUNT): Promise<FedexFake> {
  const shipments = new Map<string, FakeFedexShipment>();
  const closes = new Map<string, FakeFedexClose>();
  /** Label files made ahead: the route answers synchronously. */
  const files = new Map<string, Buffer>();
  for (const [type, stock] of [['PDF', 'PAPER_4X6'], ['PDF', 'PAPER_85X11_TOP_HALF_LABEL'], ['PNG', 'PAPER_4X6']]) files.set(`${type}/${stock}`, await labelFile(type, stock, ''));

  const api = (c: Checker, req: { headers: Record<string, unknown> }) => {
    if (!String(req.headers['content-type']).startsWith('application/json')) c.fail('content-type must be application/json');
    if (typeof req.headers['x-locale'] !== 'string') c.fail('x-locale header expected');
  };

  const fake = await startFake((req, ctx) => {
    const b = req.json;
    if (req.method === 'POST' && req.path === '/oauth/token') {
      const c = ctx.check('token');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) c.fail('body must be application/x-www-form-urlencoded');
      const form = new URLSearchParams(req.raw);
      if (form.get('grant_type') !== 'client_credentials') c.fail('grant_type must be client_credentials');
      if (form.get('client_id') !== account.client_id || form.get('client_secret') !== account.client_secret) {
        return error(401, 'NOT.AUTHORIZED.ERROR', 'The given client credentials were not valid. Please modify your request and try again.');
      }
      return { status: 200, json: { access_token: ctx.issueToken(), token_type: 'bearer', expires_in: 3599, scope: 'CXS' } };
    }
    if (req.method === 'POST' && req.path === '/rate/v1/rates/quotes') {
      const c = ctx.check('rate');
      const denied = ctx.bearer(req, 'rate', UNAUTHORIZED);
      if (denied) return denied;
      api(c, req);
      c.text(b, 'accountNumber.value', { max: 9, oneOf: [account.account_number] });
      c.only(b, '', ['accountNumber', 'rateRequestControlParameters', 'requestedShipment', 'carrierCodes']);
      checkAddress(c, b, 'requestedShipment.shipper.address', false);
      checkAddress(c, b, 'requestedShipment.recipient.address', false);
      c.text(b, 'requestedShipment.pickupType', { oneOf: PICKUP });
      c.text(b, 'requestedShipment.shipDateStamp', { optional: true, pattern: /^\d{4}-\d{2}-\d{2}$/ });
      c.text(b, 'requestedShipment.packagingType', { optional: true, oneOf: PACKAGING });
      const types = c.array(b, 'requestedShipment.rateRequestType', { optional: true }) ?? [];
      types.forEach((_, i) => c.text(b, `requestedShipment.rateRequestType[${i}]`, { oneOf: ['LIST', 'INCENTIVE', 'ACCOUNT', 'PREFERRED'] }));
      const items = c.array(b, 'requestedShipment.requestedPackageLineItems', { min: 1 }) ?? [];
      const pounds = items.map((_, i) => checkPackage(c, b, `requestedShipment.requestedPackageLineItems[${i}]`)).reduce((a, n) => a + n, 0);
      if (c.at(b, 'requestedShipment.recipient.address.postalCode') === '00000') {
        return error(400, 'RECIPIENT.POSTALCODE.INVALID', 'Recipient postal code is invalid.');
      }
      const ship = String(c.at(b, 'requestedShipment.shipDateStamp') ?? '2024-03-04');
      return {
        status: 200,
        json: {
          transactionId: 'fake-tx',
          output: {
            rateReplyDetails: Object.entries(PRICES).map(([service, p]) => {
              const net = Number((p.base + p.perLb * pounds).toFixed(2));
              const date = new Date(Date.parse(`${ship}T00:00:00Z`) + p.n * 86_400_000).toISOString().slice(0, 10);
              return {
                serviceType: service, serviceName: service.replace(/_/g, ' '), packagingType: 'YOUR_PACKAGING',
                ratedShipmentDetails: [
                  { rateType: 'LIST', totalNetCharge: Number((net * 1.2).toFixed(2)), currency: 'USD' },
                  { rateType: 'ACCOUNT', totalBaseCharge: net, totalNetCharge: net, currency: 'USD' },
                ],
                commit: { daysInTransit: p.days, dateDetail: { dayOfWeek: 'THU', dayFormat: `${date}T20:00:00` } },
              };
            }),
          },
        },
      };
    }
    if (req.method === 'POST' && req.path === '/ship/v1/shipments') {
      const c = ctx.check('ship');
      const denied = ctx.bearer(req, 'ship', UNAUTHORIZED);
      if (denied) return denied;
      api(c, req);
      c.text(b, 'labelResponseOptions', { oneOf: ['URL_ONLY', 'LABEL'] });
      c.text(b, 'accountNumber.value', { max: 9, oneOf: [account.account_number] });
      const r = 'requestedShipment';
      checkContact(c, b, `${r}.shipper.contact`);
      checkAddress(c, b, `${r}.shipper.address`, true);
      c.array(b, `${r}.recipients`, { min: 1 })?.forEach((_, i) => {
        checkContact(c, b, `${r}.recipients[${i}].contact`);
        checkAddress(c, b, `${r}.recipients[${i}].address`, true);
      });
      c.text(b, `${r}.shipDatestamp`, { optional: true, pattern: /^\d{4}-\d{2}-\d{2}$/ });
      c.text(b, `${r}.pickupType`, { oneOf: PICKUP });
      c.text(b, `${r}.serviceType`, { oneOf: SERVICE_TYPES });
      c.text(b, `${r}.packagingType`, { oneOf: PACKAGING });
      c.number(b, `${r}.totalWeight`, { min: 0.1 });
      c.text(b, `${r}.shippingChargesPayment.paymentType`, { oneOf: ['SENDER', 'RECIPIENT', 'THIRD_PARTY', 'COLLECT'] });
      const imageType = c.text(b, `${r}.labelSpecification.imageType`, { oneOf: ['ZPLII', 'EPL2', 'PDF', 'PNG'] }) ?? '';
      const stock = c.text(b, `${r}.labelSpecification.labelStockType`, { oneOf: STOCKS }) ?? '';
      if ((imageType === 'ZPLII' || imageType === 'EPL2') && !stock.startsWith('STOCK_')) c.fail('thermal labels need a STOCK_ label stock');
      if ((imageType === 'PDF' || imageType === 'PNG') && !stock.startsWith('PAPER_')) c.fail('PDF and PNG labels need a PAPER_ label stock');
      c.array(b, `${r}.requestedPackageLineItems`, { min: 1 })?.forEach((_, i) => {
        const p = `${r}.requestedPackageLineItems[${i}]`;
        checkPackage(c, b, p);
        c.array(b, `${p}.customerReferences`, { optional: true, max: 3 })?.forEach((_, j) => {
          c.text(b, `${p}.customerReferences[${j}].customerReferenceType`, { oneOf: ['CUSTOMER_REFERENCE', 'DEPARTMENT_NUMBER', 'INVOICE_NUMBER', 'P_O_NUMBER', 'INTRACOUNTRY_REGULATORY_REFERENCE', 'RMA_ASSOCIATION'] });
          c.text(b, `${p}.customerReferences[${j}].value`, { min: 1, max: 40 });
        });
      });
      if (c.at(b, `${r}.recipients[0].address.postalCode`) === '00000') return error(400, 'RECIPIENT.POSTALCODE.INVALID', 'Recipient postal code is invalid.');
      const tracking = String(randomInt(1e11, 1e12));
      shipments.set(tracking, { cancelled: false, service: String(c.at(b, `${r}.serviceType`)), shipDate: String(c.at(b, `${r}.shipDatestamp`) ?? new Date().toISOString().slice(0, 10)) });
      const file = imageType === 'ZPLII' ? Buffer.from(`^XA^FO40,40^BCN,120^FD${tracking}^FS^XZ`) : files.get(`${imageType}/${stock}`) ?? Buffer.alloc(0);
      return {
        status: 200,
        json: {
          transactionId: 'fake-tx', customerTransactionId: req.headers['x-customer-transaction-id'],
          output: {
            transactionShipments: [{
              serviceType: c.at(b, `${r}.serviceType`), shipDatestamp: c.at(b, `${r}.shipDatestamp`), masterTrackingNumber: tracking,
              pieceResponses: [{ masterTrackingNumber: tracking, trackingNumber: tracking, netChargeAmount: 18.34, packageDocuments: [{ contentType: 'LABEL', copiesToPrint: 1, encodedLabel: file.toString('base64'), docType: imageType }] }],
              completedShipmentDetail: { shipmentRating: { actualRateType: 'PAYOR_ACCOUNT_PACKAGE', shipmentRateDetails: [{ rateType: 'PAYOR_ACCOUNT_PACKAGE', totalNetCharge: 18.34, currency: 'USD' }] } },
            }],
          },
        },
      };
    }
    if (req.method === 'PUT' && req.path === '/ship/v1/shipments/cancel') {
      const c = ctx.check('cancel');
      const denied = ctx.bearer(req, 'cancel', UNAUTHORIZED);
      if (denied) return denied;
      api(c, req);
      c.text(b, 'accountNumber.value', { oneOf: [account.account_number] });
      const tracking = c.text(b, 'trackingNumber') ?? '';
      c.text(b, 'deletionControl', { optional: true, oneOf: ['DELETE_ALL_PACKAGES'] });
      const sold = shipments.get(tracking);
      if (!sold) return error(400, 'TRACKING.TRACKINGNUMBER.NOTFOUND', 'Tracking number cannot be found. Please correct the tracking number and try again.');
      if (sold.cancelled) return { status: 200, json: { transactionId: 'fake-tx', output: { cancelledShipment: false, cancelledHistory: false, message: 'Shipment is already cancelled' } } };
      sold.cancelled = true;
      return { status: 200, json: { transactionId: 'fake-tx', output: { cancelledShipment: true, cancelledHistory: true, message: 'Shipment is successfully cancelled' } } };
    }
    if (req.method === 'POST' && req.path === '/address/v1/addresses/resolve') {
      const c = ctx.check('address resolve');
      const denied = ctx.bearer(req, 'address resolve', UNAUTHORIZED);
      if (denied) return denied;
      api(c, req);
      const list = c.array(b, 'addressesToValidate', { min: 1, max: 100 }) ?? [];
      list.forEach((_, i) => {
        c.array(b, `addressesToValidate[${i}].address.streetLines`, { min: 1 });
        c.text(b, `addressesToValidate[${i}].address.countryCode`, { optional: true, pattern: /^[A-Z]{2}$/ });
        if (c.at(b, `addressesToValidate[${i}].address.postalCode`) === undefined && c.at(b, `addressesToValidate[${i}].address.city`) === undefined) c.fail('city or postalCode is required');
      });
      const given = (c.at(b, 'addressesToValidate[0].address') ?? {}) as { streetLines?: string[]; postalCode?: string };
      const found = given.postalCode === '62701';
      return {
        status: 200,
        json: {
          transactionId: 'fake-tx',
          output: {
            resolvedAddresses: [{
              streetLinesToken: (given.streetLines ?? []).map((l) => l.toUpperCase()), city: 'SPRINGFIELD', stateOrProvinceCode: 'IL', countryCode: 'US',
              postalCode: `${given.postalCode}-4321`, parsedPostalCode: { base: given.postalCode, addOn: '4321', deliveryPoint: '01' },
              classification: found ? 'RESIDENTIAL' : 'UNKNOWN', customerMessage: found ? [] : [{ code: 'INTERPOLATED.STREET.ADDRESS', message: 'Street range not matched' }],
              attributes: { Resolved: found ? 'true' : 'false', DPV: found ? 'true' : 'false', Matched: found ? 'true' : 'false' },
            }],
          },
        },
      };
    }
    if ((req.method === 'PUT' || req.method === 'POST') && req.path === '/ship/v1/endofday/') {
      const operation = req.method === 'PUT' ? 'ground close' : 'end of day reprint';
      const denied = ctx.bearer(req, operation, UNAUTHORIZED);
      if (denied) return denied;
      const c = ctx.check(operation);
      api(c, req);
      return endOfDayReply(c, req, account.account_number, shipments, closes, error);
    }
    return error(404, 'NOT.FOUND.ERROR', `No such resource ${req.method} ${req.path}`);
  });
  return { ...fake, shipments, closes };
}
