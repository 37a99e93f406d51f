// The console's manifests (issue 50): a shipper closes a carrier account's day from the Manifests page, opens the
// manifest's PDF; for a USPS account the carrier's SCAN form is made too, and a refused one shows USPS's words and
// is retried from the page. Members cannot open the page; a bad account is a 400 page naming it, writing nothing.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { startUspsFake, USPS_FAKE_ACCOUNT, type UspsFake } from '../support/carriers/usps-fake.ts';
import { boughtLabel, sandboxAccount } from '../manifests/support.ts';
import { ORDER } from '../shipping/support.ts';
import { signedIn, textOf } from './support.ts';

describe('console manifests', () => {
  let world: TestWorld;
  let org: TestOrg;
  let usps: UspsFake;

  before(async () => {
    usps = await startUspsFake();
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40), USPS_SHIPPING_BASE_URL: usps.baseUrl });
    org = await world.createOrg('Dock');
  });
  after(async () => {
    await world.close();
    assert.deepEqual(usps.violations, []);
    await usps.close();
  });

  const page = () => `/console/orgs/${org.pk}/manifests/`;
  const keyOf = (url: string) => url.split('/').filter(Boolean).pop()!;
  const count = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM manifests WHERE org_id = ${org.id}`))!.n;

  it('closes a sandbox account\'s day from the page and opens its PDF; the carrier\'s close is not needed', async () => {
    const account = await sandboxAccount(world, org);
    const label = await boughtLabel(world, org, account);
    const shipper = await signedIn(world, org, 'shipper');
    const list = await shipper.get(page());
    assert.equal(list.statusCode, 200);
    assert.match(textOf(list.body), /Close the day/);
    assert.match(list.body, /aria-current="page">Manifests</);
    const closed = await shipper.post(page(), { account: keyOf(account), ship_date: '' });
    assert.equal(closed.statusCode, 303, closed.body.slice(0, 400));
    const shown = textOf((await shipper.get(String(closed.headers.location))).body);
    assert.match(shown, new RegExp(`Labels 1 .*Carrier's close Not needed`));
    assert.match(shown, new RegExp(`${label.tracking_number} ${label.primary_id} ground`));
    const pdf = await shipper.get(`${closed.headers.location}manifest.pdf`);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');
    assert.match(textOf((await shipper.get(page())).body), /Sandbox .* 1 Not needed/);
    assert.equal((await (await signedIn(world, org, 'member')).get(page())).statusCode, 403, 'members do not close days');
  });

  it('shows USPS\'s refusal of the SCAN form, retries it from the page and hands out the form', async () => {
    const made = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: { carrier: 'usps', name: 'USPS', credentials: USPS_FAKE_ACCOUNT } });
    const account = made.json().url as string;
    const order = (await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, {
      token: org.token, body: { ...ORDER, boxes: [{ weight: '1000 g', length: '30 cm', width: '20 cm', height: '10 cm' }] },
    })).json();
    const tn = (await world.request('POST', `${order.boxes[0].url}label/`, { token: org.token, body: { carrier_account: account, service: 'PRIORITY_MAIL' } })).json().tracking_number;
    usps.labels.get(tn)!.form = '9275111111111111111111';
    const shipper = await signedIn(world, org, 'shipper');
    const closed = await shipper.post(page(), { account: keyOf(account), ship_date: '' });
    const at = String(closed.headers.location);
    const refused = (await shipper.get(at)).body;
    assert.match(refused, /role="alert">USPS SCAN form: The label \d+ is already on SCAN form 9275111111111111111111</);
    assert.match(textOf(refused), /Carrier's close Refused: retry it/);
    delete usps.labels.get(tn)!.form;
    const retried = await shipper.post(`${at}retry/`, {});
    assert.equal(retried.statusCode, 303, retried.body.slice(0, 400));
    const done = (await shipper.get(at)).body;
    assert.match(textOf(done), new RegExp(`Carrier's close Closed \\(${usps.labels.get(tn)!.form}\\)`));
    const form = await shipper.get(`${at}carrier-document`);
    assert.equal(form.headers['content-type'], 'application/pdf');
    assert.match(String(form.headers['content-disposition']), /^attachment; filename="manifest-.+-usps\.pdf"$/);
  });

  it('refuses an account that is not one of the organization\'s with a 400 page, writing nothing', async () => {
    const before = await count();
    const shipper = await signedIn(world, org, 'shipper');
    const res = await shipper.post(page(), { account: 'zzzz', ship_date: '' });
    assert.equal(res.statusCode, 400);
    assert.match(textOf(res.body), /carrier_account|account/);
    assert.equal(await count(), before);
  });
});
