/**
 * USPS shipping, APIs v3 (developer.usps.com; examples in USPS/api-examples), for one USPS account:
 * - Token: as usps.ts (`POST /oauth2/v3/token`, JSON `{grant_type: "client_credentials", client_id, client_secret}`).
 * - Prices: `POST /prices/v3/total-rates/search` (domestic) or `/international-prices/v3/total-rates/search`
 *   `{originZIPCode, destinationZIPCode | destinationCountryCode + foreignPostalCode, weight (lb), length, width,
 *   height (in), mailClass, priceType, mailingDate, accountType?, accountNumber?}`, one mail class a request;
 *   200 `{rateOptions: [{totalPrice, rates: [{description, mailClass, price}]}]}` (the lowest total is ours).
 * - Labels need a payment authorization token: `POST /payments/v3/payment-authorization` `{roles: [{roleName:
 *   "PAYER" | "LABEL_OWNER", CRID, MID, manifestMID, accountType: "EPS", accountNumber}]}` → `{paymentAuthorizationToken}`,
 *   then `POST /labels/v3/label` with `X-Payment-Authorization-Token`, `X-Idempotency-Key` and `Accept:
 *   application/vnd.usps.labels+json` `{imageInfo: {imageType: PDF|ZPL203DPI, labelType: "4X6LABEL"}, toAddress,
 *   fromAddress, packageDescription: {mailClass, rateIndicator, weightUOM: "lb", weight, dimensionsUOM: "in",
 *   length, width, height, processingCategory, mailingDate, destinationEntryFacilityType}}` → `{labelMetadata:
 *   {trackingNumber, postage, commitment}, labelImage (base64)}` (the metadata may also sit at the top level).
 *   USPS makes no PNG labels; letter paper carries the 4x6 PDF in its top half. Domestic labels only.
 * - Cancel: `DELETE /labels/v3/label/{trackingNumber}` → `{trackingNumber, status: "CANCELED"}`.
 * - Addresses: `GET /addresses/v3/address?streetAddress&secondaryAddress&city&state&ZIPCode` → `{address:
 *   {streetAddress, secondaryAddress, city, state, ZIPCode, ZIPPlus4}, additionalInfo: {DPVConfirmation, business},
 *   corrections, matches}`; 404/400 when USPS finds no such address.
 * - SCAN forms (the end-of-day close of a manifest): usps-scan-form.ts.
 * - Errors: `{apiVersion, error: {code, message, errors: [{status, code, title, detail, source: {parameter}}]}}`.
 */
import { createHash } from 'node:crypto';
import { TokenCache, requestJson, tokenFrom, type JsonResponse } from './http.ts';
import { CarrierError } from './types.ts';
import { uspsScanForm } from './usps-scan-form.ts';
import { cut, uspsPostalFields } from './usps-address.ts';
import { callCarrier, inchDimensions, moneyOf, poundsOf, readCredentials, type CredentialsCheck, type RefusalReader, type ShippingOptions } from './shipping-http.ts';
import { CarrierRefusal, type AddressCheck, type Label, type LabelRequest, type PostalAddress, type Rate, type ShipmentRequest, type ShippingAdapter } from './shipping-types.ts';

export interface UspsCredentials {
  /** The app's consumer key and secret (USPS Developer Portal). */
  client_id: string;
  client_secret: string;
  /** Customer Registration ID, Mailer ID and manifest Mailer ID (Business Customer Gateway): needed for labels. */
  crid?: string;
  mid?: string;
  manifest_mid?: string;
  /** The Enterprise Payment System (EPS) account that pays for labels; with it, prices are the account's commercial ones. */
  payment_account?: string;
}

export function parseUspsCredentials(value: unknown): CredentialsCheck<UspsCredentials> {
  return readCredentials(value, ['client_id', 'client_secret'] as const, ['crid', 'mid', 'manifest_mid', 'payment_account'] as const, {
    crid: { re: /^\d{1,15}$/, says: 'must be the numeric Customer Registration ID' },
    mid: { re: /^\d{6}(\d{3})?$/, says: 'must be the 6- or 9-digit Mailer ID' },
    manifest_mid: { re: /^\d{6}(\d{3})?$/, says: 'must be the 6- or 9-digit Mailer ID' },
    payment_account: { re: /^\d{1,20}$/, says: 'must be the numeric EPS account number' },
  });
}

