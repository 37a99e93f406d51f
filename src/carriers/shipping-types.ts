/**
 * The carrier shipping interface: what every carrier account's adapter answers beside tracking (types.ts).
 * One adapter per carrier (UPS, FedEx, USPS speaking their published REST APIs; the offline `sandbox`), each made
 * from one account's decrypted credentials. Values are typed and in our units: grams, metres, `{amount, currency}`
 * with the amount as decimal text, ISO dates. An adapter never touches the database: the shipping domain
 * (src/shipping/) records intent before it calls `buyLabel` and completes after (DECISIONS section 12).
 */
import { CarrierError } from './types.ts';

export { CarrierError };

/** The carriers an account can be of, spelled as the API's `carrier` field. */
export const ACCOUNT_CARRIERS = ['ups', 'fedex', 'usps', 'sandbox'] as const;
export type AccountCarrier = (typeof ACCOUNT_CARRIERS)[number];

/** `ship_via` as DECISIONS section 7 spells each carrier. */
export const SHIP_VIA: Record<AccountCarrier, string> = { ups: 'UPS', fedex: 'FedEx', usps: 'USPS', sandbox: 'Sandbox' };

export interface PostalAddress {
  name: string | null;
  company: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  /** State or province code (`IL`). */
  state: string | null;
  postalCode: string | null;
  /** ISO 3166-1 alpha-2 (`US`). */
  country: string;
  phone: string | null;
  email: string | null;
  residential: boolean | null;
}

export interface Parcel {
  weightGrams: number;
  /** Outer dimensions in metres, when known. */
  lengthM: number | null;
  widthM: number | null;
  heightM: number | null;
}

export interface Money {
  /** Decimal text, at most 4 decimals (`"12.40"`). */
  amount: string;
  currency: string;
}

export interface ShipmentRequest {
  from: PostalAddress;
  to: PostalAddress;
  parcel: Parcel;
  /** The ship date (`YYYY-MM-DD`), today in the organization's time zone unless given. */
  shipDate: string;
  /** Shown on the label where the carrier prints one (the order's `primary_id`). */
  reference: string | null;
}

export interface Rate {
  /** The carrier's service code, as the account's `services` lists it. */
  service: string;
  serviceName: string;
  amount: Money;
  deliveryDays: number | null;
  /** `YYYY-MM-DD`. */
  estimatedDeliveryDate: string | null;
}

export type LabelFormat = 'pdf' | 'png' | 'zpl';
export type LabelSize = '4x6' | 'letter';

export interface LabelRequest extends ShipmentRequest {
  service: string;
  format: LabelFormat;
  size: LabelSize;
  /**
   * Our purchase's id, unique per attempt: adapters pass it where the carrier takes a client reference or an
   * idempotency key, so that a retried call after a crash finds the same shipment instead of buying another.
   */
  purchaseKey: string;
}

export interface Label {
  trackingNumber: string;
  /** The carrier's id of the shipment, needed to void it (often the tracking number). */
  shipmentId: string;
  amount: Money;
  format: LabelFormat;
  size: LabelSize;
  /** The printable file: PDF, PNG or ZPL II bytes. */
  file: Buffer;
}

export type VoidResult = { kind: 'voided'; refund: Money | null } | { kind: 'refused'; reason: string };

export interface AddressCheck {
  valid: boolean;
  residential: boolean | null;
  /** The carrier's normalised form; the input when it had none. */
  address: PostalAddress;
  messages: string[];
}

/** A label the carrier already made for `purchaseKey`, if it can say (used by crash recovery). */
export type LookupResult = { kind: 'found'; label: Label } | { kind: 'not_found' } | { kind: 'unknown' };

/** The labels of one end-of-day manifest, as a carrier's own close is asked for them. */
export interface ManifestRequest {
  /** The labels' ship date (`YYYY-MM-DD`). */
  shipDate: string;
  labels: readonly { trackingNumber: string; service: string }[];
  /** Where the parcels are handed over (the ship-from of the manifest's first label). */
  from: PostalAddress;
}

/** What the carrier made of a close: its reference (USPS's manifest number, FedEx's shipping cycle) and document. */
export interface CarrierManifest {
  reference: string;
  /** The form or report to hand over with the parcels, when the carrier returns one. */
  document: { file: Buffer; contentType: string } | null;
}

export interface ShippingAdapter {
  readonly carrier: AccountCarrier;
  /** The services this adapter knows, `{code, name}`; an account's `services` is a subset. */
  readonly services: readonly { code: string; name: string }[];
  rates(request: ShipmentRequest, services: readonly string[]): Promise<Rate[]>;
  buyLabel(request: LabelRequest): Promise<Label>;
  voidLabel(label: { trackingNumber: string; shipmentId: string }): Promise<VoidResult>;
  validateAddress(address: PostalAddress): Promise<AddressCheck>;
  /**
   * Whether `findLabel` can tell (the carrier keeps labels by our purchase key). When it cannot, the purchase keeps the
   * carrier's answer (tracking number, shipment) before completing, so that recovery can void the label by it.
   */
  readonly findsLabels: boolean;
  /** Whether the carrier holds a label bought under `purchaseKey`; `unknown` where its API cannot tell. */
  findLabel(purchaseKey: string): Promise<LookupResult>;
  /**
   * The carrier's own end-of-day close of a manifest's labels (USPS SCAN form, FedEx Ground End of Day Close), where
   * it has one; null when none of these labels needs it. Throws a CarrierRefusal (the carrier's words) or CarrierError.
   */
  closeManifest?(request: ManifestRequest): Promise<CarrierManifest | null>;
  /** After a crash: the close the carrier already made for the request's day, or null when it has none or cannot say. */
  findManifest?(request: ManifestRequest): Promise<CarrierManifest | null>;
}

/** Raised for a request the carrier refused as wrong (a bad address, an unknown service): the user must fix it. */
export class CarrierRefusal extends Error {
  constructor(message: string, readonly field: string | null = null) {
    super(message);
  }
}
