/**
 * FedEx Track API (developer.fedex.com), as published:
 * - Token: `POST {base}/oauth/token`, form body `grant_type=client_credentials&client_id=<API key>&
 *   client_secret=<secret key>`; 200 `{access_token, token_type: "bearer", expires_in: 3599, scope: "CXS"}`;
 *   401 `{transactionId, errors: [{code: "NOT.AUTHORIZED.ERROR", message}]}`.
 * - Track: `POST {base}/track/v1/trackingnumbers` with `Authorization: Bearer`, `X-locale: en_US`, JSON body
 *   `{includeDetailedScans: true, trackingInfo: [{trackingNumberInfo: {trackingNumber}}]}`; 200 `{transactionId,
 *   output: {completeTrackResults: [{trackingNumber, trackResults: [{trackingNumberInfo, latestStatusDetail,
 *   scanEvents: [{date: "2024-01-02T10:00:00-06:00", eventType, eventDescription, derivedStatusCode,
 *   scanLocation: {city, stateOrProvinceCode, postalCode, countryCode}}], error?: {code, message}}]}]}}`. An
 *   unknown number is a 200 whose track result has `error.code` "TRACKING.TRACKINGNUMBER.NOTFOUND"; 401 for a
 *   refused token, 429 with Retry-After when rate limited.
 * - eventType: PU picked up → accepted; OD on vehicle for delivery → out_for_delivery; DL delivered; DE, SE,
 *   CD, DY, HL exceptions; RS, RP returns; OC (shipment information sent) is not a scan; others in transit.
 */
import { CarrierError, joinLocation, statusFromText, type CarrierEvent, type TrackResult, type TrackingAdapter, type TrackingStatus } from './types.ts';
import { TokenCache, failure, requestJson, tokenFrom, withToken } from './http.ts';
import type { OAuthCarrierConfig } from './ups.ts';

const FEDEX_TYPES: Record<string, TrackingStatus | null> = {
  PU: 'accepted', PX: 'accepted', OD: 'out_for_delivery', DL: 'delivered',
  DE: 'exception', SE: 'exception', CD: 'exception', DY: 'exception', HL: 'exception', CA: 'exception',
  RS: 'returned', RP: 'returned', OC: null,
  AR: 'in_transit', DP: 'in_transit', IT: 'in_transit', AF: 'in_transit', AO: 'in_transit', FD: 'in_transit', AA: 'in_transit',
};

interface FedexScan {
  date?: string;
  eventType?: string;
  eventDescription?: string;
  scanLocation?: { city?: string; stateOrProvinceCode?: string; postalCode?: string; countryCode?: string };
}
interface FedexResult {
  scanEvents?: FedexScan[];
  error?: { code?: string; message?: string };
}

export function createFedexAdapter(config: OAuthCarrierConfig, opts: { timeoutMs: number }): TrackingAdapter {
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokens = new TokenCache(async () => tokenFrom('FedEx', await requestJson(`${base}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret }).toString(),
  }, opts)));

  return {
    name: 'FedEx',
    async track(trackingNumber): Promise<TrackResult> {
      const res = await withToken(tokens, (token) => requestJson(`${base}/track/v1/trackingnumbers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-locale': 'en_US', accept: 'application/json' },
        body: JSON.stringify({ includeDetailedScans: true, trackingInfo: [{ trackingNumberInfo: { trackingNumber } }] }),
      }, opts));
      if (res.status === 404) return { kind: 'not_found' };
      if (res.status !== 200) throw failure('FedEx', 'track', res);
      const complete = (res.body as { output?: { completeTrackResults?: { trackResults?: FedexResult[] }[] } })?.output?.completeTrackResults;
      if (!Array.isArray(complete)) throw new CarrierError('bad_response', 'FedEx track: no output.completeTrackResults in the answer');
      const results = complete.flatMap((c) => c.trackResults ?? []);
      if (results.length === 0 || results.every((r) => r.error?.code?.includes('NOTFOUND'))) return { kind: 'not_found' };
      const events: CarrierEvent[] = [];
      for (const scan of results.flatMap((r) => r.scanEvents ?? [])) {
        const type = (scan.eventType ?? '').toUpperCase();
        const status = type in FEDEX_TYPES ? FEDEX_TYPES[type] : statusFromText(scan.eventDescription ?? '');
        if (!status || !scan.date || Number.isNaN(Date.parse(scan.date))) continue;
        const l = scan.scanLocation;
        events.push({
          status, occurredAt: scan.date, description: scan.eventDescription?.trim() || null,
          location: joinLocation(l?.city, l?.stateOrProvinceCode, l?.postalCode, l?.countryCode),
        });
      }
      return { kind: 'events', events };
    },
  };
}
