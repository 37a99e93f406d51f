/**
 * The carrier's own close of a manifest through the API, against the fake USPS and FedEx servers (which check every
 * request against the published definitions): USPS's SCAN form and FedEx's Ground close recorded with their
 * reference and document; a refusal left `failed` with the carrier's words and retried; a carrier that did not
 * answer left `pending` and settled by the worker, which finds a close FedEx already made instead of closing twice.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { sql } from '../../../src/core/sql.ts';
import { shippingDeps } from '../../../src/shipping/deps.ts';
import { recoverCarrierCloses } from '../../../src/manifests/recovery.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { startUspsFake, USPS_FAKE_ACCOUNT, type UspsFake } from '../../support/carriers/usps-fake.ts';
import { startFedexFake, FEDEX_FAKE_ACCOUNT, type FedexFake } from '../../support/carriers/fedex-fake.ts';
import { createFedexShipping } from '../../../src/carriers/fedex-shipping.ts';
import { ORDER } from '../../shipping/support.ts';
import { hasPdftoppm, pdfText } from '../../support/barcodes.ts';

const PARCEL_ORDER = {
  ...ORDER,
  shipping: {
    ship_from: { ...ORDER.shipping.ship_from, phone: '217-555-0100' },
    ship_to: { ...ORDER.shipping.ship_to, phone: '718-555-0199' },
  },
  boxes: [{ weight: '1000 g', length: '30 cm', width: '20 cm', height: '10 cm' }],
};

describe('v2 manifests: the carrier\'s close', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let usps: UspsFake;
  let fedex: FedexFake;

  before(async () => {
    [usps, fedex] = await Promise.all([startUspsFake(), startFedexFake()]);
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40), FEDEX_SHIPPING_BASE_URL: fedex.baseUrl, USPS_SHIPPING_BASE_URL: usps.baseUrl });
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(async () => {
    await world.close();
    assert.deepEqual([...usps.violations, ...fedex.violations], [], 'every request followed the published USPS and FedEx APIs');
    await Promise.all([usps.close(), fedex.close()]);
  });

  const manifests = (org: TestOrg) => `/api/v2/orgs/${org.pk}/manifests/`;
  const account = async (org: TestOrg, carrier: 'usps' | 'fedex') => {
    const res = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, {
      token: org.token, body: { carrier, name: carrier, credentials: carrier === 'usps' ? USPS_FAKE_ACCOUNT : FEDEX_FAKE_ACCOUNT },
    });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().url as string;
  };
  const label = async (org: TestOrg, accountUrl: string, service: string) => {
    const order = (await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body: PARCEL_ORDER })).json();
    const res = await world.request('POST', `${order.boxes[0].url}label/`, { token: org.token, body: { carrier_account: accountUrl, service } });
    assert.equal(res.statusCode, 201, res.body);
    return res.json().tracking_number as string;
  };
  const close = async (org: TestOrg, accountUrl: string) => {
    const res = await world.request('POST', manifests(org), { token: org.token, body: { carrier_account: accountUrl } });
    assert.equal(res.statusCode, 201, res.body);
    return res.json();
  };
  /** A USPS manifest whose SCAN form USPS refused (its label was on a form already); the form is then forgotten. */
  const failedManifest = async (org: TestOrg, accountUrl: string) => {
    const tn = await label(org, accountUrl, 'PRIORITY_MAIL');
    usps.labels.get(tn)!.form = '9275000000000000000000';
    const m = await close(org, accountUrl);
    delete usps.labels.get(tn)!.form;
    return m;
  };

  it('USPS: the SCAN form is made after the manifest: its manifest number and PS Form 5630 kept, the form downloadable', async () => {
    const org = await world.createOrg('Scan Co');
    const uspsAccount = await account(org, 'usps');
    const labels = [await label(org, uspsAccount, 'PRIORITY_MAIL'), await label(org, uspsAccount, 'USPS_GROUND_ADVANTAGE')];
    const m = await close(org, uspsAccount);
    assert.equal(m.carrier_status, 'closed', m.carrier_message);
    assert.equal(m.carrier_reference, usps.labels.get(labels[0])!.form);
    assert.equal(usps.labels.get(labels[1])!.form, m.carrier_reference, 'one form for the manifest\'s labels');
    assert.equal(m.carrier_message, null);
    assert.equal(m.carrier_document, `${m.url}carrier-document/`);
    assert.ok(Date.parse(m.carrier_closed_at) > 0);
    const sent = usps.requests.filter((r) => r.path === '/scan-forms/v3/scan-form').at(-1)!.json as { shipment: { trackingNumbers: string[] }; entryFacilityZIPCode: string };
    assert.deepEqual([sent.shipment.trackingNumbers.sort(), sent.entryFacilityZIPCode], [labels.sort(), '62701']);
    const form = await world.request('GET', m.carrier_document, { token: org.token });
    assert.equal(form.statusCode, 200);
    assert.equal(form.headers['content-type'], 'application/pdf');
    assert.equal((await PDFDocument.load(form.rawPayload)).getPageCount(), 1);
    assert.deepEqual((await world.request('GET', m.url, { token: org.token })).json(), m);
    if (hasPdftoppm) assert.match(pdfText((await world.request('GET', m.document, { token: org.token })).rawPayload), new RegExp(`Closed with the carrier: ${m.carrier_reference}`));
    assert.equal((await world.request('POST', `${m.url}retry/`, { token: org.token })).statusCode, 409, 'a closed close is not retried');
  });

  it('USPS: a refusal leaves Boxline\'s manifest and the carrier\'s message; the retry closes it', async () => {
    const org = await world.createOrg('Refused Co');
    const uspsAccount = await account(org, 'usps');
    const m = await failedManifest(org, uspsAccount);
    assert.equal(m.label_count, 1, 'Boxline\'s manifest stands');
    assert.equal(m.carrier_status, 'failed');
    assert.match(m.carrier_message, /^USPS SCAN form: The label \d+ is already on SCAN form 9275000000000000000000$/);
    assert.deepEqual([m.carrier_reference, m.carrier_document], [null, null]);
    assert.equal((await world.request('GET', `${m.url}carrier-document/`, { token: org.token })).statusCode, 404);
    const retried = await world.request('POST', `${m.url}retry/`, { token: org.token });
    assert.equal(retried.statusCode, 200, retried.body);
    assert.deepEqual([retried.json().carrier_status, retried.json().carrier_message], ['closed', null]);
    assert.match(retried.json().carrier_reference, /^9275\d+$/);
  });

  it('USPS: a carrier that does not answer leaves the close pending; the worker closes it', async () => {
    const org = await world.createOrg('Busy Co');
    const uspsAccount = await account(org, 'usps');
    await label(org, uspsAccount, 'PRIORITY_MAIL');
    usps.rateLimitNext(1, 30);
    const m = await close(org, uspsAccount);
    assert.equal(m.carrier_status, 'pending');
    assert.match(m.carrier_message, /^USPS did not answer \(USPS SCAN form: HTTP 429/);
    const counts = await recoverCarrierCloses(shippingDeps(world.app), 0);
    assert.ok(counts.closed >= 1, JSON.stringify(counts));
    const after = (await world.request('GET', m.url, { token: org.token })).json();
    assert.deepEqual([after.carrier_status, after.carrier_message], ['closed', null]);
    assert.equal((await recoverCarrierCloses(shippingDeps(world.app), 0)).closed, 0, 'nothing left pending');
  });

  it('USPS: credentials USPS refuses leave the close failed, saying so; written again, the retry closes it', async () => {
    const org = await world.createOrg('Rotated Co');
    const uspsAccount = await account(org, 'usps');
    await label(org, uspsAccount, 'PRIORITY_MAIL');
    const patch = (credentials: Record<string, string>) => world.request('PATCH', uspsAccount, { token: org.token, body: { credentials } });
    assert.equal((await patch({ ...USPS_FAKE_ACCOUNT, client_secret: 'rotated-away' })).statusCode, 200);
    const m = await close(org, uspsAccount);
    assert.equal(m.carrier_status, 'failed');
    assert.match(m.carrier_message, /^USPS refused the account's credentials \(.*\): write them again, then retry\.$/);
    assert.ok(!m.carrier_message.includes('rotated-away'), 'no credential in the message');
    assert.equal((await patch(USPS_FAKE_ACCOUNT)).statusCode, 200);
    const retried = (await world.request('POST', `${m.url}retry/`, { token: org.token })).json();
    assert.equal(retried.carrier_status, 'closed', retried.carrier_message);
  });

  it('FedEx: a Ground close FedEx made before a crash is found by the worker, not made twice; Express needs none', async () => {
    const org = await world.createOrg('Ground Co');
    const fedexAccount = await account(org, 'fedex');
    const tn = await label(org, fedexAccount, 'FEDEX_GROUND');
    fedex.rateLimitNext(1, 30);
    const m = await close(org, fedexAccount);
    assert.equal(m.carrier_status, 'pending');
    // The close reached FedEx after all (the answer was lost, as in a crash right after the call).
    const direct = createFedexShipping(FEDEX_FAKE_ACCOUNT, { baseUrl: fedex.baseUrl, timeoutMs: 5000 });
    const made = await direct.closeManifest!({ shipDate: m.ship_date, labels: [{ trackingNumber: tn, service: 'FEDEX_GROUND' }], from: { name: null, company: 'Acme', street1: '1 Depot Rd', street2: null, city: 'Springfield', state: 'IL', postalCode: '62701', country: 'US', phone: null, email: null, residential: null } });
    await recoverCarrierCloses(shippingDeps(world.app), 0);
    const after = (await world.request('GET', m.url, { token: org.token })).json();
    assert.deepEqual([after.carrier_status, after.carrier_reference], ['closed', made!.reference]);
    assert.equal(fedex.requests.filter((r) => r.method === 'PUT' && r.path === '/ship/v1/endofday/' && r.json !== null).length, 2, 'the lost close and the direct one: no third');
    const report = await world.request('GET', after.carrier_document, { token: org.token });
    assert.equal(report.headers['content-type'], 'text/plain; charset=utf-8');
    assert.match(report.body, new RegExp(tn));

    await label(org, fedexAccount, 'FEDEX_2_DAY');
    const express = await close(org, fedexAccount);
    assert.deepEqual([express.carrier_status, express.carrier_document], ['none', null]);
    assert.match(express.carrier_message, /FedEx needs no end-of-day close/);
  });

  it('passes the security suite on the retry and the carrier document (another organization\'s manifest refused)', async () => {
    const uspsAccount = await account(orgA, 'usps');
    await label(orgA, uspsAccount, 'PRIORITY_MAIL');
    const closed = await close(orgA, uspsAccount);
    const inOrg = (url: string) => (pk: string) => url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: inOrg(closed.carrier_document), scope: 'shipping' });
    const failed = await failedManifest(orgA, uspsAccount);
    const states = () => world.db.rows(sql`SELECT org_id, id, carrier_status FROM manifests ORDER BY org_id, id`);
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: inOrg(`${failed.url}retry/`), scope: 'shipping', unchanged: states,
      prepare: async () => `${(await failedManifest(orgA, uspsAccount)).url}retry/`,
    });
  });
});
