/**
 * Each carrier adapter against a loopback server answering with the carrier's published shapes (the shapes are
 * listed in the adapter's header comment): the OAuth2 client-credentials token, then the tracking request;
 * statuses mapped to ours; a refused client (auth failure), an unknown number, a 429 with Retry-After, and a
 * token the carrier stops accepting (one retry with a fresh token).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createUpsAdapter } from '../../src/carriers/ups.ts';
import { createFedexAdapter } from '../../src/carriers/fedex.ts';
import { createUspsAdapter } from '../../src/carriers/usps.ts';
import { CarrierError, type TrackingAdapter } from '../../src/carriers/types.ts';
import { startCarrierServer, type CarrierAnswer, type CarrierRequest, type CarrierServer } from './loopback.ts';

const CLIENT = { clientId: 'client-id', clientSecret: 'client-secret' };
const EXPECTED = [
  { status: 'accepted', occurredAt: '2024-03-01T15:00:00.000Z', location: 'Atlanta, GA, 30301, US' },
  { status: 'in_transit', occurredAt: '2024-03-02T03:30:00.000Z', location: 'Louisville, KY, 40201, US' },
  { status: 'out_for_delivery', occurredAt: '2024-03-03T13:05:00.000Z', location: 'Springfield, IL, 62701, US' },
  { status: 'delivered', occurredAt: '2024-03-03T19:45:00.000Z', location: 'Springfield, IL, 62701, US' },
];

interface CarrierCase {
  name: string;
  create(baseUrl: string, secret: string): TrackingAdapter;
  tokenPath: string;
  /** Whether the token request carries the right client credentials, in the carrier's documented form. */
  credentialsOk(req: CarrierRequest): boolean;
  tokenBody(token: string): unknown;
  authError: unknown;
  /** The tracking number a tracking request asks about, or null when it is not one. */
  trackedNumber(req: CarrierRequest): string | null;
  found(number: string): CarrierAnswer;
  notFound(number: string): CarrierAnswer;
}

const opts = { timeoutMs: 5000 };
const where = (city: string, state: string, zip: string) => ({ city, state, zip });
const PLACES = [where('Atlanta', 'GA', '30301'), where('Louisville', 'KY', '40201'), where('Springfield', 'IL', '62701'), where('Springfield', 'IL', '62701')];

