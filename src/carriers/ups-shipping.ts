/**
 * UPS shipping (developer.ups.com, the OpenAPI files of UPS-API/api-documentation), for one UPS account:
 * - Token: as ups.ts (`POST /security/v1/oauth/token`, HTTP Basic client id and secret, form body
 *   `grant_type=client_credentials`), with `x-merchant-id` naming the account.
 * - Rates: `POST /api/rating/v2409/Shoptimeintransit` `{RateRequest: {Request, Shipment: {Shipper: {Name,
 *   ShipperNumber, Address}, ShipTo, ShipFrom, PaymentDetails, Package: [{PackagingType, Dimensions (IN),
 *   PackageWeight (LBS)}], DeliveryTimeInformation: {PackageBillType: "03", Pickup: {Date: YYYYMMDD}}}}}`;
 *   200 `{RateResponse: {RatedShipment: [{Service: {Code}, TotalCharges: {CurrencyCode, MonetaryValue},
 *   GuaranteedDelivery?, TimeInTransit?: {ServiceSummary: {EstimatedArrival: {Arrival: {Date}, BusinessDaysInTransit}}}}]}}`.
 * - Ship: `POST /api/shipments/v2409/ship` `{ShipmentRequest: {Request: {RequestOption: "nonvalidate"},
 *   Shipment: {..., PaymentInformation: {ShipmentCharge: [{Type: "01", BillShipper: {AccountNumber}}]},
 *   Service: {Code}, Package: [{Packaging, Dimensions, PackageWeight, ReferenceNumber?}]}, LabelSpecification:
 *   {LabelImageFormat: {Code: GIF|ZPL}, HTTPUserAgent, LabelStockSize: {Height: "6", Width: "4"}}}}`; 200
 *   `{ShipmentResponse: {ShipmentResults: {ShipmentCharges: {TotalCharges}, ShipmentIdentificationNumber,
 *   PackageResults: [{TrackingNumber, ShippingLabel: {ImageFormat: {Code}, GraphicImage (base64)}}]}}}`.
 *   UPS makes image labels as GIF only: a PNG is converted from it, a PDF wraps it (label-image.ts).
 * - Void: `DELETE /api/shipments/v2409/void/cancel/{ShipmentIdentificationNumber}`; 200 `{VoidShipmentResponse:
 *   {SummaryResult: {Status: {Code: "1"}}}}`; a shipment past its void window is a 400 in the error shape.
 * - Address Validation: `POST /api/addressvalidation/v2/3` (validation and classification) `{XAVRequest:
 *   {AddressKeyFormat: {AddressLine, PoliticalDivision2, PoliticalDivision1, PostcodePrimaryLow, CountryCode}}}`;
 *   200 `{XAVResponse: {ValidAddressIndicator? | AmbiguousAddressIndicator? | NoCandidatesIndicator?,
 *   AddressClassification: {Code: 0|1|2}, Candidate: [{AddressKeyFormat, AddressClassification}]}}`.
 * - Errors: `{response: {errors: [{code, message}]}}` with 400 (refused), 401 (token), 403, 429 (Retry-After).
 * UPS cannot find a shipment by our reference, so `findLabel` answers `unknown`.
 */
import { randomUUID } from 'node:crypto';
import { TokenCache, requestJson, tokenFrom, type JsonResponse } from './http.ts';
import { CarrierError } from './types.ts';
import {
  callCarrier, compactDate, inchDimensions, isoDate, moneyOf, poundsOf, readCredentials, streetLines,
  type CredentialsCheck, type RefusalReader, type ShippingOptions,
} from './shipping-http.ts';
import { CarrierRefusal, type AddressCheck, type Label, type LabelRequest, type PostalAddress, type Rate, type ShipmentRequest, type ShippingAdapter } from './shipping-types.ts';

export interface UpsCredentials {
  client_id: string;
  client_secret: string;
  /** The six-character UPS account (shipper) number that pays for labels. */
  account_number: string;
}

export function parseUpsCredentials(value: unknown): CredentialsCheck<UpsCredentials> {
  return readCredentials(value, ['client_id', 'client_secret', 'account_number'] as const, [] as const, {
    account_number: { re: /^[A-Za-z0-9]{6}$/, says: 'must be the 6-character UPS account number' },
  });
}

