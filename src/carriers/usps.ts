/**
 * USPS Tracking 3.0 (developer.usps.com, apis.usps.com), as published:
 * - Token: `POST {base}/oauth2/v3/token`, JSON body `{grant_type: "client_credentials", client_id,
 *   client_secret}`; 200 `{access_token, token_type: "Bearer", issued_at, expires_in: 28799, status, scope,
 *   issuer, client_id}`; 401 `{error: "invalid_client", error_description}`.
 * - Track: `GET {base}/tracking/v3/tracking/{trackingNumber}?expand=DETAIL` with `Authorization: Bearer`;
 *   200 `{trackingNumber, statusCategory, status, statusSummary, trackingEvents: [{eventType, eventTimestamp:
 *   "2024-01-02T10:00:00" (local), GMTTimestamp: "2024-01-02T16:00:00Z", GMTOffset: "-06:00", eventCode,
 *   eventCity, eventState, eventZIP, eventCountry}]}`; 404 `{apiVersion, error: {code, message, errors: [...]}}`
 *   for an unknown number; 401 for a refused token; 429 with Retry-After when rate limited.
 * - eventCode: 03, OA, 10-with-acceptance wording → accepted; OF out_for_delivery; 01 delivered; 09, 29
 *   returned; 02, 04, 05, 16, 53, 54, 55, 56 exceptions; GX, MA (label, electronic shipping info) are not scans;
 *   otherwise the wording decides (statusFromText).
 */
import { CarrierError, joinLocation, statusFromText, type CarrierEvent, type TrackResult, type TrackingAdapter, type TrackingStatus } from './types.ts';
import { TokenCache, failure, requestJson, tokenFrom, withToken } from './http.ts';
import type { OAuthCarrierConfig } from './ups.ts';

const USPS_CODES: Record<string, TrackingStatus | null> = {
  '03': 'accepted', OA: 'accepted', OF: 'out_for_delivery', '01': 'delivered', '09': 'returned', '29': 'returned',
  '02': 'exception', '04': 'exception', '05': 'exception', '16': 'exception', '53': 'exception', '54': 'exception',
  '55': 'exception', '56': 'exception', GX: null, MA: null,
};

interface UspsEvent {
  eventType?: string;
  eventTimestamp?: string;
  GMTTimestamp?: string;
  GMTOffset?: string;
  eventCode?: string;
  eventCity?: string;
  eventState?: string;
  eventZIP?: string;
  eventCountry?: string | null;
}

function uspsTime(e: UspsEvent): string | null {
  if (e.GMTTimestamp && !Number.isNaN(Date.parse(e.GMTTimestamp))) return /[zZ]|[+-]\d\d:?\d\d$/.test(e.GMTTimestamp) ? e.GMTTimestamp : `${e.GMTTimestamp}Z`;
  if (!e.eventTimestamp || Number.isNaN(Date.parse(e.eventTimestamp))) return null;
  if (/[zZ]|[+-]\d\d:?\d\d$/.test(e.eventTimestamp)) return e.eventTimestamp;
  return `${e.eventTimestamp}${/^[+-]\d\d:\d\d$/.test(e.GMTOffset ?? '') ? e.GMTOffset : 'Z'}`;
}

export function createUspsAdapter(config: OAuthCarrierConfig, opts: { timeoutMs: number }): TrackingAdapter {
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokens = new TokenCache(async () => tokenFrom('USPS', await requestJson(`${base}/oauth2/v3/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret }),
  }, opts)));

  return {
    name: 'USPS',
    async track(trackingNumber): Promise<TrackResult> {
      const url = `${base}/tracking/v3/tracking/${encodeURIComponent(trackingNumber)}?expand=DETAIL`;
      const res = await withToken(tokens, (token) => requestJson(url, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, opts));
      if (res.status === 404) return { kind: 'not_found' };
      if (res.status !== 200) throw failure('USPS', 'track', res);
      const list = (res.body as { trackingEvents?: UspsEvent[] } | null)?.trackingEvents;
      if (!res.body || typeof res.body !== 'object') throw new CarrierError('bad_response', 'USPS track: the answer is not a JSON object');
      const events: CarrierEvent[] = [];
      for (const e of Array.isArray(list) ? list : []) {
        const code = (e.eventCode ?? '').toUpperCase();
        const status = code in USPS_CODES ? USPS_CODES[code] : statusFromText(e.eventType ?? '');
        const occurredAt = uspsTime(e);
        if (!status || !occurredAt) continue;
        events.push({
          status, occurredAt, description: e.eventType?.trim() || null,
          location: joinLocation(e.eventCity, e.eventState, e.eventZIP, e.eventCountry),
        });
      }
      return { kind: 'events', events };
    },
  };
}