export const USPS_SERVICES = [
  { code: 'USPS_GROUND_ADVANTAGE', name: 'USPS Ground Advantage' }, { code: 'PRIORITY_MAIL', name: 'Priority Mail' },
  { code: 'PRIORITY_MAIL_EXPRESS', name: 'Priority Mail Express' }, { code: 'PARCEL_SELECT', name: 'Parcel Select Ground' },
  { code: 'MEDIA_MAIL', name: 'Media Mail' }, { code: 'PRIORITY_MAIL_INTERNATIONAL', name: 'Priority Mail International' },
  { code: 'PRIORITY_MAIL_EXPRESS_INTERNATIONAL', name: 'Priority Mail Express International' },
] as const;
const INTERNATIONAL = new Set(['PRIORITY_MAIL_INTERNATIONAL', 'PRIORITY_MAIL_EXPRESS_INTERNATIONAL']);
const DEFAULT_DOMESTIC = ['USPS_GROUND_ADVANTAGE', 'PRIORITY_MAIL', 'PRIORITY_MAIL_EXPRESS'];

const refusal: RefusalReader = (body) => {
  const error = (body as { error?: { message?: unknown; errors?: { detail?: unknown; title?: unknown; source?: { parameter?: unknown } }[] } } | null)?.error;
  if (!error) return null;
  const first = Array.isArray(error.errors) ? error.errors[0] : undefined;
  const message = [first?.detail, first?.title, error.message].find((m) => typeof m === 'string' && m.trim());
  if (typeof message !== 'string') return null;
  const field = first?.source?.parameter;
  return { message, field: typeof field === 'string' ? field : null };
};

const zip5 = (a: PostalAddress) => (a.postalCode ?? '').replace(/\D/g, '').slice(0, 5);