export const UPS_SERVICES = [
  { code: '03', name: 'UPS Ground' }, { code: '12', name: 'UPS 3 Day Select' }, { code: '02', name: 'UPS 2nd Day Air' },
  { code: '59', name: 'UPS 2nd Day Air A.M.' }, { code: '13', name: 'UPS Next Day Air Saver' }, { code: '01', name: 'UPS Next Day Air' },
  { code: '14', name: 'UPS Next Day Air Early' }, { code: '11', name: 'UPS Standard' }, { code: '08', name: 'UPS Worldwide Expedited' },
  { code: '65', name: 'UPS Worldwide Saver' }, { code: '07', name: 'UPS Worldwide Express' }, { code: '54', name: 'UPS Worldwide Express Plus' },
] as const;

const refusal: RefusalReader = (body) => {
  const errors = (body as { response?: { errors?: { code?: unknown; message?: unknown }[] } } | null)?.response?.errors;
  const first = Array.isArray(errors) ? errors.find((e) => typeof e?.message === 'string') : undefined;
  return first ? { message: String(first.message), field: null } : null;
};

const cut = (s: string | null | undefined, n: number) => (s ?? '').trim().slice(0, n);

/** Rating takes 2-letter state codes, Ship up to 5 characters. */
function upsAddress(a: PostalAddress, withResidential: boolean, stateMax = 5): Record<string, unknown> {
  const lines = streetLines(a).map((l) => cut(l, 35));
  return {
    AddressLine: lines.length ? lines : [''],
    City: cut(a.city, 30),
    ...(a.state ? { StateProvinceCode: cut(a.state, stateMax) } : {}),
    ...(a.postalCode ? { PostalCode: a.postalCode.replace(/[\s-]/g, '').slice(0, 9) } : {}),
    CountryCode: a.country,
    ...(withResidential && a.residential ? { ResidentialAddressIndicator: '' } : {}),
  };
}

function party(a: PostalAddress, withResidential: boolean, stateMax = 5): Record<string, unknown> {
  const name = cut(a.company || a.name, 35) || 'Receiver';
  return {
    Name: name,
    ...(a.company && a.name ? { AttentionName: cut(a.name, 35) } : {}),
    ...(a.phone ? { Phone: { Number: a.phone.replace(/\D/g, '').slice(0, 15) } } : {}),
    Address: upsAddress(a, withResidential, stateMax),
  };
}

function upsPackage(request: ShipmentRequest, packagingKey: 'PackagingType' | 'Packaging'): Record<string, unknown> {
  const dims = inchDimensions(request.parcel);
  return {
    [packagingKey]: { Code: '02', Description: 'Customer Supplied Package' },
    ...(dims ? { Dimensions: { UnitOfMeasurement: { Code: 'IN', Description: 'Inches' }, Length: String(dims[0]), Width: String(dims[1]), Height: String(dims[2]) } } : {}),
    PackageWeight: { UnitOfMeasurement: { Code: 'LBS', Description: 'Pounds' }, Weight: String(poundsOf(request.parcel.weightGrams)) },
  };
}

interface RatedShipment {
  Service?: { Code?: string };
  TotalCharges?: { CurrencyCode?: string; MonetaryValue?: string };
  GuaranteedDelivery?: { BusinessDaysInTransit?: string; ScheduledDeliveryDate?: string };
  TimeInTransit?: { ServiceSummary?: { EstimatedArrival?: { Arrival?: { Date?: string }; BusinessDaysInTransit?: string } } };
}

