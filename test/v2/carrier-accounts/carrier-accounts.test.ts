import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';

const KEY = 'k'.repeat(40);

describe('carrier accounts', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: KEY });
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  const listUrl = (org: TestOrg) => `/api/v2/orgs/${org.pk}/carrier-accounts/`;
  const create = (org: TestOrg, body: unknown) => world.request('POST', listUrl(org), { token: org.token, body });
  const count = async (org: TestOrg) => (await world.request('GET', listUrl(org), { token: org.token })).json().count as number;
  const rows = async () => world.db.rows<{ name: string; sealed_credentials: string | null; rate_sheet: string | null }>(
    sql`SELECT name, sealed_credentials, rate_sheet, services, is_default, default_service FROM carrier_accounts ORDER BY org_id, id`);

  it('creates a sandbox account and shows it without credentials', async () => {
    const org = await world.createOrg();
    const res = await create(org, { carrier: 'sandbox', name: ' Demo sandbox ', is_test: true, services: ['ground', 'express'] });
    assert.equal(res.statusCode, 201, res.body);
    const a = res.json();
    assert.match(a.url, new RegExp(`^/api/v2/orgs/${org.pk}/carrier-accounts/[0-9A-Za-z_.~-]+/$`));
    assert.equal(a.carrier, 'sandbox');
    assert.equal(a.name, 'Demo sandbox');
    assert.equal(a.is_test, true);
    assert.deepEqual(a.services, ['ground', 'express']);
    assert.equal(a.rate_sheet, null);
    assert.equal(a.has_credentials, false);
    assert.equal('credentials' in a, false);
    const got = await world.request('GET', a.url, { token: org.token });
    assert.deepEqual(got.json(), a);
    assert.equal(await count(org), 1);
  });

  it('keeps credentials sealed: never in an answer, not readable in the database', async () => {
    const org = await world.createOrg();
    const secret = 'very-secret-value-123';
    const res = await create(org, { carrier: 'ups', name: 'UPS main', credentials: { client_id: 'cid', client_secret: secret, account_number: 'A1B2C1' } });
    assert.equal(res.statusCode, 201, res.body);
    assert.equal(res.json().has_credentials, true);
    assert.ok(!res.body.includes(secret));
    const list = await world.request('GET', listUrl(org), { token: org.token });
    assert.ok(!list.body.includes(secret) && !list.body.includes('cid'));
    const [row] = await world.db.rows<{ sealed_credentials: string }>(sql`SELECT sealed_credentials FROM carrier_accounts WHERE org_id = ${org.id}`);
    assert.ok(row.sealed_credentials.startsWith('v1.'));
    assert.ok(!row.sealed_credentials.includes(secret));
    // PATCH replaces them; the answer still shows none.
    const patched = await world.request('PATCH', res.json().url, { token: org.token, body: { credentials: { client_id: 'c2', client_secret: 's2', account_number: 'A1B2C2' } } });
    assert.equal(patched.statusCode, 200);
    assert.ok(!patched.body.includes('s2'));
  });

  it('refuses bad bodies with 400s naming the fields, writing nothing', async () => {
    const org = await world.createOrg();
    const before = await rows();
    const cases: [unknown, string][] = [
      [{ name: 'x' }, 'carrier'],
      [{ carrier: 'dhl', name: 'x' }, 'carrier'],
      [{ carrier: 'sandbox' }, 'name'],
      [{ carrier: 'sandbox', name: '   ' }, 'name'],
      [{ carrier: 'sandbox', name: 'x', services: ['teleport'] }, 'services'],
      [{ carrier: 'ups', name: 'x', credentials: { client_id: 'a' } }, 'credentials.client_secret'],
      [{ carrier: 'ups', name: 'x', credentials: { client_id: 'a', client_secret: 'b', account_number: 'A1B2C3' }, rate_sheet: 'service,zone\n' }, 'rate_sheet'],
      [{ carrier: 'sandbox', name: 'x', rate_sheet: 'service,zone,max_weight_lb,amount,delivery_days\nground,1,1,5.00,3\nground,11,1,5.00,3\n' }, 'rate_sheet'],
    ];
    for (const [body, field] of cases) {
      const res = await create(org, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors[field], `${JSON.stringify(body)} names ${field}: ${res.body}`);
    }
    const sheet = await create(org, { carrier: 'sandbox', name: 'x', rate_sheet: 'service,zone,max_weight_lb,amount,delivery_days\nground,1,1,5.00,3\nground,11,1,5.00,3\n' });
    assert.match(sheet.json().errors.rate_sheet[0], /^line 3: zone/);
    assert.deepEqual(await rows(), before);
  });

  it('takes a rate sheet, updates and deletes', async () => {
    const org = await world.createOrg();
    const sheet = 'service,zone,max_weight_lb,amount,delivery_days\nground,1,5,4.00,3\n';
    const a = (await create(org, { carrier: 'sandbox', name: 'Sheet', rate_sheet: sheet })).json();
    assert.equal(a.rate_sheet, sheet);
    const bad = await world.request('PATCH', a.url, { token: org.token, body: { carrier: 'ups', services: ['nope'] } });
    assert.equal(bad.statusCode, 400);
    assert.deepEqual(Object.keys(bad.json().errors).sort(), ['carrier', 'services']);
    const ok = await world.request('PATCH', a.url, { token: org.token, body: { name: 'Renamed', services: ['ground'], rate_sheet: null } });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().name, 'Renamed');
    assert.equal(ok.json().rate_sheet, null);
    assert.deepEqual(ok.json().services, ['ground']);
    assert.equal((await world.request('DELETE', a.url, { token: org.token })).statusCode, 204);
    assert.equal((await world.request('GET', a.url, { token: org.token })).statusCode, 404);
  });

  it('keeps one default account with its default service: setting it on one clears it on the others', async () => {
    const org = await world.createOrg();
    const first = (await create(org, { carrier: 'sandbox', name: 'First', is_default: true, default_service: 'express' })).json();
    assert.deepEqual([first.is_default, first.default_service], [true, 'express']);
    const second = (await create(org, { carrier: 'sandbox', name: 'Second' })).json();
    assert.deepEqual([second.is_default, second.default_service], [false, null]);
    const moved = await world.request('PATCH', second.url, { token: org.token, body: { is_default: true } });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(moved.json().is_default, true);
    const defaults = (await world.request('GET', listUrl(org), { token: org.token })).json().results.map((a: { name: string; is_default: boolean }) => [a.name, a.is_default]);
    assert.deepEqual(defaults, [['First', false], ['Second', true]]);
    const cleared = await world.request('PATCH', first.url, { token: org.token, body: { default_service: null } });
    assert.equal(cleared.json().default_service, null);
  });

  it('refuses a default service the account cannot use, writing nothing', async () => {
    const org = await world.createOrg();
    const a = (await create(org, { carrier: 'sandbox', name: 'Ground only', services: ['ground'], default_service: 'ground', is_default: true })).json();
    const before = await rows();
    for (const [body, field] of [
      [{ default_service: 'teleport' }, 'default_service'], [{ default_service: 'express' }, 'default_service'],
      [{ services: ['express'] }, 'default_service'], [{ is_default: 'maybe' }, 'is_default'],
    ] as const) {
      const res = await world.request('PATCH', a.url, { token: org.token, body });
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors[field], `${JSON.stringify(body)} names ${field}: ${res.body}`);
    }
    const created = await create(org, { carrier: 'sandbox', name: 'x', default_service: 'teleport', is_default: true });
    assert.equal(created.statusCode, 400);
    assert.ok(created.json().errors.default_service);
    assert.deepEqual(await rows(), before);
    assert.equal((await world.request('GET', a.url, { token: org.token })).json().is_default, true, 'the default stays');
  });

  it('passes the security suite on every route', async () => {
    const made = (await create(orgA, { carrier: 'sandbox', name: 'A' })).json();
    const pk = made.url.split('/').filter(Boolean).at(-1);
    const one = (org: string) => `/api/v2/orgs/${org}/carrier-accounts/${pk}/`;
    const list = (org: string) => `/api/v2/orgs/${org}/carrier-accounts/`;
    const accounts = async () => (await world.request('GET', list(orgA.pk), { token: orgA.token })).json();
    const fresh = async () => (await create(orgA, { carrier: 'sandbox', name: 'fresh' })).json().url as string;
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: list, scope: 'shipping', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: list, scope: 'shipping', body: { carrier: 'sandbox', name: 'S' }, hasObjectIds: false, unchanged: accounts });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: one, scope: 'shipping' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: one, scope: 'shipping', body: { name: 'B' }, unchanged: accounts, prepare: fresh });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: one, scope: 'shipping', unchanged: accounts, prepare: fresh });
  });
});