const CASES: CarrierCase[] = [
  {
    name: 'UPS',
    create: (baseUrl, secret) => createUpsAdapter({ ...CLIENT, clientSecret: secret, baseUrl }, opts),
    tokenPath: '/security/v1/oauth/token',
    credentialsOk: (req) => req.headers.authorization === `Basic ${Buffer.from('client-id:client-secret').toString('base64')}`
      && req.body === 'grant_type=client_credentials' && String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'),
    tokenBody: (token) => ({ token_type: 'Bearer', issued_at: '1709300000000', client_id: 'client-id', access_token: token, expires_in: '14399', status: 'approved' }),
    authError: { response: { errors: [{ code: '10401', message: 'ClientId is Invalid' }] } },
    trackedNumber: (req) => (req.method === 'GET' && req.headers.transid && req.headers.transactionsrc
      ? /^\/api\/track\/v1\/details\/([^?]+)\?locale=en_US/.exec(req.path)?.[1] ?? null : null),
    found: (number) => ({
      status: 200,
      json: {
        trackResponse: {
          shipment: [{
            inquiryNumber: number,
            package: [{
              trackingNumber: number,
              activity: [
                { location: { address: { city: 'Springfield', stateProvince: 'IL', postalCode: '62701', countryCode: 'US' } }, status: { type: 'D', description: 'DELIVERED', code: 'KB', statusCode: '011' }, date: '20240303', time: '134500', gmtDate: '20240303', gmtTime: '19:45:00', gmtOffset: '-06:00' },
                { location: { address: { city: 'Springfield', stateProvince: 'IL', postalCode: '62701', countryCode: 'US' } }, status: { type: 'I', description: 'Out For Delivery Today', code: 'OT', statusCode: '021' }, date: '20240303', time: '070500', gmtDate: '20240303', gmtTime: '13:05:00', gmtOffset: '-06:00' },
                { location: { address: { city: 'Louisville', stateProvince: 'KY', postalCode: '40201', countryCode: 'US' } }, status: { type: 'I', description: 'Departed from Facility', code: 'DP', statusCode: '005' }, date: '20240301', time: '223000', gmtDate: '20240302', gmtTime: '03:30:00', gmtOffset: '-05:00' },
                { location: { address: { city: 'Atlanta', stateProvince: 'GA', postalCode: '30301', countryCode: 'US' } }, status: { type: 'P', description: 'Pickup Scan', code: 'PU', statusCode: '038' }, date: '20240301', time: '100000', gmtDate: '20240301', gmtTime: '15:00:00', gmtOffset: '-05:00' },
                { location: { address: { countryCode: 'US' } }, status: { type: 'M', description: 'Shipper created a label', code: 'MP', statusCode: '003' }, date: '20240229', time: '090000', gmtDate: '20240229', gmtTime: '14:00:00', gmtOffset: '-05:00' },
              ],
            }],
          }],
        },
      },
    }),
    notFound: () => ({ status: 404, json: { response: { errors: [{ code: 'TV1002', message: 'Tracking number not found' }] } } }),
  },
  {
    name: 'FedEx',
    create: (baseUrl, secret) => createFedexAdapter({ ...CLIENT, clientSecret: secret, baseUrl }, opts),
    tokenPath: '/oauth/token',
    credentialsOk: (req) => {
      const form = new URLSearchParams(req.body);
      return form.get('grant_type') === 'client_credentials' && form.get('client_id') === 'client-id' && form.get('client_secret') === 'client-secret';
    },
    tokenBody: (token) => ({ access_token: token, token_type: 'bearer', expires_in: 3599, scope: 'CXS' }),
    authError: { transactionId: 't-1', errors: [{ code: 'NOT.AUTHORIZED.ERROR', message: 'The given client credentials were not valid.' }] },
    trackedNumber: (req) => {
      if (req.method !== 'POST' || req.path !== '/track/v1/trackingnumbers') return null;
      const body = JSON.parse(req.body);
      return body.includeDetailedScans === true ? body.trackingInfo?.[0]?.trackingNumberInfo?.trackingNumber ?? null : null;
    },
    found: (number) => ({
      status: 200,
      json: {
        transactionId: 't-2',
        output: {
          completeTrackResults: [{
            trackingNumber: number,
            trackResults: [{
              trackingNumberInfo: { trackingNumber: number, carrierCode: 'FDXG' },
              latestStatusDetail: { code: 'DL', derivedCode: 'DL', statusByLocale: 'Delivered', description: 'Delivered' },
              scanEvents: [
                { date: '2024-03-03T13:45:00-06:00', eventType: 'DL', eventDescription: 'Delivered', derivedStatusCode: 'DL', scanLocation: { city: 'Springfield', stateOrProvinceCode: 'IL', postalCode: '62701', countryCode: 'US' } },
                { date: '2024-03-03T07:05:00-06:00', eventType: 'OD', eventDescription: 'On FedEx vehicle for delivery', derivedStatusCode: 'IT', scanLocation: { city: 'Springfield', stateOrProvinceCode: 'IL', postalCode: '62701', countryCode: 'US' } },
                { date: '2024-03-01T22:30:00-05:00', eventType: 'DP', eventDescription: 'Departed FedEx location', derivedStatusCode: 'IT', scanLocation: { city: 'Louisville', stateOrProvinceCode: 'KY', postalCode: '40201', countryCode: 'US' } },
                { date: '2024-03-01T10:00:00-05:00', eventType: 'PU', eventDescription: 'Picked up', derivedStatusCode: 'PU', scanLocation: { city: 'Atlanta', stateOrProvinceCode: 'GA', postalCode: '30301', countryCode: 'US' } },
                { date: '2024-02-29T09:00:00-05:00', eventType: 'OC', eventDescription: 'Shipment information sent to FedEx', derivedStatusCode: 'IN', scanLocation: {} },
              ],
            }],
          }],
        },
      },
    }),
    notFound: (number) => ({
      status: 200,
      json: {
        transactionId: 't-3',
        output: { completeTrackResults: [{ trackingNumber: number, trackResults: [{ trackingNumberInfo: { trackingNumber: number }, error: { code: 'TRACKING.TRACKINGNUMBER.NOTFOUND', message: 'Tracking number cannot be found. Please correct the tracking number and try again.' } }] }] },
      },
    }),
  },
  {
    name: 'USPS',
    create: (baseUrl, secret) => createUspsAdapter({ ...CLIENT, clientSecret: secret, baseUrl }, opts),
    tokenPath: '/oauth2/v3/token',
    credentialsOk: (req) => {
      const body = JSON.parse(req.body || '{}');
      return body.grant_type === 'client_credentials' && body.client_id === 'client-id' && body.client_secret === 'client-secret';
    },
    tokenBody: (token) => ({ access_token: token, token_type: 'Bearer', issued_at: 1709300000000, expires_in: 28799, status: 'approved', scope: 'tracking', issuer: 'api.usps.com', client_id: 'client-id' }),
    authError: { error: 'invalid_client', error_description: 'Client authentication failed' },
    trackedNumber: (req) => (req.method === 'GET' ? /^\/tracking\/v3\/tracking\/([^?]+)\?expand=DETAIL$/.exec(req.path)?.[1] ?? null : null),
    found: (number) => ({
      status: 200,
      json: {
        trackingNumber: number, statusCategory: 'Delivered', status: 'Delivered, In/At Mailbox', statusSummary: 'Your item was delivered.',
        trackingEvents: PLACES.map((p, i) => ({
          eventType: ['USPS picked up item', 'Departed USPS Regional Facility', 'Out for Delivery', 'Delivered, In/At Mailbox'][i],
          eventTimestamp: ['2024-03-01T10:00:00', '2024-03-01T22:30:00', '2024-03-03T07:05:00', '2024-03-03T13:45:00'][i],
          GMTTimestamp: EXPECTED[i].occurredAt.replace('.000Z', 'Z'), GMTOffset: ['-05:00', '-05:00', '-06:00', '-06:00'][i],
          eventCountry: 'US', eventCity: p.city, eventState: p.state, eventZIP: p.zip, eventCode: ['03', 'T1', 'OF', '01'][i],
        })).reverse().concat([{ eventType: 'Shipping Label Created, USPS Awaiting Item', eventTimestamp: '2024-02-29T09:00:00', GMTTimestamp: '2024-02-29T14:00:00Z', GMTOffset: '-05:00', eventCountry: 'US', eventCity: 'ATLANTA', eventState: 'GA', eventZIP: '30301', eventCode: 'GX' }]),
      },
    }),
    notFound: () => ({ status: 404, json: { apiVersion: 'v3', error: { code: '404', message: 'Not Found', errors: [{ status: '404', code: '404', title: 'Tracking number not found' }] } } }),
  },
];