/** A UUID made from our purchase key, the same for every retry of one purchase. */
function idempotencyKey(purchaseKey: string): string {
  const h = createHash('sha256').update(purchaseKey).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function uspsAddress(a: PostalAddress): Record<string, unknown> {
  return {
    ...uspsPostalFields(a),
    ...(a.phone ? { phone: a.phone.replace(/\D/g, '').slice(-10) } : {}), ...(a.email ? { email: cut(a.email, 80) } : {}),
  };
}

function parcelIngredients(request: ShipmentRequest): { weight: number; length: number; width: number; height: number } {
  const dims = inchDimensions(request.parcel);
  if (!dims) throw new CarrierRefusal('USPS prices and labels need the parcel\'s length, width and height', 'parcel');
  return { weight: poundsOf(request.parcel.weightGrams), length: dims[0], width: dims[1], height: dims[2] };
}

export function createUspsShipping(credentials: UspsCredentials, opts: ShippingOptions): ShippingAdapter {
  const base = opts.baseUrl.replace(/\/+$/, '');
  const http = { timeoutMs: opts.timeoutMs };
  const tokens = new TokenCache(async () => tokenFrom('USPS', await requestJson(`${base}/oauth2/v3/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: credentials.client_id, client_secret: credentials.client_secret }),
  }, http)));
  const names = new Map<string, string>(USPS_SERVICES.map((s) => [s.code, s.name]));
  const account = credentials.payment_account ? { accountType: 'EPS', accountNumber: credentials.payment_account } : {};

  function send(what: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}): Promise<JsonResponse> {
    return callCarrier('USPS', what, tokens, refusal, (token) => requestJson(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...extra },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }, http));
  }

  /** The payment authorization token for labels, kept for an hour (USPS does not say its lifetime). */
  const payments = new TokenCache(async () => {
    const { crid, mid, payment_account: accountNumber } = credentials;
    if (!crid || !mid || !accountNumber) {
      throw new CarrierRefusal('USPS labels need the account\'s crid, mid and payment_account credentials', 'credentials.payment_account');
    }
    const role = (roleName: string) => ({ roleName, CRID: crid, MID: mid, manifestMID: credentials.manifest_mid ?? mid, accountType: 'EPS', accountNumber });
    const res = await send('payment authorization', 'POST', '/payments/v3/payment-authorization', { roles: [role('PAYER'), role('LABEL_OWNER')] });
    const token = (res.body as { paymentAuthorizationToken?: unknown } | null)?.paymentAuthorizationToken;
    if (typeof token !== 'string') throw new CarrierError('bad_response', 'USPS payment authorization: no paymentAuthorizationToken in the answer');
    return { accessToken: token, expiresInSeconds: 3600 };
  });

  async function priceOf(request: ShipmentRequest, mailClass: string): Promise<Rate | null> {
    const international = request.to.country !== 'US';
    const body = {
      originZIPCode: zip5(request.from),
      ...(international ? { destinationCountryCode: request.to.country, ...(request.to.postalCode ? { foreignPostalCode: cut(request.to.postalCode, 10) } : {}) } : { destinationZIPCode: zip5(request.to) }),
      ...parcelIngredients(request), mailClass, priceType: credentials.payment_account ? 'COMMERCIAL' : 'RETAIL', mailingDate: request.shipDate, ...account,
    };
    const res = await send('prices', 'POST', international ? '/international-prices/v3/total-rates/search' : '/prices/v3/total-rates/search', body);
    const options = (res.body as { rateOptions?: { totalPrice?: number; totalBasePrice?: number }[] } | null)?.rateOptions;
    if (!Array.isArray(options)) throw new CarrierError('bad_response', 'USPS prices: no rateOptions in the answer');
    const totals = options.map((o) => o.totalPrice ?? o.totalBasePrice).filter((p): p is number => typeof p === 'number');
    if (totals.length === 0) return null;
    return {
      service: mailClass, serviceName: names.get(mailClass) ?? mailClass, amount: moneyOf('USPS prices', Math.min(...totals), 'USD'),
      deliveryDays: null, estimatedDeliveryDate: null,
    };
  }

  return {
    carrier: 'usps',
    services: USPS_SERVICES,
    findsLabels: false,
    closeManifest: (request) => uspsScanForm(send, request),

    async rates(request, services): Promise<Rate[]> {
      const international = request.to.country !== 'US';
      const classes = (services.length ? services : international ? [...INTERNATIONAL] : DEFAULT_DOMESTIC).filter((s) => INTERNATIONAL.has(s) === international);
      const settled = await Promise.allSettled(classes.map((c) => priceOf(request, c)));
      const refused = settled.filter((s): s is PromiseRejectedResult => s.status === 'rejected');
      // A mail class the parcel is not eligible for is refused alone; any other failure, or all refused, is the answer.
      const hard = refused.find((s) => !(s.reason instanceof CarrierRefusal));
      if (hard) throw hard.reason;
      if (refused.length > 0 && refused.length === settled.length) throw refused[0].reason;
      return settled.flatMap((s) => (s.status === 'fulfilled' && s.value ? [s.value] : []));
    },

    async buyLabel(request: LabelRequest): Promise<Label> {
      if (request.format === 'png') throw new CarrierRefusal('USPS makes labels as PDF or ZPL, not PNG', 'format');
      if (request.to.country !== 'US' || INTERNATIONAL.has(request.service)) throw new CarrierRefusal('USPS labels are domestic only in this version', 'service');
      const payment = await payments.get();
      const res = await send('label', 'POST', '/labels/v3/label', {
        imageInfo: { imageType: request.format === 'zpl' ? 'ZPL203DPI' : 'PDF', labelType: '4X6LABEL', receiptOption: 'NONE', suppressPostage: false, returnLabel: false },
        toAddress: uspsAddress(request.to), fromAddress: uspsAddress(request.from),
        packageDescription: {
          mailClass: request.service, rateIndicator: 'SP', weightUOM: 'lb', dimensionsUOM: 'in', ...parcelIngredients(request),
          processingCategory: 'MACHINABLE', mailingDate: request.shipDate, destinationEntryFacilityType: 'NONE',
          ...(request.reference ? { customerReference: [{ referenceNumber: cut(request.reference, 30), printReferenceNumber: true }] } : {}),
        },
      }, { 'x-payment-authorization-token': payment, 'x-idempotency-key': idempotencyKey(request.purchaseKey), accept: 'application/vnd.usps.labels+json' });
      const body = res.body as { labelMetadata?: Record<string, unknown>; labelImage?: unknown } & Record<string, unknown> | null;
      const meta = body?.labelMetadata ?? body;
      const tracking = meta?.trackingNumber;
      if (typeof tracking !== 'string' || typeof body?.labelImage !== 'string') throw new CarrierError('bad_response', 'USPS label: no trackingNumber or labelImage in the answer');
      const image = Buffer.from(body.labelImage, 'base64');
      const fees = Array.isArray(meta?.fees) ? (meta.fees as { price?: number }[]).reduce((a, f) => a + (typeof f.price === 'number' ? f.price : 0), 0) : 0;
      const extras = Array.isArray(meta?.extraServices) ? (meta.extraServices as { price?: number }[]).reduce((a, f) => a + (typeof f.price === 'number' ? f.price : 0), 0) : 0;
      return {
        trackingNumber: tracking, shipmentId: tracking,
        amount: moneyOf('USPS label', typeof meta?.postage === 'number' ? meta.postage + fees + extras : meta?.postage, 'USD'),
        format: request.format, size: request.format === 'pdf' ? request.size : '4x6',
        // pdf-lib loads at the first PDF (CONTRIBUTING.md, "Heavy libraries load at first use").
        file: request.format === 'pdf' && request.size === 'letter' ? await (await import('./label-image.ts')).pdfOnLetter(image) : image,
      };
    },

    async voidLabel(label) {
      try {
        const res = await send('cancel', 'DELETE', `/labels/v3/label/${encodeURIComponent(label.trackingNumber)}`);
        const status = (res.body as { status?: unknown } | null)?.status;
        if (typeof status === 'string' && /CANCEL/i.test(status)) return { kind: 'voided', refund: null };
        return { kind: 'refused', reason: `USPS cancel: ${typeof status === 'string' ? status : 'not cancelled'}` };
      } catch (err) {
        if (err instanceof CarrierRefusal) return { kind: 'refused', reason: err.message };
        throw err;
      }
    },

    async validateAddress(address): Promise<AddressCheck> {
      if (address.country !== 'US') return { valid: false, residential: null, address, messages: ['USPS checks United States addresses only'] };
      const query = new URLSearchParams();
      if (address.company) query.set('firm', cut(address.company, 50));
      query.set('streetAddress', cut(address.street1, 50));
      if (address.street2) query.set('secondaryAddress', cut(address.street2, 50));
      if (address.city) query.set('city', cut(address.city, 28));
      query.set('state', cut(address.state, 2));
      if (zip5(address)) query.set('ZIPCode', zip5(address));
      let body: { address?: Record<string, string | null>; additionalInfo?: Record<string, string>; corrections?: { text?: string }[]; matches?: { text?: string }[] };
      try {
        body = (await send('address check', 'GET', `/addresses/v3/address?${query}`)).body as typeof body;
      } catch (err) {
        if (err instanceof CarrierRefusal) return { valid: false, residential: null, address, messages: [err.message] };
        throw err;
      }
      const a = body?.address;
      if (!a) throw new CarrierError('bad_response', 'USPS address check: no address in the answer');
      const dpv = body.additionalInfo?.DPVConfirmation;
      const valid = dpv === 'Y' || dpv === 'S' || dpv === 'D';
      const business = body.additionalInfo?.business;
      const residential = business === 'Y' ? false : business === 'N' ? true : null;
      const messages = [...(body.corrections ?? []), ...(body.matches ?? [])].map((m) => m.text ?? '').filter((t) => t.trim());
      if (dpv === 'S' || dpv === 'D') messages.push('USPS confirmed the building but not the unit (secondary address)');
      return {
        valid, residential, messages,
        address: {
          ...address, street1: a.streetAddress ?? address.street1, street2: a.secondaryAddress ?? address.street2, city: a.city ?? address.city,
          state: a.state ?? address.state, postalCode: a.ZIPCode ? (a.ZIPPlus4 ? `${a.ZIPCode}-${a.ZIPPlus4}` : a.ZIPCode) : address.postalCode,
          residential: residential ?? address.residential,
        },
      };
    },

    async findLabel() {
      return { kind: 'unknown' };
    },
  };
}
