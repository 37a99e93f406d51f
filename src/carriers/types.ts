/**
 * The carrier tracking interface: one adapter per carrier (ups.ts, fedex.ts, usps.ts) and a scripted one
 * (scripted.ts) that plays events from a JSON file. An adapter answers one question, "what are the scans of
 * this tracking number?", in our statuses (DECISIONS section 7); the poller (poller.ts) decides when to ask.
 */
import { createHash } from 'node:crypto';
import type { TrackingStatus } from '../catalogue/tracking.ts';

export type { Scan, TrackingStatus } from '../catalogue/tracking.ts';

/** The carriers whose tracking is active, spelled as `shipping.ship_via` must spell them. */
export const CARRIERS = ['UPS', 'FedEx', 'USPS'] as const;
export type Carrier = (typeof CARRIERS)[number];
/** Every `ship_via` whose boxes are tracked: the three carriers and the built-in sandbox (DECISIONS section 12). */
export const TRACKED_SHIP_VIA = [...CARRIERS, 'Sandbox'] as const;
export type TrackedShipVia = (typeof TRACKED_SHIP_VIA)[number];

export interface CarrierEvent {
  status: TrackingStatus;
  /** ISO 8601 with an offset or Z: the carrier's time of the scan. */
  occurredAt: string;
  description: string | null;
  location: string | null;
}

export type TrackResult =
  /** The scans so far (any order; the poller de-duplicates), and optionally when asking again is useful. */
  | { kind: 'events'; events: CarrierEvent[]; nextPollInMs?: number }
  /** The carrier does not know the number (yet): labels are often created before the first scan. */
  | { kind: 'not_found' };

export interface TrackingAdapter {
  readonly name: string;
  track(trackingNumber: string): Promise<TrackResult>;
}

export type CarrierErrorKind = 'auth' | 'rate_limited' | 'unavailable' | 'bad_response';

/** A failed question: the poller backs off (at least `retryAfterMs` after a 429). */
export class CarrierError extends Error {
  constructor(readonly kind: CarrierErrorKind, message: string, readonly retryAfterMs: number | null = null) {
    super(message);
  }
}

/** One key per distinct scan, so that asking again never records a scan twice. */
export function dedupeKey(carrier: string, e: CarrierEvent): string {
  const at = Date.parse(e.occurredAt);
  return createHash('sha256')
    .update([carrier, e.status, Number.isNaN(at) ? e.occurredAt : String(at), e.description ?? '', e.location ?? ''].join('\u0000'))
    .digest('hex');
}

/** "Springfield, IL, 62701, US" from the parts a carrier gives (blank ones left out). */
export function joinLocation(...parts: (string | null | undefined)[]): string | null {
  const text = parts.map((p) => (typeof p === 'string' ? p.trim() : '')).filter(Boolean).join(', ');
  return text || null;
}

/**
 * Our status from a carrier's wording, for codes an adapter does not map itself. Null for what is not a scan
 * of the parcel (a label created, shipment information sent).
 */
export function statusFromText(text: string): TrackingStatus | null {
  const t = text.toLowerCase();
  if (/label (created|printed)|shipping label|shipment information sent|pre-shipment|billing information|order processed/.test(t)) return null;
  if (/out for delivery|on fedex vehicle for delivery|on vehicle for delivery/.test(t)) return 'out_for_delivery';
  if (/return(ed|ing)? to (sender|shipper)|returned/.test(t)) return 'returned';
  if (/delivered/.test(t) && !/not delivered|undeliverable|attempt/.test(t)) return 'delivered';
  if (/exception|alert|undeliverable|refused|attempt|notice left|damaged|delay|held/.test(t)) return 'exception';
  if (/accept|picked up|pickup scan|in possession|origin scan|drop.?off/.test(t)) return 'accepted';
  return 'in_transit';
}