export function createUpsShipping(credentials: UpsCredentials, opts: ShippingOptions): ShippingAdapter {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: opts.timeoutMs };
  const tokens = new TokenCache(async () => tokenFrom('UPS', await requestJson(`${base}/security/v1/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${credentials.client_id}:${credentials.client_secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', 'x-merchant-id': credentials.account_number,
    },
    body: 'grant_type=client_credentials',
  }, http)));
  const names = new Map<string, string>(UPS_SERVICES.map((s) => [s.code, s.name]));

  function send(what: string, method: string, path: string, body?: unknown): Promise<JsonResponse> {
    return callCarrier('UPS', what, tokens, refusal, (token) => requestJson(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`, accept: 'application/json', transId: randomUUID().replace(/-/g, ''), transactionSrc: 'boxline',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }, http));
  }

  function shipper(from: PostalAddress, stateMax = 5): Record<string, unknown> {
    return { ...party(from, false, stateMax), ShipperNumber: credentials.account_number };
  }

  return {
    carrier: 'ups',
    services: UPS_SERVICES,
    findsLabels: false,

    async rates(request, services): Promise<Rate[]> {
      const res = await send('rates', 'POST', '/api/rating/v2409/Shoptimeintransit', {
        RateRequest: {
          Request: { TransactionReference: { CustomerContext: cut(request.reference, 512) || 'rates' } },
          Shipment: {
            Shipper: shipper(request.from, 2), ShipTo: party(request.to, true, 2), ShipFrom: party(request.from, false, 2),
            PaymentDetails: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: credentials.account_number } }] },
            Package: [upsPackage(request, 'PackagingType')],
            DeliveryTimeInformation: { PackageBillType: '03', Pickup: { Date: compactDate(request.shipDate) } },
          },
        },
      });
      const rated = (res.body as { RateResponse?: { RatedShipment?: RatedShipment[] } } | null)?.RateResponse?.RatedShipment;
      if (!Array.isArray(rated)) throw new CarrierError('bad_response', 'UPS rates: no RateResponse.RatedShipment in the answer');
      const wanted = new Set(services);
      const rates: Rate[] = [];
      for (const r of rated) {
        const code = r.Service?.Code;
        if (!code || (wanted.size > 0 && !wanted.has(code))) continue;
        const arrival = r.TimeInTransit?.ServiceSummary?.EstimatedArrival;
        const days = Number(arrival?.BusinessDaysInTransit ?? r.GuaranteedDelivery?.BusinessDaysInTransit);
        rates.push({
          service: code, serviceName: names.get(code) ?? `UPS service ${code}`,
          amount: moneyOf('UPS rates', r.TotalCharges?.MonetaryValue, r.TotalCharges?.CurrencyCode),
          deliveryDays: Number.isInteger(days) && days > 0 ? days : null,
          estimatedDeliveryDate: isoDate(arrival?.Arrival?.Date) ?? isoDate(r.GuaranteedDelivery?.ScheduledDeliveryDate),
        });
      }
      return rates;
    },

    async buyLabel(request: LabelRequest): Promise<Label> {
      const pkg = upsPackage(request, 'Packaging');
      if (request.reference) pkg.ReferenceNumber = [{ Value: cut(request.reference, 35) }];
      const res = await send('label', 'POST', '/api/shipments/v2409/ship', {
        ShipmentRequest: {
          Request: { RequestOption: 'nonvalidate', TransactionReference: { CustomerContext: request.purchaseKey } },
          Shipment: {
            Description: cut(request.reference ? `Order ${request.reference}` : 'Merchandise', 50),
            Shipper: shipper(request.from), ShipTo: party(request.to, true), ShipFrom: party(request.from, false),
            PaymentInformation: { ShipmentCharge: [{ Type: '01', BillShipper: { AccountNumber: credentials.account_number } }] },
            Service: { Code: request.service, Description: cut(names.get(request.service) ?? request.service, 35) },
            Package: [pkg],
          },
          LabelSpecification: {
            LabelImageFormat: request.format === 'zpl' ? { Code: 'ZPL', Description: 'ZPL' } : { Code: 'GIF', Description: 'GIF' },
            HTTPUserAgent: 'Mozilla/4.5',
            LabelStockSize: { Height: '6', Width: '4' },
          },
        },
      });
      const results = (res.body as { ShipmentResponse?: { ShipmentResults?: {
        ShipmentIdentificationNumber?: string; ShipmentCharges?: { TotalCharges?: { CurrencyCode?: string; MonetaryValue?: string } };
        PackageResults?: { TrackingNumber?: string; ShippingLabel?: { ImageFormat?: { Code?: string }; GraphicImage?: string } }[] | { TrackingNumber?: string; ShippingLabel?: { ImageFormat?: { Code?: string }; GraphicImage?: string } };
      } } } | null)?.ShipmentResponse?.ShipmentResults;
      const first = Array.isArray(results?.PackageResults) ? results.PackageResults[0] : results?.PackageResults;
      const image = first?.ShippingLabel?.GraphicImage;
      if (!results || !first?.TrackingNumber || typeof image !== 'string') {
        throw new CarrierError('bad_response', 'UPS label: no tracking number or label image in the answer');
      }
      const raw = Buffer.from(image, 'base64');
      const code = (first.ShippingLabel?.ImageFormat?.Code ?? (request.format === 'zpl' ? 'ZPL' : 'GIF')).toUpperCase();
      let file: Buffer;
      if (request.format === 'zpl') {
        if (code !== 'ZPL') throw new CarrierError('bad_response', `UPS label: asked for ZPL, got ${code}`);
        file = raw;
      } else {
        const { gifToPng, imageToPdf } = await import('./label-image.ts'); // pdf-lib loads at the first PDF (CONTRIBUTING.md)
        const png = code === 'GIF' ? gifToPng(raw) : raw;
        file = request.format === 'png' ? png : await imageToPdf(png, request.size);
      }
      const charges = results.ShipmentCharges?.TotalCharges;
      return {
        trackingNumber: first.TrackingNumber, shipmentId: results.ShipmentIdentificationNumber ?? first.TrackingNumber,
        amount: moneyOf('UPS label', charges?.MonetaryValue, charges?.CurrencyCode),
        format: request.format, size: request.format === 'pdf' ? request.size : '4x6', file,
      };
    },

    async voidLabel(label) {
      try {
        const res = await send('void', 'DELETE', `/api/shipments/v2409/void/cancel/${encodeURIComponent(label.shipmentId)}`);
        const status = (res.body as { VoidShipmentResponse?: { SummaryResult?: { Status?: { Code?: string; Description?: string } } } } | null)
          ?.VoidShipmentResponse?.SummaryResult?.Status;
        if (status?.Code === '1') return { kind: 'voided', refund: null };
        return { kind: 'refused', reason: `UPS void: ${status?.Description ?? 'not voided'}` };
      } catch (err) {
        if (err instanceof CarrierRefusal) return { kind: 'refused', reason: err.message };
        throw err;
      }
    },

    async validateAddress(address): Promise<AddressCheck> {
      const res = await send('address check', 'POST', '/api/addressvalidation/v2/3', {
        XAVRequest: {
          AddressKeyFormat: {
            ...(address.company || address.name ? { ConsigneeName: cut(address.company || address.name, 40) } : {}),
            AddressLine: streetLines(address).map((l) => cut(l, 100)),
            ...(address.city ? { PoliticalDivision2: cut(address.city, 30) } : {}),
            ...(address.state ? { PoliticalDivision1: cut(address.state, 30) } : {}),
            ...(address.postalCode ? { PostcodePrimaryLow: cut(address.postalCode, 10) } : {}),
            CountryCode: address.country,
          },
        },
      });
      const xav = (res.body as { XAVResponse?: Record<string, unknown> } | null)?.XAVResponse;
      if (!xav) throw new CarrierError('bad_response', 'UPS address check: no XAVResponse in the answer');
      const candidates = (Array.isArray(xav.Candidate) ? xav.Candidate : xav.Candidate ? [xav.Candidate] : []) as {
        AddressKeyFormat?: { AddressLine?: string[] | string; PoliticalDivision2?: string; PoliticalDivision1?: string; PostcodePrimaryLow?: string; PostcodeExtendedLow?: string; CountryCode?: string };
        AddressClassification?: { Code?: string };
      }[];
      const valid = 'ValidAddressIndicator' in xav;
      const classCode = (candidates[0]?.AddressClassification ?? (xav.AddressClassification as { Code?: string } | undefined))?.Code;
      const residential = classCode === '2' ? true : classCode === '1' ? false : null;
      const messages: string[] = [];
      if ('AmbiguousAddressIndicator' in xav) messages.push(`UPS found ${candidates.length} possible addresses`);
      if ('NoCandidatesIndicator' in xav) messages.push('UPS found no such address');
      const k = valid ? candidates[0]?.AddressKeyFormat : undefined;
      const lines = k ? (Array.isArray(k.AddressLine) ? k.AddressLine : k.AddressLine ? [k.AddressLine] : []) : [];
      const normalised: PostalAddress = k ? {
        ...address, street1: lines[0] ?? address.street1, street2: lines[1] ?? null, city: k.PoliticalDivision2 ?? address.city,
        state: k.PoliticalDivision1 ?? address.state,
        postalCode: k.PostcodePrimaryLow ? (k.PostcodeExtendedLow ? `${k.PostcodePrimaryLow}-${k.PostcodeExtendedLow}` : k.PostcodePrimaryLow) : address.postalCode,
        country: k.CountryCode ?? address.country, residential: residential ?? address.residential,
      } : address;
      return { valid, residential, address: normalised, messages };
    },

    async findLabel() {
      return { kind: 'unknown' };
    },
  };
}
