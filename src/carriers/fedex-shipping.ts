/**
 * FedEx shipping (developer.fedex.com, FedEx's published JSON API definitions), for one FedEx account:
 * - Token: as fedex.ts (`POST /oauth/token`, form `grant_type=client_credentials&client_id&client_secret`).
 * - Every call: `Authorization: Bearer`, `X-locale: en_US`, `x-customer-transaction-id`, JSON body.
 * - Rate and Transit Times: `POST /rate/v1/rates/quotes` `{accountNumber: {value}, rateRequestControlParameters:
 *   {returnTransitTimes: true}, requestedShipment: {shipper: {address}, recipient: {address}, pickupType,
 *   shipDateStamp, rateRequestType: ["ACCOUNT"], packagingType, requestedPackageLineItems: [{weight: {units: "LB",
 *   value}, dimensions?: {length, width, height, units: "IN"}}]}}`; 200 `{output: {rateReplyDetails: [{serviceType,
 *   serviceName, ratedShipmentDetails: [{rateType, totalNetCharge, currency}], commit?: {daysInTransit,
 *   dateDetail: {dayFormat}}, operationalDetail?: {transitTime, deliveryDate}}]}}`.
 * - Ship: `POST /ship/v1/shipments` `{labelResponseOptions: "LABEL", accountNumber, requestedShipment: {shipper:
 *   {contact, address}, recipients: [...], pickupType, serviceType, packagingType, totalWeight,
 *   shippingChargesPayment: {paymentType: "SENDER"}, labelSpecification: {imageType: PDF|PNG|ZPLII,
 *   labelStockType}, requestedPackageLineItems}}`; 200 `{output: {transactionShipments: [{masterTrackingNumber,
 *   pieceResponses: [{trackingNumber, packageDocuments: [{encodedLabel, docType}]}], completedShipmentDetail:
 *   {shipmentRating: {shipmentRateDetails: [{totalNetCharge, currency}]}}}]}}`.
 * - Cancel: `PUT /ship/v1/shipments/cancel` `{accountNumber, trackingNumber, deletionControl}`; 200 `{output:
 *   {cancelledShipment: boolean, message}}`.
 * - Address Validation: `POST /address/v1/addresses/resolve` `{addressesToValidate: [{address}]}`; 200 `{output:
 *   {resolvedAddresses: [{streetLinesToken, city, stateOrProvinceCode, postalCode, parsedPostalCode, countryCode,
 *   classification, customerMessages, attributes: {Resolved, DPV, ...}}]}}`.
 * - Ground End of Day Close (the end-of-day close of a manifest): fedex-close.ts.
 * - Errors: `{transactionId, errors: [{code, message, parameterList?}]}` with 400, 401, 403, 404, 429, 5xx.
 * FedEx cannot find a shipment by our reference, so `findLabel` answers `unknown`.
 */
import { randomUUID } from 'node:crypto';
import { TokenCache, requestJson, tokenFrom, type JsonResponse } from './http.ts';
import { CarrierError } from './types.ts';
import { fedexGroundClose } from './fedex-close.ts';
import {
  callCarrier, inchDimensions, isoDate, moneyOf, poundsOf, readCredentials, streetLines,
  type CredentialsCheck, type RefusalReader, type ShippingOptions,
} from './shipping-http.ts';
import { CarrierRefusal, type AddressCheck, type Label, type LabelRequest, type PostalAddress, type Rate, type ShipmentRequest, type ShippingAdapter } from './shipping-types.ts';

export interface FedexCredentials {
  /** The API key of the FedEx project. */
  client_id: string;
  /** The project's secret key. */
  client_secret: string;
  /** The nine-digit FedEx account that pays for labels. */
  account_number: string;
}

export function parseFedexCredentials(value: unknown): CredentialsCheck<FedexCredentials> {
  return readCredentials(value, ['client_id', 'client_secret', 'account_number'] as const, [] as const, {
    account_number: { re: /^\d{9}$/, says: 'must be the 9-digit FedEx account number' },
  });
}

