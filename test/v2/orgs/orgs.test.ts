import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';

describe('organizations', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme Fulfilment');
    orgB = await world.createOrg('Other Co');
  });
  after(() => world.close());

  it('lists only the organizations the token can see', async () => {
    const res = await world.request('GET', '/api/v2/orgs/', { token: orgA.token });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.count, 1);
    assert.equal(body.next, null);
    assert.equal(body.previous, null);
    assert.equal(body.results[0].url, orgA.url);
    assert.equal(body.results[0].name, 'Acme Fulfilment');
  });

  it('shows every field of the Organization table', async () => {
    const res = await world.request('GET', orgA.url, { token: orgA.token });
    assert.equal(res.statusCode, 200);
    const org = res.json();
    assert.equal(org.url, orgA.url);
    for (const field of [
      'name', 'website', 'avatar', 'action_alert_send_from_alias', 'fees_paid_by', 'action_alert_custom_domain_enabled',
      'wallet_charges_allowed', 'cached_orders_views', 'equipment_returns_enabled', 'wallet_auto_refill_limit',
      'wallet_auto_refill_amount', 'app_seat_licenses', 'payment_plan', 'user_slots', 'subscriptions', 'billing_status',
      'deleted_at', 'trial_expires_at', 'member_websocket_channel_id',
    ]) assert.ok(field in org, `missing ${field}`);
    assert.equal(org.billing_status, 'pending');
    assert.equal(org.deleted_at, null);
    assert.equal(org.payment_plan.price, '0.00 USD');
    assert.equal(org.payment_plan.billing_period, 'month');
    assert.equal(org.subscriptions.user, 1);
    assert.match(org.member_websocket_channel_id, /^[0-9a-f]{32}$/);
    assert.deepEqual(org.app_seat_licenses, []);
  });

  it('resolves the payment plan url', async () => {
    const org = (await world.request('GET', orgA.url, { token: orgA.token })).json();
    const res = await world.request('GET', org.payment_plan.url, { token: orgA.token });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), org.payment_plan);
    assert.equal((await world.request('GET', '/api/v2/payment-plans/9/', { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', '/api/v2/payment-plans/!/', { token: orgA.token })).statusCode, 404);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: () => org.payment_plan.url, scope: 'company', orgScoped: false });
  });

  it('accepts the token as a lower-case bearer header, a query parameter, or a form field', async () => {
    const lower = await world.request('GET', orgA.url, { headers: { authorization: `bearer ${orgA.token}` } });
    assert.equal(lower.statusCode, 200);
    const query = await world.request('GET', `${orgA.url}?bearer_token=${orgA.token}`);
    assert.equal(query.statusCode, 200);
    const form = await world.app.inject({
      method: 'PATCH', url: orgA.url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `bearer_token=${orgA.token}&name=Form+Renamed`,
    });
    assert.equal(form.statusCode, 200);
    assert.equal(form.json().name, 'Form Renamed');
  });

  it('lets the header win over the query parameter', async () => {
    const res = await world.request('GET', `${orgA.url}?bearer_token=${orgB.token}`, { token: orgA.token });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().url, orgA.url);
  });

  it('renames the organization for owners and keeps other fields', async () => {
    const res = await world.request('PATCH', orgA.url, { token: orgA.token, body: { name: 'Acme Renamed', billing_status: 'paid' } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().name, 'Acme Renamed');
    assert.equal(res.json().billing_status, 'pending');
    const again = await world.request('GET', orgA.url, { token: orgA.token });
    assert.equal(again.json().name, 'Acme Renamed');
  });

  it('refuses a rename by a plain member with 403', async () => {
    const memberToken = await world.tokenFor(orgA, { role: 'member' });
    const res = await world.request('PATCH', orgA.url, { token: memberToken, body: { name: 'Nope' } });
    assert.equal(res.statusCode, 403);
    const adminToken = await world.tokenFor(orgA, { role: 'admin' });
    assert.equal((await world.request('PATCH', orgA.url, { token: adminToken, body: { name: 'Admin Did' } })).statusCode, 200);
  });

  it('rejects a bad name with 400 naming the field and changes nothing', async () => {
    const before = (await world.request('GET', orgA.url, { token: orgA.token })).json().name;
    for (const name of ['', '   ', 42, 'x'.repeat(256)]) {
      const res = await world.request('PATCH', orgA.url, { token: orgA.token, body: { name } });
      assert.equal(res.statusCode, 400, `name ${JSON.stringify(name)}`);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
      const problem = res.json();
      assert.equal(problem.code, 'validation_failed');
      assert.ok(problem.errors.name, `errors.name for ${JSON.stringify(name)}`);
      assert.equal(problem.request_id, res.headers['x-request-id']);
    }
    assert.equal((await world.request('GET', orgA.url, { token: orgA.token })).json().name, before);
  });

  it("lets any member's token discover its organization whatever its scopes; renaming still needs company (DECISIONS section 11)", async () => {
    for (const scopes of [['order'], ['webhook-read_only'], []]) {
      const token = await world.tokenFor(orgA, { scopes, role: 'admin' });
      const list = await world.request('GET', '/api/v2/orgs/', { token });
      assert.equal(list.statusCode, 200, `${scopes}: ${list.body}`);
      assert.deepEqual(list.json().results.map((o: { url: string }) => o.url), [orgA.url]);
      assert.equal((await world.request('GET', orgA.url, { token })).statusCode, 200);
      assert.equal((await world.request('GET', orgB.url, { token })).statusCode, 404, "another organization's stays hidden");
      assert.equal((await world.request('PATCH', orgA.url, { token, body: { name: 'No' } })).statusCode, 403);
    }
  });

  it('passes the security suite on every route', async () => {
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: () => '/api/v2/orgs/', scope: 'member', orgScoped: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `/api/v2/orgs/${pk}/`, scope: 'member', hasObjectIds: false });
    // Renaming also needs an owner or admin: the suite's tokens are an admin's, so its 403s come from the scope.
    const name = async () => (await world.request('GET', orgA.url, { token: orgA.token })).json().name;
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'PATCH', path: (pk) => `/api/v2/orgs/${pk}/`, scope: 'company', body: { name: 'Sec' }, hasObjectIds: false, role: 'admin', unchanged: name,
    });
    assert.equal(await name(), 'Sec', 'renamed by the exact-scope request');
  });
});
