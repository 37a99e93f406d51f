/**
 * A fake UPS API for adapter tests, checking each request against UPS's published OpenAPI definitions
 * (OAuthClientCredentials.yaml, Rating.yaml, Shipping.yaml, AddressValidation.yaml):
 * token with HTTP Basic + form `grant_type=client_credentials`; Rating `/api/rating/{version}/{requestoption}`;
 * Ship `/api/shipments/{version}/ship`; Void `DELETE /api/shipments/{version}/void/cancel/{id}`; XAV
 * `/api/addressvalidation/{version}/{1|2|3}`. Behaviour chosen by the request (documented in each answer):
 * a ShipTo postal code `00000` is refused with UPS's error body; an unknown shipment cannot be voided; address
 * checks find 62701 valid (residential), a city `Nowhere` nothing, anything else two candidates.
 */
import { randomInt } from 'node:crypto';
import { startFake, sampleGif, type Checker, type FakeCarrier, type FakeReply, type FakeRequest } from './fake-server.ts';

export const UPS_FAKE_ACCOUNT = { client_id: 'ups-client', client_secret: 'ups-secret-3b9f', account_number: 'A1B2C3' };

const VERSIONS = ['v2409', 'v2403', 'v2205', 'v2201', 'v1'];
const SERVICE_CODES = ['01', '02', '03', '07', '08', '11', '12', '13', '14', '17', '54', '59', '65', '72', '74', '75', '82', '83', '96'];
const error = (status: number, code: string, message: string): FakeReply => ({ status, json: { response: { errors: [{ code, message }] } } });
const UNAUTHORIZED = error(401, '250002', 'Invalid Authentication Information.');
/** Base and per-pound prices of the services this fake rates. */
const PRICES: Record<string, { base: number; perLb: number; days: number }> = {
  '03': { base: 9.5, perLb: 1.1, days: 4 }, '02': { base: 21, perLb: 2.4, days: 2 }, '01': { base: 38.25, perLb: 3.9, days: 1 },
};

export interface UpsFake extends FakeCarrier {
  /** Shipments sold, by shipment id: whether voided. */
  shipments: Map<string, { voided: boolean; format: string }>;
}

function checkAddress(c: Checker, body: unknown, path: string, opts: { cityRequired: boolean; statMax: number }): void {
  c.object(body, path);
  c.array(body, `${path}.AddressLine`, { min: 1, max: 3 });
  const lines = c.at(body, `${path}.AddressLine`);
  if (Array.isArray(lines)) lines.forEach((_, i) => c.text(body, `${path}.AddressLine[${i}]`, { max: 35 }));
  c.text(body, `${path}.City`, { optional: !opts.cityRequired, min: 1, max: 30 });
  c.text(body, `${path}.StateProvinceCode`, { optional: true, min: 1, max: opts.statMax });
  c.text(body, `${path}.PostalCode`, { optional: true, min: 1, max: 9, pattern: /^[A-Za-z0-9]+$/ });
  c.text(body, `${path}.CountryCode`, { min: 2, max: 2, pattern: /^[A-Z]{2}$/ });
}

function checkPackage(c: Checker, body: unknown, path: string, packaging: string, dimMax: number): number {
  c.text(body, `${path}.${packaging}.Code`, { min: 2, max: 2 });
  if (c.at(body, `${path}.Dimensions`) !== undefined) {
    c.text(body, `${path}.Dimensions.UnitOfMeasurement.Code`, { oneOf: ['IN', 'CM'] });
    c.text(body, `${path}.Dimensions.UnitOfMeasurement.Description`, { min: 1, max: 35 });
    for (const side of ['Length', 'Width', 'Height']) c.text(body, `${path}.Dimensions.${side}`, { max: dimMax, pattern: /^\d+(\.\d+)?$/ });
  }
  const unit = c.text(body, `${path}.PackageWeight.UnitOfMeasurement.Code`, { oneOf: ['LBS', 'KGS'] });
  c.text(body, `${path}.PackageWeight.UnitOfMeasurement.Description`, { min: 1, max: 35 });
  const weight = c.text(body, `${path}.PackageWeight.Weight`, { max: 6, pattern: /^\d+(\.\d+)?$/ });
  const n = Number(weight);
  if (weight !== undefined && !(n > 0)) c.fail(`${path}.PackageWeight.Weight must be above zero`);
  return unit === 'KGS' ? n * 2.20462 : n;
}

function headers(c: Checker, req: FakeRequest): void {
  const transId = req.headers.transid;
  if (typeof transId !== 'string' || transId.length < 1 || transId.length > 32) c.fail('transId header of 1-32 characters is required');
  const src = req.headers.transactionsrc;
  if (typeof src !== 'string' || src.length < 1 || src.length > 512) c.fail('transactionSrc header is required');
}