export const FEDEX_SERVICES = [
  { code: 'FEDEX_GROUND', name: 'FedEx Ground' }, { code: 'GROUND_HOME_DELIVERY', name: 'FedEx Home Delivery' },
  { code: 'FEDEX_EXPRESS_SAVER', name: 'FedEx Express Saver' }, { code: 'FEDEX_2_DAY', name: 'FedEx 2Day' },
  { code: 'FEDEX_2_DAY_AM', name: 'FedEx 2Day A.M.' }, { code: 'STANDARD_OVERNIGHT', name: 'FedEx Standard Overnight' },
  { code: 'PRIORITY_OVERNIGHT', name: 'FedEx Priority Overnight' }, { code: 'FIRST_OVERNIGHT', name: 'FedEx First Overnight' },
  { code: 'FEDEX_INTERNATIONAL_PRIORITY', name: 'FedEx International Priority' }, { code: 'INTERNATIONAL_ECONOMY', name: 'FedEx International Economy' },
] as const;

const DAY_WORDS = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN', 'ELEVEN', 'TWELVE', 'THIRTEEN', 'FOURTEEN',
  'FIFTEEN', 'SIXTEEN', 'SEVENTEEN', 'EIGHTEEN', 'NINETEEN', 'TWENTY'];

/** 3 from "THREE_DAYS" (FedEx's transit-time enumeration), else null. */
export function fedexDays(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const i = DAY_WORDS.indexOf(value.replace(/_DAYS?$/, ''));
  return i < 0 ? null : i + 1;
}

const refusal: RefusalReader = (body) => {
  const errors = (body as { errors?: { code?: unknown; message?: unknown; parameterList?: { key?: unknown; value?: unknown }[] }[] } | null)?.errors;
  const first = Array.isArray(errors) ? errors.find((e) => typeof e?.message === 'string') : undefined;
  if (!first) return null;
  const field = first.parameterList?.find((p) => typeof p?.value === 'string')?.value;
  return { message: `${String(first.message)}${typeof first.code === 'string' ? ` (${first.code})` : ''}`, field: typeof field === 'string' ? field : null };
};

const cut = (s: string | null | undefined, n: number) => (s ?? '').trim().slice(0, n);
const truthy = (v: unknown) => v === true || v === 'true';

function fedexAddress(a: PostalAddress): Record<string, unknown> {
  return {
    streetLines: streetLines(a).map((l) => cut(l, 35)),
    city: cut(a.city, 35),
    ...(a.state ? { stateOrProvinceCode: cut(a.state, 2) } : {}),
    ...(a.postalCode ? { postalCode: cut(a.postalCode, 10) } : {}),
    countryCode: a.country,
    ...(a.residential !== null ? { residential: a.residential } : {}),
  };
}

function contact(a: PostalAddress, field: string): Record<string, unknown> {
  const phone = (a.phone ?? '').replace(/\D/g, '');
  if (phone.length < 10) throw new CarrierRefusal('FedEx needs a phone number of at least 10 digits for each party', field);
  return {
    ...(a.name ? { personName: cut(a.name, 70) } : {}),
    ...(a.company ? { companyName: cut(a.company, 35) } : {}),
    ...(a.email ? { emailAddress: cut(a.email, 80) } : {}),
    phoneNumber: phone.slice(0, 15),
  };
}

function packageItem(request: ShipmentRequest): Record<string, unknown> {
  const dims = inchDimensions(request.parcel);
  return {
    weight: { units: 'LB', value: poundsOf(request.parcel.weightGrams) },
    ...(dims ? { dimensions: { length: dims[0], width: dims[1], height: dims[2], units: 'IN' } } : {}),
  };
}

/** FedEx's image type and label stock for our format and size. */
function labelSpec(format: LabelRequest['format'], size: LabelRequest['size']): { imageType: string; labelStockType: string } {
  if (format === 'zpl') return { imageType: 'ZPLII', labelStockType: 'STOCK_4X6' };
  if (format === 'png') return { imageType: 'PNG', labelStockType: 'PAPER_4X6' };
  return { imageType: 'PDF', labelStockType: size === 'letter' ? 'PAPER_85X11_TOP_HALF_LABEL' : 'PAPER_4X6' };
}

interface RateReply {
  serviceType?: string;
  serviceName?: string;
  ratedShipmentDetails?: { rateType?: string; totalNetCharge?: number; currency?: string; shipmentRateDetail?: { currency?: string } }[];
  commit?: { daysInTransit?: string; dateDetail?: { dayFormat?: string } };
  operationalDetail?: { transitTime?: string; deliveryDate?: string };
}

