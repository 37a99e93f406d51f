/**
 * UPS Track API v1 (developer.ups.com), as published:
 * - Token: `POST {base}/security/v1/oauth/token`, HTTP Basic `client_id:client_secret`, form body
 *   `grant_type=client_credentials`; 200 `{token_type: "Bearer", issued_at, client_id, access_token,
 *   expires_in: "14399", status: "approved"}` (expires_in is text); 401 `{response: {errors: [{code, message}]}}`.
 * - Track: `GET {base}/api/track/v1/details/{inquiryNumber}?locale=en_US&returnSignature=false` with
 *   `Authorization: Bearer`, `transId` and `transactionSrc`; 200 `{trackResponse: {shipment: [{inquiryNumber,
 *   package: [{trackingNumber, activity: [{location: {address: {city, stateProvince, postalCode, countryCode}},
 *   status: {type, description, code, statusCode}, date: "YYYYMMDD", time: "HHMMSS", gmtDate, gmtTime:
 *   "HH:MM:SS", gmtOffset}]}], warnings?: [{code, message}]}]}}`; 404 `{response: {errors: [{code: "TV1002",
 *   message}]}}` for an unknown number (a 200 whose shipment has only a warning and no package means the same);
 *   429 with Retry-After when rate limited.
 * - Status `type`: P pickup → accepted, I in transit (out-for-delivery wording → out_for_delivery), O out for
 *   delivery, D delivered, X exception, RS returned to shipper; M/MV (billing information only) are not scans.
 */
import { randomUUID } from 'node:crypto';
import { CarrierError, joinLocation, statusFromText, type CarrierEvent, type TrackResult, type TrackingAdapter, type TrackingStatus } from './types.ts';
import { TokenCache, failure, requestJson, tokenFrom, withToken } from './http.ts';

export interface OAuthCarrierConfig {
  clientId: string;
  clientSecret: string;
  baseUrl: string;
}

const UPS_TYPES: Record<string, TrackingStatus | null> = {
  P: 'accepted', I: 'in_transit', O: 'out_for_delivery', D: 'delivered', X: 'exception', RS: 'returned', M: null, MV: null,
};

interface UpsActivity {
  location?: { address?: { city?: string; stateProvince?: string; postalCode?: string; countryCode?: string } };
  status?: { type?: string; description?: string; code?: string; statusCode?: string };
  date?: string;
  time?: string;
  gmtDate?: string;
  gmtTime?: string;
}

function upsTime(a: UpsActivity): string | null {
  if (a.gmtDate && /^\d{8}$/.test(a.gmtDate) && a.gmtTime && /^\d{2}:\d{2}(:\d{2})?$/.test(a.gmtTime)) {
    const t = a.gmtTime.length === 5 ? `${a.gmtTime}:00` : a.gmtTime;
    return `${a.gmtDate.slice(0, 4)}-${a.gmtDate.slice(4, 6)}-${a.gmtDate.slice(6, 8)}T${t}Z`;
  }
  if (a.date && /^\d{8}$/.test(a.date)) {
    const time = /^\d{6}$/.test(a.time ?? '') ? a.time! : '000000';
    return `${a.date.slice(0, 4)}-${a.date.slice(4, 6)}-${a.date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}Z`;
  }
  return null;
}

export function upsStatus(status: UpsActivity['status']): TrackingStatus | null {
  const description = status?.description ?? '';
  const type = (status?.type ?? '').toUpperCase();
  if (type === 'I' && /out for delivery/i.test(description)) return 'out_for_delivery';
  if (type in UPS_TYPES) return UPS_TYPES[type];
  return statusFromText(description);
}

export function createUpsAdapter(config: OAuthCarrierConfig, opts: { timeoutMs: number }): TrackingAdapter {
  const base = config.baseUrl.replace(/\/+$/, '');
  const tokens = new TokenCache(async () => tokenFrom('UPS', await requestJson(`${base}/security/v1/oauth/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: 'grant_type=client_credentials',
  }, opts)));

  return {
    name: 'UPS',
    async track(trackingNumber): Promise<TrackResult> {
      const url = `${base}/api/track/v1/details/${encodeURIComponent(trackingNumber)}?locale=en_US&returnSignature=false`;
      const res = await withToken(tokens, (token) => requestJson(url, {
        headers: { authorization: `Bearer ${token}`, transId: randomUUID().replace(/-/g, '').slice(0, 32), transactionSrc: 'boxline', accept: 'application/json' },
      }, opts));
      if (res.status === 404) return { kind: 'not_found' };
      if (res.status !== 200) throw failure('UPS', 'track', res);
      const shipments = (res.body as { trackResponse?: { shipment?: { package?: { activity?: UpsActivity[] }[] }[] } })?.trackResponse?.shipment;
      if (!Array.isArray(shipments)) throw new CarrierError('bad_response', 'UPS track: no trackResponse.shipment in the answer');
      const packages = shipments.flatMap((s) => s.package ?? []);
      if (packages.length === 0) return { kind: 'not_found' };
      const events: CarrierEvent[] = [];
      for (const activity of packages.flatMap((p) => p.activity ?? [])) {
        const status = upsStatus(activity.status);
        const occurredAt = upsTime(activity);
        if (!status || !occurredAt) continue;
        const a = activity.location?.address;
        events.push({
          status, occurredAt, description: activity.status?.description?.trim() || null,
          location: joinLocation(a?.city, a?.stateProvince, a?.postalCode, a?.countryCode),
        });
      }
      return { kind: 'events', events };
    },
  };
}