export async function startUpsFake(account = UPS_FAKE_ACCOUNT): Promise<UpsFake> {
  const shipments = new Map<string, { voided: boolean; format: string }>();

  const fake = await startFake((req, ctx) => {
    const path = req.path;
    if (req.method === 'POST' && path === '/security/v1/oauth/token') {
      const c = ctx.check('token');
      if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded')) c.fail('body must be application/x-www-form-urlencoded');
      if (new URLSearchParams(req.raw).get('grant_type') !== 'client_credentials') c.fail('grant_type must be client_credentials');
      const expected = `Basic ${Buffer.from(`${account.client_id}:${account.client_secret}`).toString('base64')}`;
      if (req.headers.authorization !== expected) return error(401, '10401', 'ClientId is Invalid');
      return { status: 200, json: { token_type: 'Bearer', issued_at: String(Date.now()), client_id: account.client_id, access_token: ctx.issueToken(), expires_in: '14399', refresh_count: '0', status: 'approved' } };
    }

    const rating = /^\/api\/rating\/([^/]+)\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && rating) {
      const c = ctx.check('rating');
      const denied = ctx.bearer(req, 'rating', UNAUTHORIZED);
      if (denied) return denied;
      headers(c, req);
      if (!VERSIONS.includes(rating[1])) c.fail(`version ${rating[1]} is not published`);
      const option = rating[2];
      if (!['Rate', 'Shop', 'Ratetimeintransit', 'Shoptimeintransit'].includes(option)) c.fail(`requestoption ${option} is not valid`);
      const b = req.json;
      c.object(b, 'RateRequest.Request');
      c.text(b, 'RateRequest.Request.TransactionReference.CustomerContext', { optional: true, min: 1, max: 512 });
      c.text(b, 'RateRequest.Shipment.Shipper.ShipperNumber', { optional: true, min: 6, max: 6 });
      c.text(b, 'RateRequest.Shipment.Shipper.Name', { optional: true, min: 1, max: 35 });
      checkAddress(c, b, 'RateRequest.Shipment.Shipper.Address', { cityRequired: false, statMax: 2 });
      checkAddress(c, b, 'RateRequest.Shipment.ShipTo.Address', { cityRequired: false, statMax: 2 });
      if (c.at(b, 'RateRequest.Shipment.ShipFrom') !== undefined) checkAddress(c, b, 'RateRequest.Shipment.ShipFrom.Address', { cityRequired: false, statMax: 2 });
      const pkgs = c.array(b, 'RateRequest.Shipment.Package', { min: 1 }) ?? [];
      const pounds = pkgs.map((_, i) => checkPackage(c, b, `RateRequest.Shipment.Package[${i}]`, 'PackagingType', 9)).reduce((a, n) => a + n, 0);
      if (option.endsWith('timeintransit')) {
        c.text(b, 'RateRequest.Shipment.DeliveryTimeInformation.PackageBillType', { oneOf: ['02', '03', '04', '07'] });
        c.text(b, 'RateRequest.Shipment.DeliveryTimeInformation.Pickup.Date', { pattern: /^\d{8}$/ });
      }
      if (c.at(b, 'RateRequest.Shipment.ShipTo.Address.PostalCode') === '00000') {
        return error(400, '111285', 'The postal code 00000 is invalid for IL United States.');
      }
      const wanted = option.startsWith('Rate') ? [String(c.at(b, 'RateRequest.Shipment.Service.Code'))] : Object.keys(PRICES);
      const pickup = String(c.at(b, 'RateRequest.Shipment.DeliveryTimeInformation.Pickup.Date') ?? '20240304');
      return {
        status: 200,
        json: {
          RateResponse: {
            Response: { ResponseStatus: { Code: '1', Description: 'Success' }, Alert: [{ Code: '110971', Description: 'Your invoice may vary from the displayed reference rates' }] },
            RatedShipment: wanted.filter((s) => PRICES[s]).map((s) => {
              const price = (PRICES[s].base + PRICES[s].perLb * pounds).toFixed(2);
              const arrival = new Date(Date.UTC(+pickup.slice(0, 4), +pickup.slice(4, 6) - 1, +pickup.slice(6, 8) + PRICES[s].days));
              return {
                Service: { Code: s, Description: '' },
                BillingWeight: { UnitOfMeasurement: { Code: 'LBS', Description: 'Pounds' }, Weight: String(Math.ceil(pounds)) },
                TransportationCharges: { CurrencyCode: 'USD', MonetaryValue: price },
                ServiceOptionsCharges: { CurrencyCode: 'USD', MonetaryValue: '0.00' },
                TotalCharges: { CurrencyCode: 'USD', MonetaryValue: price },
                RatedPackage: [{ Weight: String(pounds) }],
                ...(option.endsWith('timeintransit') ? {
                  TimeInTransit: {
                    PickupDate: pickup,
                    ServiceSummary: { Service: { Description: s }, EstimatedArrival: { Arrival: { Date: arrival.toISOString().slice(0, 10).replace(/-/g, ''), Time: '230000' }, BusinessDaysInTransit: String(PRICES[s].days), Pickup: { Date: pickup }, DayOfWeek: 'FRI' } },
                  },
                } : {}),
              };
            }),
          },
        },
      };
    }

    const ship = /^\/api\/shipments\/([^/]+)\/ship$/.exec(path);
    if (req.method === 'POST' && ship) {
      const c = ctx.check('ship');
      const denied = ctx.bearer(req, 'ship', UNAUTHORIZED);
      if (denied) return denied;
      headers(c, req);
      if (!VERSIONS.includes(ship[1])) c.fail(`version ${ship[1]} is not published`);
      const b = req.json;
      c.text(b, 'ShipmentRequest.Request.RequestOption', { oneOf: ['nonvalidate', 'validate'] });
      c.text(b, 'ShipmentRequest.Shipment.Description', { optional: true, min: 1, max: 50 });
      c.text(b, 'ShipmentRequest.Shipment.Shipper.Name', { min: 1, max: 35 });
      c.text(b, 'ShipmentRequest.Shipment.Shipper.ShipperNumber', { min: 6, max: 6, oneOf: [account.account_number] });
      c.text(b, 'ShipmentRequest.Shipment.ShipTo.Name', { min: 1, max: 35 });
      c.text(b, 'ShipmentRequest.Shipment.ShipTo.Phone.Number', { optional: true, min: 1, max: 15, pattern: /^\d+$/ });
      checkAddress(c, b, 'ShipmentRequest.Shipment.Shipper.Address', { cityRequired: true, statMax: 5 });
      checkAddress(c, b, 'ShipmentRequest.Shipment.ShipTo.Address', { cityRequired: true, statMax: 5 });
      if (c.at(b, 'ShipmentRequest.Shipment.ShipFrom') !== undefined) {
        c.text(b, 'ShipmentRequest.Shipment.ShipFrom.Name', { min: 1, max: 35 });
        checkAddress(c, b, 'ShipmentRequest.Shipment.ShipFrom.Address', { cityRequired: true, statMax: 5 });
      }
      c.text(b, 'ShipmentRequest.Shipment.PaymentInformation.ShipmentCharge[0].Type', { oneOf: ['01', '02', '03'] });
      c.text(b, 'ShipmentRequest.Shipment.PaymentInformation.ShipmentCharge[0].BillShipper.AccountNumber', { oneOf: [account.account_number] });
      c.text(b, 'ShipmentRequest.Shipment.Service.Code', { min: 2, max: 2, oneOf: SERVICE_CODES });
      c.text(b, 'ShipmentRequest.Shipment.Service.Description', { optional: true, min: 1, max: 35 });
      const pkgs = c.array(b, 'ShipmentRequest.Shipment.Package', { min: 1 }) ?? [];
      pkgs.forEach((_, i) => {
        checkPackage(c, b, `ShipmentRequest.Shipment.Package[${i}]`, 'Packaging', 3);
        const refs = c.array(b, `ShipmentRequest.Shipment.Package[${i}].ReferenceNumber`, { optional: true, max: 5 });
        refs?.forEach((_, j) => c.text(b, `ShipmentRequest.Shipment.Package[${i}].ReferenceNumber[${j}].Value`, { min: 1, max: 35 }));
      });
      const format = c.text(b, 'ShipmentRequest.LabelSpecification.LabelImageFormat.Code', { oneOf: ['GIF', 'ZPL', 'EPL', 'SPL'] });
      c.text(b, 'ShipmentRequest.LabelSpecification.HTTPUserAgent', { optional: format !== 'GIF', min: 1, max: 64 });
      c.text(b, 'ShipmentRequest.LabelSpecification.LabelStockSize.Height', { oneOf: ['6', '8'] });
      c.text(b, 'ShipmentRequest.LabelSpecification.LabelStockSize.Width', { oneOf: ['4'] });
      if (c.at(b, 'ShipmentRequest.Shipment.ShipTo.Address.PostalCode') === '00000') {
        return error(400, '120802', 'Address Validation Error on ShipTo address');
      }
      const tracking = `1Z${account.account_number}${String(c.at(b, 'ShipmentRequest.Shipment.Service.Code'))}${String(randomInt(1e7, 1e8))}`;
      shipments.set(tracking, { voided: false, format: format ?? '' });
      const image = format === 'ZPL' ? Buffer.from(`^XA^FO50,50^BCN,100^FD${tracking}^FS^XZ`) : sampleGif(120, 80);
      return {
        status: 200,
        json: {
          ShipmentResponse: {
            Response: { ResponseStatus: { Code: '1', Description: 'Success' }, TransactionReference: { CustomerContext: c.at(b, 'ShipmentRequest.Request.TransactionReference.CustomerContext') } },
            ShipmentResults: {
              ShipmentCharges: {
                TransportationCharges: { CurrencyCode: 'USD', MonetaryValue: '14.72' }, ServiceOptionsCharges: { CurrencyCode: 'USD', MonetaryValue: '0.00' },
                TotalCharges: { CurrencyCode: 'USD', MonetaryValue: '14.72' },
              },
              BillingWeight: { UnitOfMeasurement: { Code: 'LBS', Description: 'Pounds' }, Weight: '5.0' },
              ShipmentIdentificationNumber: tracking,
              PackageResults: [{ TrackingNumber: tracking, ShippingLabel: { ImageFormat: { Code: format, Description: format }, GraphicImage: image.toString('base64') } }],
            },
          },
        },
      };
    }

    const cancel = /^\/api\/shipments\/([^/]+)\/void\/cancel\/([^/]+)$/.exec(path);
    if (req.method === 'DELETE' && cancel) {
      const c = ctx.check('void');
      const denied = ctx.bearer(req, 'void', UNAUTHORIZED);
      if (denied) return denied;
      headers(c, req);
      if (!VERSIONS.includes(cancel[1])) c.fail(`version ${cancel[1]} is not published`);
      const sold = shipments.get(decodeURIComponent(cancel[2]));
      if (!sold) return error(400, '190117', 'No shipment found within the allowed void period');
      if (sold.voided) return error(400, '190102', 'The shipment has already been voided');
      sold.voided = true;
      return { status: 200, json: { VoidShipmentResponse: { Response: { ResponseStatus: { Code: '1', Description: 'Success' } }, SummaryResult: { Status: { Code: '1', Description: 'Voided' } } } } };
    }

    const xav = /^\/api\/addressvalidation\/([^/]+)\/([^/]+)$/.exec(path);
    if (req.method === 'POST' && xav) {
      const c = ctx.check('address validation');
      const denied = ctx.bearer(req, 'address validation', UNAUTHORIZED);
      if (denied) return denied;
      if (!['v2', 'v1'].includes(xav[1])) c.fail(`version ${xav[1]} is not published`);
      if (!['1', '2', '3'].includes(xav[2])) c.fail(`requestoption ${xav[2]} is not 1, 2 or 3`);
      const b = req.json;
      const k = 'XAVRequest.AddressKeyFormat';
      c.text(b, `${k}.ConsigneeName`, { optional: true, min: 1, max: 40 });
      c.array(b, `${k}.AddressLine`, { optional: true, max: 3 });
      c.text(b, `${k}.PoliticalDivision2`, { optional: true, min: 1, max: 30 });
      c.text(b, `${k}.PoliticalDivision1`, { optional: true, min: 1, max: 30 });
      c.text(b, `${k}.PostcodePrimaryLow`, { optional: true, min: 1, max: 10 });
      c.text(b, `${k}.CountryCode`, { min: 2, max: 2 });
      const ok = { Response: { ResponseStatus: { Code: '1', Description: 'Success' } } };
      const given = (c.at(b, k) ?? {}) as Record<string, unknown>;
      if (given.PoliticalDivision2 === 'Nowhere') return { status: 200, json: { XAVResponse: { ...ok, NoCandidatesIndicator: '' } } };
      const candidate = (zip: string, line: string) => ({
        AddressClassification: { Code: '2', Description: 'Residential' },
        AddressKeyFormat: { AddressLine: [line], PoliticalDivision2: 'SPRINGFIELD', PoliticalDivision1: 'IL', PostcodePrimaryLow: zip, PostcodeExtendedLow: '1234', Region: `SPRINGFIELD IL ${zip}-1234`, CountryCode: 'US' },
      });
      const street = String((given.AddressLine as string[] | undefined)?.[0] ?? '').toUpperCase();
      if (given.PostcodePrimaryLow === '62701') {
        return { status: 200, json: { XAVResponse: { ...ok, ValidAddressIndicator: '', AddressClassification: { Code: '2', Description: 'Residential' }, Candidate: [candidate('62701', street)] } } };
      }
      return { status: 200, json: { XAVResponse: { ...ok, AmbiguousAddressIndicator: '', AddressClassification: { Code: '0', Description: 'UnClassified' }, Candidate: [candidate('62702', street), candidate('62703', street)] } } };
    }
    return error(404, '404', `No such resource ${req.method} ${path}`);
  });
  return { ...fake, shipments };
}
