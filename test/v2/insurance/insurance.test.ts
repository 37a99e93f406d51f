import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';

describe('insurance ledger', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  const ledgerUrl = (org: TestOrg) => `${org.url}insurance/`;
  const ledger = async (org: TestOrg) => (await world.request('GET', ledgerUrl(org), { token: org.token })).json();
  const head = async (org: TestOrg): Promise<string | null> => (await ledger(org)).results.at(-1)?.url ?? null;
  const refill = (org: TestOrg, amount: string, last: string | null, headers: Record<string, string> = {}) =>
    world.request('POST', ledgerUrl(org), { token: org.token, body: { amount, transaction_type: 'refill', last_transaction: last }, headers });
  const processorCharges = async (status = 'succeeded') =>
    (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM test_processor_charges WHERE status = ${status}`))!.n;
  const rows = async (org: TestOrg) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM insurance_transactions WHERE org_id = ${org.id}`))!.n;
  async function makeOrder(org: TestOrg) {
    const res = await world.request('POST', `${org.url}orders/`, { token: org.token, body: { primary_id: 'PO-1', boxes: [{ items: [{ quantity: 1 }] }, {}] } });
    assert.equal(res.statusCode, 201, res.body);
    const order = res.json();
    return { url: order.url as string, boxes: order.boxes.map((b: { url: string }) => b.url) as string[] };
  }
  /** The sum of the ledger's amounts equals the balance shown, and each transaction follows the one before. */
  async function assertConsistent(org: TestOrg) {
    const all = (await world.request('GET', `${ledgerUrl(org)}?limit=1000`, { token: org.token })).json();
    let previous: string | null = null;
    for (const t of all.results) {
      assert.equal(t.last_transaction, previous, 'the chain has no fork or gap');
      previous = t.url;
    }
    assert.equal(all.current_insurance_balance, all.results.at(-1)?.balance ?? '0.00 USD');
    // Exactly, in the database: the head's balance is the sum of the amounts, and each balance is the running sum.
    const exact = await world.db.one<{ ok: boolean }>(sql`
      SELECT (SELECT coalesce(sum(amount_amount), 0) FROM insurance_transactions WHERE org_id = ${org.id})
           = coalesce((SELECT balance_amount FROM insurance_accounts WHERE org_id = ${org.id}), 0) AS ok`);
    assert.ok(exact!.ok, 'balance equals the sum of the amounts');
    const running = await world.db.one<{ bad: number }>(sql`
      SELECT count(*)::int AS bad FROM (SELECT balance_amount, sum(amount_amount) OVER (ORDER BY id) AS s FROM insurance_transactions WHERE org_id = ${org.id}) x
      WHERE balance_amount <> s`);
    assert.equal(running!.bad, 0, 'each balance is the running sum');
  }

  it('starts empty at 0.00 USD', async () => {
    const org = await world.createOrg();
    const body = await ledger(org);
    assert.equal(body.count, 0);
    assert.equal(body.current_insurance_balance, '0.00 USD');
  });

  it('refills through the processor, then charges orders and boxes, stored negative', async () => {
    const org = await world.createOrg();
    const res = await refill(org, '100 usd', null);
    assert.equal(res.statusCode, 201, res.body);
    const t = res.json();
    assert.match(t.url, new RegExp(`^/api/v2/orgs/${org.pk}/insurance/[0-9A-Za-z_.~-]+/$`));
    assert.equal(t.amount, '100.00 USD');
    assert.equal(t.transaction_type, 'refill');
    assert.equal(t.balance, '100.00 USD');
    assert.equal(t.current_insurance_balance, '100.00 USD');
    assert.equal(t.last_transaction, null);
    assert.match(t.processor_charge_id, /^test_ch_\d+$/);
    assert.equal(t.order, null);
    assert.equal(t.voided_by, null);
    assert.deepEqual((await world.request('GET', t.url, { token: org.token })).json(), t);

    const order = await makeOrder(org);
    const charged = await world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '30 USD', last_transaction: t.url } });
    assert.equal(charged.statusCode, 201, charged.body);
    const c = charged.json();
    assert.equal(c.amount, '-30.00 USD');
    assert.equal(c.transaction_type, 'charge');
    assert.equal(c.balance, '70.00 USD');
    assert.equal(c.order, order.url);
    assert.equal(c.box, null);
    assert.equal(c.last_transaction, t.url);
    assert.equal(c.processor_charge_id, null);

    // Issue 41: more decimals than the currency has is refused, not rounded (it was kept to 4 decimals before).
    const overPrecise = await world.request('POST', `${order.boxes[1]}insurance/`, { token: org.token, body: { amount: '20.005 USD', last_transaction: c.url } });
    assert.equal(overPrecise.statusCode, 400, overPrecise.body);
    assert.ok(overPrecise.json().errors.amount);
    const boxCharge = await world.request('POST', `${order.boxes[1]}insurance/`, { token: org.token, body: { amount: '20 USD', last_transaction: c.url } });
    assert.equal(boxCharge.statusCode, 201, boxCharge.body);
    assert.equal(boxCharge.json().box, order.boxes[1]);
    assert.equal(boxCharge.json().order, order.url);
    assert.equal(boxCharge.json().balance, '50.00 USD');

    const orderList = (await world.request('GET', `${order.url}insurance/`, { token: org.token })).json();
    assert.equal(orderList.count, 2);
    assert.equal(orderList.current_insurance_balance, '50.00 USD');
    const boxList = (await world.request('GET', `${order.boxes[1]}insurance/`, { token: org.token })).json();
    assert.deepEqual(boxList.results.map((x: { url: string }) => x.url), [boxCharge.json().url]);
    assert.equal((await world.request('GET', `${order.boxes[0]}insurance/`, { token: org.token })).json().count, 0);
    await assertConsistent(org);
  });

  it('refuses a stale last_transaction with 409, charging and writing nothing', async () => {
    const org = await world.createOrg();
    const first = (await refill(org, '10 USD', null)).json();
    const charges = await processorCharges();
    const again = await refill(org, '10 USD', null);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().code, 'conflict');
    const order = await makeOrder(org);
    const staleCharge = await world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '1 USD', last_transaction: null } });
    assert.equal(staleCharge.statusCode, 409);
    assert.equal(await rows(org), 1);
    assert.equal(await processorCharges(), charges);
    assert.equal((await refill(org, '5 USD', `http://localhost${first.url}`)).statusCode, 201, 'an absolute URL is accepted');
  });

  it('answers 402 when the card is declined, and writes nothing', async () => {
    const org = await world.createOrg();
    await world.db.rows(sql`UPDATE orgs SET processor_credit_card = '4000 0000 0000 0002' WHERE id = ${org.id}`);
    const res = await refill(org, '50 USD', null);
    assert.equal(res.statusCode, 402);
    assert.equal(res.json().code, 'payment_required');
    assert.equal(await rows(org), 0);
    assert.equal((await ledger(org)).current_insurance_balance, '0.00 USD');
    await world.db.rows(sql`UPDATE orgs SET processor_credit_card = '4242424242424242' WHERE id = ${org.id}`);
    assert.equal((await refill(org, '50 USD', null)).statusCode, 201);
  });

  it('refuses a charge beyond the balance with 400 naming amount', async () => {
    const org = await world.createOrg();
    const t = (await refill(org, '10 USD', null)).json();
    const order = await makeOrder(org);
    const res = await world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '10.01 USD', last_transaction: t.url } });
    assert.equal(res.statusCode, 400);
    assert.ok(res.json().errors.amount);
    const other = await world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '1 EUR', last_transaction: t.url } });
    assert.equal(other.statusCode, 400, 'another currency than the ledger\'s');
    assert.ok(other.json().errors.amount);
    assert.equal(await rows(org), 1);
    assert.equal((await world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '10 USD', last_transaction: t.url } })).statusCode, 201);
  });

  it('refuses bad input with 400 naming the field, writing nothing', async () => {
    const org = await world.createOrg();
    const t = (await refill(org, '10 USD', null)).json();
    const order = await makeOrder(org);
    const cases: [string, unknown, string][] = [
      [ledgerUrl(org), { amount: 'ten', transaction_type: 'refill', last_transaction: t.url }, 'amount'],
      [ledgerUrl(org), { amount: '10', transaction_type: 'refill', last_transaction: t.url }, 'amount'],
      [ledgerUrl(org), { amount: '-5 USD', transaction_type: 'refill', last_transaction: t.url }, 'amount'],
      [ledgerUrl(org), { amount: '0 USD', transaction_type: 'refill', last_transaction: t.url }, 'amount'],
      [ledgerUrl(org), { amount: '5 USD', transaction_type: 'charge', last_transaction: t.url }, 'transaction_type'],
      [ledgerUrl(org), { amount: '5 USD', last_transaction: t.url }, 'transaction_type'],
      [ledgerUrl(org), { amount: '5 USD', transaction_type: 'refill' }, 'last_transaction'],
      [ledgerUrl(org), { amount: '5 USD', transaction_type: 'refill', last_transaction: '/api/v2/orgs/1/orders/5/' }, 'last_transaction'],
      [ledgerUrl(org), { amount: '5 USD', transaction_type: 'refill', last_transaction: t.url.replace(`/orgs/${org.pk}/`, `/orgs/${orgB.pk}/`) }, 'last_transaction'],
      [`${order.url}insurance/`, { amount: 5, last_transaction: t.url }, 'amount'],
      [`${order.url}insurance/`, { last_transaction: t.url }, 'amount'],
      [`${order.boxes[0]}insurance/`, { amount: '-1 USD', last_transaction: t.url }, 'amount'],
      [`${order.boxes[0]}insurance/`, { amount: '1 USD', last_transaction: 42 }, 'last_transaction'],
    ];
    for (const [url, body, field] of cases) {
      const res = await world.request('POST', url, { token: org.token, body });
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors?.[field], `${JSON.stringify(body)} names ${field}: ${res.body}`);
    }
    const patch = await world.request('PATCH', t.url, { token: org.token, body: { void: 'maybe' } });
    assert.equal(patch.statusCode, 400);
    assert.ok(patch.json().errors.void);
    assert.equal(await rows(org), 1);
    assert.equal((await world.request('GET', `${order.url.replace(/orders\/[^/]+\/$/, 'orders/zzzz/')}insurance/`, { token: org.token })).statusCode, 404);
  });

  it('voids by PATCH or DELETE with the opposite transaction; voiding twice is 409', async () => {
    const org = await world.createOrg();
    const r = (await refill(org, '100 USD', null)).json();
    const order = await makeOrder(org);
    const c = (await world.request('POST', `${order.boxes[0]}insurance/`, { token: org.token, body: { amount: '40 USD', last_transaction: r.url } })).json();

    const voided = await world.request('PATCH', c.url, { token: org.token, body: { void: true } });
    assert.equal(voided.statusCode, 200, voided.body);
    const original = voided.json();
    assert.equal(original.url, c.url);
    assert.ok(original.voided_by);
    assert.equal(original.amount, '-40.00 USD', 'the original stays as it was');
    assert.equal(original.current_insurance_balance, '100.00 USD');
    const v = (await world.request('GET', original.voided_by, { token: org.token })).json();
    assert.equal(v.void_of, c.url);
    assert.equal(v.amount, '40.00 USD');
    assert.equal(v.transaction_type, 'refill');
    assert.equal(v.box, order.boxes[0]);
    assert.equal(v.last_transaction, c.url);

    assert.equal((await world.request('PATCH', c.url, { token: org.token, body: { void: true } })).statusCode, 409);
    assert.equal((await world.request('DELETE', c.url, { token: org.token })).statusCode, 409);
    assert.equal((await world.request('DELETE', v.url, { token: org.token })).statusCode, 409, 'a void cannot be voided');
    const unchanged = await world.request('PATCH', r.url, { token: org.token, body: {} });
    assert.equal(unchanged.statusCode, 200);
    assert.equal(unchanged.json().voided_by, null);

    const del = await world.request('DELETE', r.url, { token: org.token });
    assert.equal(del.statusCode, 204);
    assert.equal(del.body, '');
    const after = (await world.request('GET', r.url, { token: org.token })).json();
    assert.ok(after.voided_by);
    assert.equal(after.current_insurance_balance, '0.00 USD');
    assert.equal(await rows(org), 4, 'nothing was removed: the ledger is append-only');
    assert.equal((await world.request('DELETE', `${ledgerUrl(org)}zzzz/`, { token: org.token })).statusCode, 404);
    await assertConsistent(org);
  });

  it('refuses to void a refill whose money is spent (409)', async () => {
    const org = await world.createOrg();
    const r = (await refill(org, '10 USD', null)).json();
    const order = await makeOrder(org);
    await world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '8 USD', last_transaction: r.url } });
    assert.equal((await world.request('DELETE', r.url, { token: org.token })).statusCode, 409);
    assert.equal(await rows(org), 2);
  });

  it('of 20 concurrent charges holding the same last_transaction, exactly one succeeds', async () => {
    const org = await world.createOrg();
    const r = (await refill(org, '1000 USD', null)).json();
    const order = await makeOrder(org);
    const results = await Promise.all(Array.from({ length: 20 }, () =>
      world.request('POST', `${order.url}insurance/`, { token: org.token, body: { amount: '1 USD', last_transaction: r.url } })));
    const codes = results.map((x) => x.statusCode);
    assert.equal(codes.filter((c) => c === 201).length, 1, codes.join(','));
    assert.equal(codes.filter((c) => c === 409).length, 19, codes.join(','));
    assert.equal(await rows(org), 2);
    assert.equal((await ledger(org)).current_insurance_balance, '999.00 USD');
    await assertConsistent(org);
  });

  it('a retried refill with the same Idempotency-Key answers the first transaction and charges once', async () => {
    const org = await world.createOrg();
    const charges = await processorCharges();
    const headers = { 'idempotency-key': `key-${org.pk}` };
    const first = await refill(org, '25 USD', null, headers);
    assert.equal(first.statusCode, 201);
    const retry = await refill(org, '25 USD', null, headers);
    assert.equal(retry.statusCode, 201);
    assert.equal(retry.json().url, first.json().url);
    assert.equal(await processorCharges(), charges + 1);
    assert.equal(await rows(org), 1);
    // At the same time: each answers the one transaction, or 409 while the first still runs (the Idempotency-Key layer).
    const concurrent = await Promise.all([1, 2, 3].map(() => refill(org, '5 USD', first.json().url, { 'idempotency-key': `k2-${org.pk}` })));
    const created = concurrent.filter((x) => x.statusCode === 201);
    assert.ok(created.length >= 1 && concurrent.every((x) => x.statusCode === 201 || x.statusCode === 409), concurrent.map((x) => x.statusCode).join());
    assert.equal(new Set(created.map((x) => x.json().url)).size, 1);
    const later = await refill(org, '5 USD', first.json().url, { 'idempotency-key': `k2-${org.pk}` });
    assert.equal(later.json().url, created[0].json().url);
    assert.equal(await processorCharges(), charges + 2);
    assert.equal(await rows(org), 2);
    const reused = await refill(org, '6 USD', null, headers);
    assert.equal(reused.statusCode, 422, 'the key of another request (the Idempotency-Key layer)');
    await assertConsistent(org);
  });

  it('security of every route', async () => {
    const r = (await refill(orgA, '500 USD', null)).json();
    const order = await makeOrder(orgA);
    const count = () => rows(orgA);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `/api/v2/orgs/${pk}/insurance/`, scope: 'insurance', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => r.url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`), scope: 'insurance' });
    const orderPath = (pk: string) => order.url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    const boxPath = (pk: string) => order.boxes[0].replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `${orderPath(pk)}insurance/`, scope: 'insurance' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `${boxPath(pk)}insurance/`, scope: 'insurance' });
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (pk) => `${orderPath(pk)}insurance/`, scope: 'insurance', body: { amount: '1 USD', last_transaction: r.url }, unchanged: count,
    });
    const h1 = await head(orgA);
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (pk) => `${boxPath(pk)}insurance/`, scope: 'insurance', body: { amount: '1 USD', last_transaction: h1 }, unchanged: count,
    });
    const h2 = await head(orgA);
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (pk) => `/api/v2/orgs/${pk}/insurance/`, scope: 'insurance', hasObjectIds: false,
      body: { amount: '1 USD', transaction_type: 'refill', last_transaction: h2 }, unchanged: count,
    });
    const fresh = async () => {
      const last = await head(orgA);
      return (await world.request('POST', `${order.url}insurance/`, { token: orgA.token, body: { amount: '1 USD', last_transaction: last } })).json().url as string;
    };
    const target = await fresh();
    const targetPath = (pk: string) => target.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: targetPath, scope: 'insurance', body: { void: true }, prepare: fresh, unchanged: count });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: targetPath, scope: 'insurance', prepare: fresh, unchanged: count });
    await assertConsistent(orgA);
  });
});