for (const carrier of CASES) {
  describe(`${carrier.name} tracking adapter`, () => {
    let server: CarrierServer;
    let issued = 0;
    let valid = new Set<string>();

    before(async () => {
      server = await startCarrierServer((req) => {
        if (req.method === 'POST' && req.path === carrier.tokenPath) {
          if (!carrier.credentialsOk(req)) return { status: 401, json: carrier.authError };
          const token = `${carrier.name}-token-${++issued}`;
          valid.add(token);
          return { status: 200, json: carrier.tokenBody(token) };
        }
        const number = carrier.trackedNumber(req);
        if (number === null) return { status: 400, json: { error: `unexpected request ${req.method} ${req.path}` } };
        if (!valid.has(String(req.headers.authorization).replace(/^Bearer /, ''))) return { status: 401, json: carrier.authError };
        if (number === 'LIMITED') return { status: 429, headers: { 'retry-after': '7' }, json: { errors: [{ code: 'RATE.LIMIT.EXCEEDED', message: 'Too many requests' }] } };
        if (number === 'MISSING') return carrier.notFound(number);
        return carrier.found(number);
      });
    });
    after(() => server.close());

    it('takes a token with the client credentials, then maps the scans to our statuses (label-only entries left out)', async () => {
      const adapter = carrier.create(server.baseUrl, CLIENT.clientSecret);
      const result = await adapter.track('TRACK1');
      assert.equal(result.kind, 'events');
      const events = result.kind === 'events' ? result.events : [];
      const shown = events
        .map((e) => ({ status: e.status, occurredAt: new Date(e.occurredAt).toISOString(), location: e.location }))
        .sort((a, b) => a.occurredAt.localeCompare(b.occurredAt));
      assert.deepEqual(shown, EXPECTED);
      assert.ok(events.every((e) => typeof e.description === 'string' && e.description.length > 0));
      const tokenRequests = server.requests.filter((r) => r.path === carrier.tokenPath).length;
      await adapter.track('TRACK2');
      assert.equal(server.requests.filter((r) => r.path === carrier.tokenPath).length, tokenRequests, 'the token is reused');
    });

    it('answers not_found for a number the carrier does not know', async () => {
      assert.deepEqual(await carrier.create(server.baseUrl, CLIENT.clientSecret).track('MISSING'), { kind: 'not_found' });
    });

    it('fails with kind auth when the carrier refuses the client credentials', async () => {
      await assert.rejects(carrier.create(server.baseUrl, 'wrong-secret').track('TRACK1'),
        (err: unknown) => err instanceof CarrierError && err.kind === 'auth');
    });

    it('fails with kind rate_limited and the Retry-After of a 429', async () => {
      await assert.rejects(carrier.create(server.baseUrl, CLIENT.clientSecret).track('LIMITED'),
        (err: unknown) => err instanceof CarrierError && err.kind === 'rate_limited' && err.retryAfterMs === 7000);
    });

    it('asks for a new token once when the carrier stops accepting the one it gave', async () => {
      const adapter = carrier.create(server.baseUrl, CLIENT.clientSecret);
      await adapter.track('TRACK1');
      valid = new Set();
      const before = issued;
      const result = await adapter.track('TRACK1');
      assert.equal(result.kind, 'events');
      assert.equal(issued, before + 1);
    });

    it('fails with kind unavailable when the carrier cannot be reached', async () => {
      const closed = await startCarrierServer(() => ({ status: 200 }));
      await closed.close();
      await assert.rejects(carrier.create(closed.baseUrl, CLIENT.clientSecret).track('TRACK1'),
        (err: unknown) => err instanceof CarrierError && err.kind === 'unavailable');
    });
  });
}