export function createFedexShipping(credentials: FedexCredentials, opts: ShippingOptions): ShippingAdapter {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: opts.timeoutMs };
  const account = { value: credentials.account_number };
  const tokens = new TokenCache(async () => tokenFrom('FedEx', await requestJson(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: credentials.client_id, client_secret: credentials.client_secret }).toString(),
  }, http)));
  const names = new Map<string, string>(FEDEX_SERVICES.map((s) => [s.code, s.name]));

  function send(what: string, method: string, path: string, body: unknown, transactionId: string = randomUUID()): Promise<JsonResponse> {
    return callCarrier('FedEx', what, tokens, refusal, (token) => requestJson(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json', 'x-locale': 'en_US',
        'x-customer-transaction-id': transactionId,
      },
      body: JSON.stringify(body),
    }, http));
  }

  return {
    carrier: 'fedex',
    services: FEDEX_SERVICES,
    findsLabels: false,
    ...fedexGroundClose((what, method, path, body) => send(what, method, path, body), credentials.account_number),

    async rates(request, services): Promise<Rate[]> {
      const res = await send('rates', 'POST', '/rate/v1/rates/quotes', {
        accountNumber: account,
        rateRequestControlParameters: { returnTransitTimes: true },
        requestedShipment: {
          shipper: { address: fedexAddress(request.from) }, recipient: { address: fedexAddress(request.to) },
          pickupType: 'DROPOFF_AT_FEDEX_LOCATION', shipDateStamp: request.shipDate, rateRequestType: ['ACCOUNT', 'LIST'],
          packagingType: 'YOUR_PACKAGING', requestedPackageLineItems: [packageItem(request)],
        },
      });
      const replies = (res.body as { output?: { rateReplyDetails?: RateReply[] } } | null)?.output?.rateReplyDetails;
      if (!Array.isArray(replies)) throw new CarrierError('bad_response', 'FedEx rates: no output.rateReplyDetails in the answer');
      const wanted = new Set(services);
      const rates: Rate[] = [];
      for (const r of replies) {
        if (!r.serviceType || (wanted.size > 0 && !wanted.has(r.serviceType))) continue;
        const details = r.ratedShipmentDetails ?? [];
        const chosen = details.find((d) => d.rateType === 'ACCOUNT') ?? details[0];
        if (!chosen) continue;
        rates.push({
          service: r.serviceType, serviceName: r.serviceName ?? names.get(r.serviceType) ?? r.serviceType,
          amount: moneyOf('FedEx rates', chosen.totalNetCharge, chosen.currency ?? chosen.shipmentRateDetail?.currency),
          deliveryDays: fedexDays(r.commit?.daysInTransit) ?? fedexDays(r.operationalDetail?.transitTime),
          estimatedDeliveryDate: isoDate(r.commit?.dateDetail?.dayFormat) ?? isoDate(r.operationalDetail?.deliveryDate),
        });
      }
      return rates;
    },

    async buyLabel(request: LabelRequest): Promise<Label> {
      const item: Record<string, unknown> = { sequenceNumber: 1, ...packageItem(request) };
      if (request.reference) item.customerReferences = [{ customerReferenceType: 'CUSTOMER_REFERENCE', value: cut(request.reference, 40) }];
      const res = await send('label', 'POST', '/ship/v1/shipments', {
        labelResponseOptions: 'LABEL',
        accountNumber: account,
        requestedShipment: {
          shipDatestamp: request.shipDate,
          shipper: { contact: contact(request.from, 'from.phone'), address: fedexAddress(request.from) },
          recipients: [{ contact: contact(request.to, 'to.phone'), address: fedexAddress(request.to) }],
          pickupType: 'DROPOFF_AT_FEDEX_LOCATION', serviceType: request.service, packagingType: 'YOUR_PACKAGING',
          totalWeight: poundsOf(request.parcel.weightGrams),
          shippingChargesPayment: { paymentType: 'SENDER' },
          labelSpecification: labelSpec(request.format, request.size),
          requestedPackageLineItems: [item],
        },
      }, request.purchaseKey);
      const shipment = (res.body as { output?: { transactionShipments?: {
        masterTrackingNumber?: string;
        pieceResponses?: { trackingNumber?: string; packageDocuments?: { encodedLabel?: string; docType?: string }[] }[];
        completedShipmentDetail?: { shipmentRating?: { shipmentRateDetails?: { totalNetCharge?: number; currency?: string }[] } };
      }[] } } | null)?.output?.transactionShipments?.[0];
      const piece = shipment?.pieceResponses?.[0];
      const encoded = piece?.packageDocuments?.find((d) => typeof d.encodedLabel === 'string')?.encodedLabel;
      const tracking = piece?.trackingNumber ?? shipment?.masterTrackingNumber;
      if (!shipment || !tracking || !encoded) throw new CarrierError('bad_response', 'FedEx label: no tracking number or encoded label in the answer');
      const rate = shipment.completedShipmentDetail?.shipmentRating?.shipmentRateDetails?.[0];
      return {
        trackingNumber: tracking, shipmentId: shipment.masterTrackingNumber ?? tracking,
        amount: moneyOf('FedEx label', rate?.totalNetCharge, rate?.currency),
        format: request.format, size: request.format === 'pdf' ? request.size : '4x6', file: Buffer.from(encoded, 'base64'),
      };
    },

    async voidLabel(label) {
      try {
        const res = await send('cancel', 'PUT', '/ship/v1/shipments/cancel', {
          accountNumber: account, trackingNumber: label.shipmentId, deletionControl: 'DELETE_ALL_PACKAGES',
        });
        const output = (res.body as { output?: { cancelledShipment?: boolean; message?: string } } | null)?.output;
        if (output?.cancelledShipment === true) return { kind: 'voided', refund: null };
        return { kind: 'refused', reason: `FedEx cancel: ${output?.message ?? 'not cancelled'}` };
      } catch (err) {
        if (err instanceof CarrierRefusal) return { kind: 'refused', reason: err.message };
        throw err;
      }
    },

    async validateAddress(address): Promise<AddressCheck> {
      const res = await send('address check', 'POST', '/address/v1/addresses/resolve', { addressesToValidate: [{ address: fedexAddress(address) }] });
      const resolved = (res.body as { output?: { resolvedAddresses?: {
        streetLinesToken?: string[]; city?: string; stateOrProvinceCode?: string; postalCode?: string; countryCode?: string;
        parsedPostalCode?: { base?: string; addOn?: string }; classification?: string; customerMessage?: unknown[]; customerMessages?: unknown[];
        attributes?: Record<string, unknown>;
      }[] } } | null)?.output?.resolvedAddresses?.[0];
      if (!resolved) throw new CarrierError('bad_response', 'FedEx address check: no output.resolvedAddresses in the answer');
      const valid = truthy(resolved.attributes?.Resolved) && !(resolved.attributes?.DPV === false || resolved.attributes?.DPV === 'false');
      const residential = resolved.classification === 'RESIDENTIAL' ? true : resolved.classification === 'BUSINESS' ? false : null;
      const messages = (resolved.customerMessage ?? resolved.customerMessages ?? []).map((m) => (typeof m === 'string' ? m : String((m as { message?: unknown })?.message ?? (m as { code?: unknown })?.code ?? '')))
        .filter(Boolean);
      if (!valid) messages.push('FedEx could not resolve the address to a delivery point');
      const zip = resolved.parsedPostalCode?.base ? `${resolved.parsedPostalCode.base}${resolved.parsedPostalCode.addOn ? `-${resolved.parsedPostalCode.addOn}` : ''}` : resolved.postalCode;
      const normalised: PostalAddress = valid ? {
        ...address, street1: resolved.streetLinesToken?.[0] ?? address.street1, street2: resolved.streetLinesToken?.[1] ?? address.street2,
        city: resolved.city ?? address.city, state: resolved.stateOrProvinceCode ?? address.state, postalCode: zip ?? address.postalCode,
        country: resolved.countryCode ?? address.country, residential: residential ?? address.residential,
      } : address;
      return { valid, residential, address: normalised, messages };
    },

    async findLabel() {
      return { kind: 'unknown' };
    },
  };
}
