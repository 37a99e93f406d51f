import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { rotateTokenPair } from '../../../src/auth/tokens.ts';
import { createSealer } from '../../../src/auth/seal.ts';

const KEY = 'test-wallet-token-key-0123456789abcdef';

describe('wallet sub-accounts', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  let admin: string;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: KEY });
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
    admin = await world.tokenFor(orgA, { role: 'admin' });
  });
  after(() => world.close());

  const listUrl = (org: TestOrg) => `${org.url}wallet-subaccounts/`;
  let counter = 0;
  const create = (org: TestOrg, body: Record<string, unknown> = {}, token = org.token) =>
    world.request('POST', listUrl(org), { token, body: { unique_id: `sub-${++counter}`, ...body } });
  const count = async (table: string) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))!.n;
  const post = (sub: { url: string }, body: Record<string, unknown>, token = admin, headers: Record<string, string> = {}) =>
    world.request('POST', `${sub.url}transactions/`, { token, body, headers });
  const headOf = async (sub: { url: string }) => (await world.request('GET', `${sub.url}transactions/?limit=1000`, { token: orgA.token })).json().results.at(-1)?.url ?? null;

  it('creates a sub-account: the answer names the token access_token, valid 30 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const res = await create(orgA, {
      unique_id: 'cust-1', name: 'Ada', email: 'ada@example.com', processor_credit_card: '4242424242424242',
      wallet_auto_refill_limit: '10 USD', wallet_auto_refill_amount: '50 USD', negative_wallet_balance_reached_at: null,
      bill_to: { company: 'Ada Co', city: 'London', state: 'LDN', post_code: 'N1', country: 'GB' }, ship_to: { first_name: 'Ada' },
      url: '/api/v2/orgs/1/wallet-subaccounts/99/', token: 'ignored',
    });
    assert.equal(res.statusCode, 201, res.body);
    const sub = res.json();
    assert.match(sub.url, new RegExp(`^/api/v2/orgs/${orgA.pk}/wallet-subaccounts/[0-9A-Za-z_.~-]+/$`));
    assert.equal(sub.unique_id, 'cust-1');
    assert.match(sub.access_token, /^bxl_/);
    assert.match(sub.refresh_token, /^bxr_/);
    assert.ok(!('token' in sub));
    assert.match(sub.token_expires_at, /^\d+$/);
    const expires = Number(sub.token_expires_at);
    assert.ok(expires >= before + 1790 && expires <= before + 1810, `${expires} is 30 minutes from now`);
    assert.equal(sub.bill_to.state, 'LDN');
    assert.equal(sub.bill_to.company, 'Ada Co');
    assert.ok(!('region' in sub.bill_to));
    assert.equal(sub.ship_to.first_name, 'Ada');
    assert.equal(sub.ship_to.city, null);
    assert.equal(sub.wallet_auto_refill_limit, '10.00 USD');
    assert.equal(sub.processor_credit_card, '************4242');
    assert.equal(sub.processor_client_id, null);
    assert.equal(sub.suspended_at, null);

    const got = (await world.request('GET', sub.url, { token: orgA.token })).json();
    assert.equal(got.token, sub.access_token, 'GET shows the current token');
    assert.equal(got.refresh_token, sub.refresh_token);
    assert.equal(got.token_expires_at, sub.token_expires_at);
    assert.ok(!('access_token' in got));
    const stored = await world.db.rows<{ token_hash: string; sealed_token: string }>(sql`
      SELECT token_hash, sealed_token FROM access_tokens WHERE kind = 'subaccount' AND sealed_token IS NOT NULL`);
    assert.ok(stored.every((t) => !t.sealed_token.includes(sub.access_token) && t.token_hash !== sub.access_token), 'stored as a hash and a ciphertext only');

    const list = (await world.request('GET', listUrl(orgA), { token: orgA.token })).json();
    assert.ok(list.results.some((s: { url: string; token: string }) => s.url === sub.url && s.token === sub.access_token));
  });

  it('a copy sealed under another key shows null tokens (the token itself still works)', async () => {
    const app = await buildApp({ config: loadConfig({ RATE_LIMIT_PER_SECOND: '0', WEBHOOK_IN_PROCESS_WORKER: 'false', WALLET_TOKEN_KEY: 'another-key-of-at-least-32-characters!' }), db: world.db, logger: false });
    try {
      const sub = (await create(orgA, { unique_id: 'other-key' })).json();
      const got = await app.inject({ method: 'GET', url: sub.url, headers: { authorization: `Bearer ${orgA.token}` } });
      assert.equal(got.json().token, null);
      assert.equal(got.json().refresh_token, null);
      assert.match(got.json().token_expires_at, /^\d+$/);
      assert.equal((await app.inject({ method: 'GET', url: sub.url, headers: { authorization: `Bearer ${sub.access_token}` } })).statusCode, 200);
    } finally {
      await app.close();
    }
  });

  it('refuses a duplicate or missing unique_id and bad values with 400, writing nothing', async () => {
    await create(orgA, { unique_id: 'dup' });
    const before = await count('wallet_subaccounts');
    const tokens = await count('access_tokens');
    for (const [body, field] of [
      [{ unique_id: 'dup' }, 'unique_id'], [{ unique_id: undefined }, 'unique_id'], [{ unique_id: '  ' }, 'unique_id'],
      [{ email: 'not-an-email' }, 'email'], [{ wallet_auto_refill_limit: '10' }, 'wallet_auto_refill_limit'],
      [{ suspended_at: 'yesterday' }, 'suspended_at'], [{ bill_to: { residential: 'maybe' } }, 'bill_to.residential'],
    ] as [Record<string, unknown>, string][]) {
      const res = await create(orgA, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors?.[field], `${JSON.stringify(body)} names ${field}: ${res.body}`);
    }
    assert.equal(await count('wallet_subaccounts'), before);
    assert.equal(await count('access_tokens'), tokens);
    assert.equal((await create(orgB, { unique_id: 'dup' })).statusCode, 201, 'unique within an organization');
  });

  it('updates partially; unique_id and tokens are not writable; bad values are 400', async () => {
    const sub = (await create(orgA, { name: 'Old', bill_to: { city: 'Paris', state: 'IDF' } })).json();
    const res = await world.request('PATCH', sub.url, { token: orgA.token, body: {
      url: sub.url, unique_id: 'changed', name: 'New', bill_to: { state: 'NOR' }, wallet_auto_refill_amount: '20 eur', token: 'x',
    } });
    assert.equal(res.statusCode, 200, res.body);
    const patched = res.json();
    assert.equal(patched.unique_id, sub.unique_id);
    assert.equal(patched.name, 'New');
    assert.equal(patched.bill_to.city, 'Paris');
    assert.equal(patched.bill_to.state, 'NOR');
    assert.equal(patched.wallet_auto_refill_amount, '20.00 EUR');
    assert.equal(patched.token, sub.access_token);
    const cleared = (await world.request('PATCH', sub.url, { token: orgA.token, body: { bill_to: null, name: null } })).json();
    assert.equal(cleared.bill_to.city, null);
    assert.equal(cleared.name, null);
    const bad = await world.request('PATCH', sub.url, { token: orgA.token, body: { email: 'nope', name: 'Kept?' } });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().errors.email);
    assert.equal((await world.request('GET', sub.url, { token: orgA.token })).json().name, null, 'nothing written');
    assert.equal((await world.request('PATCH', `${listUrl(orgA)}zzzz/`, { token: orgA.token, body: { name: 'x' } })).statusCode, 404);
  });

  it('a sub-account token sees only its own sub-account and transactions, and a suspended one gets 403', async () => {
    const mine = (await create(orgA)).json();
    const other = (await create(orgA)).json();
    await post(mine, { amount: '5 USD', transaction_type: 'refill', last_transaction: null });
    const token = mine.access_token;
    assert.equal((await world.request('GET', mine.url, { token })).statusCode, 200);
    assert.equal((await world.request('GET', `${mine.url}transactions/`, { token })).json().count, 1);
    const t = (await world.request('GET', `${mine.url}transactions/`, { token })).json().results[0];
    assert.equal((await world.request('GET', t.url, { token })).statusCode, 200);
    assert.equal((await world.request('GET', other.url, { token })).statusCode, 404);
    assert.equal((await world.request('GET', `${other.url}transactions/`, { token })).statusCode, 404);
    assert.equal((await world.request('GET', t.url.replace(mine.url, other.url), { token })).statusCode, 404);
    const list = (await world.request('GET', listUrl(orgA), { token })).json();
    assert.deepEqual(list.results.map((s: { url: string }) => s.url), [mine.url]);
    assert.equal((await world.request('PATCH', mine.url, { token, body: { name: 'me' } })).statusCode, 403);
    assert.equal((await post(mine, { amount: '1 USD', transaction_type: 'charge', last_transaction: t.url }, token)).statusCode, 403);
    assert.equal((await world.request('GET', `${orgA.url}orders/`, { token })).statusCode, 403);
    assert.equal((await world.request('GET', `${orgB.url}wallet-subaccounts/`, { token })).statusCode, 404);

    const suspended = await world.request('PATCH', mine.url, { token: orgA.token, body: { suspended_at: '2020-01-01T00:00:00Z', url: mine.url } });
    assert.equal(suspended.json().suspended_at, '2020-01-01T00:00:00Z');
    assert.equal((await world.request('GET', mine.url, { token })).statusCode, 403);
    assert.equal((await world.request('GET', `${mine.url}transactions/`, { token })).statusCode, 403);
    await world.request('PATCH', mine.url, { token: orgA.token, body: { suspended_at: null } });
    assert.equal((await world.request('GET', mine.url, { token })).statusCode, 200);
  });

  it('after a refresh GET shows the new pair and the old token stops working', async () => {
    const sub = (await create(orgA)).json();
    const rotated = await world.db.transaction((tx) => rotateTokenPair(tx, {
      refreshToken: sub.refresh_token, accessToken: sub.access_token, seal: createSealer(KEY),
    }));
    assert.ok(rotated.ok);
    if (!rotated.ok) return;
    assert.equal((await world.request('GET', sub.url, { token: sub.access_token })).statusCode, 401);
    assert.equal((await world.request('GET', sub.url, { token: rotated.pair.accessToken })).statusCode, 200);
    const got = (await world.request('GET', sub.url, { token: orgA.token })).json();
    assert.equal(got.token, rotated.pair.accessToken);
    assert.equal(got.refresh_token, rotated.pair.refreshToken);
  });

  it('transactions: refills charged to the card, charges below zero stamp the time, auto-refill below the limit', async () => {
    const sub = (await create(orgA, { wallet_auto_refill_limit: '10 USD', wallet_auto_refill_amount: '50 USD' })).json();
    const r = await post(sub, { amount: '20 USD', transaction_type: 'refill', last_transaction: null });
    assert.equal(r.statusCode, 201, r.body);
    const refill = r.json();
    assert.equal(refill.amount, '20.00 USD');
    assert.equal(refill.balance, '20.00 USD');
    assert.equal(refill.transaction_type, 'refill');
    assert.match(refill.processor_charge_id, /^test_ch_/);
    assert.equal(refill.last_transaction, null);
    for (const k of ['log', 'order', 'box', 'confirm_of', 'void_of', 'voided_by', 'confirmed_by', 'order_primary_id']) assert.equal(refill[k], null, k);

    const c = await post(sub, { amount: '5 USD', transaction_type: 'charge', kind: 'equipment_return', last_transaction: refill.url });
    assert.equal(c.statusCode, 201, c.body);
    assert.equal(c.json().amount, '-5.00 USD');
    assert.equal(c.json().kind, 'equipment_return');
    assert.equal(c.json().balance, '15.00 USD');
    assert.equal((await post(sub, { amount: '1 USD', transaction_type: 'charge', last_transaction: refill.url })).statusCode, 409, 'stale');

    // Below the limit (10): an automatic refill of 50 follows the charge.
    const big = await post(sub, { amount: '30 USD', transaction_type: 'charge', last_transaction: c.json().url });
    assert.equal(big.statusCode, 201, big.body);
    assert.equal(big.json().balance, '-15.00 USD');
    const list = (await world.request('GET', `${sub.url}transactions/`, { token: orgA.token })).json();
    assert.equal(list.count, 4);
    const auto = list.results[3];
    assert.equal(auto.transaction_type, 'refill');
    assert.equal(auto.kind, 'auto_refill');
    assert.equal(auto.amount, '50.00 USD');
    assert.equal(auto.last_transaction, big.json().url);
    assert.equal(list.current_wallet_balance, '35.00 USD');
    const stamped = (await world.request('GET', sub.url, { token: orgA.token })).json();
    assert.ok(stamped.negative_wallet_balance_reached_at, 'stamped when the balance went below zero');

    const today = new Date().toISOString().slice(0, 10);
    assert.equal((await world.request('GET', `${sub.url}transactions/?created_at__date=${today}`, { token: orgA.token })).json().count, 4);
    assert.equal((await world.request('GET', `${sub.url}transactions/?created_at__date=2001-02-03`, { token: orgA.token })).json().count, 0);
    for (const bad of ['2001-02-30', 'today', '2001-2-3']) {
      const res = await world.request('GET', `${sub.url}transactions/?created_at__date=${bad}`, { token: orgA.token });
      assert.equal(res.statusCode, 400, bad);
      assert.ok(res.json().errors.created_at__date);
    }
  });

  it('a declined card is a 402 with nothing written; an auto-refill declined leaves the charge', async () => {
    const sub = (await create(orgA, { processor_credit_card: '4000000000009995', wallet_auto_refill_limit: '0 USD', wallet_auto_refill_amount: '10 USD' })).json();
    const res = await post(sub, { amount: '20 USD', transaction_type: 'refill', last_transaction: null });
    assert.equal(res.statusCode, 402);
    assert.equal((await world.request('GET', `${sub.url}transactions/`, { token: orgA.token })).json().count, 0);
    const charge = await post(sub, { amount: '3 USD', transaction_type: 'charge', last_transaction: null });
    assert.equal(charge.statusCode, 201);
    const list = (await world.request('GET', `${sub.url}transactions/`, { token: orgA.token })).json();
    assert.equal(list.count, 1);
    assert.equal(list.current_wallet_balance, '-3.00 USD');
  });

  it('bad transaction input is 400 naming the field; only admins add transactions; a retried refill charges once', async () => {
    const sub = (await create(orgA)).json();
    const before = await count('wallet_transactions');
    for (const [body, field] of [
      [{ amount: 'x', transaction_type: 'refill', last_transaction: null }, 'amount'],
      [{ amount: '-1 USD', transaction_type: 'charge', last_transaction: null }, 'amount'],
      [{ amount: '1 USD', transaction_type: 'gift', last_transaction: null }, 'transaction_type'],
      [{ amount: '1 USD', transaction_type: 'charge' }, 'last_transaction'],
      [{ amount: '1 USD', transaction_type: 'charge', last_transaction: `${orgA.url}insurance/1/` }, 'last_transaction'],
    ] as [Record<string, unknown>, string][]) {
      const res = await post(sub, body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.ok(res.json().errors?.[field], `${JSON.stringify(body)} names ${field}: ${res.body}`);
    }
    assert.equal(await count('wallet_transactions'), before);
    const member = await world.tokenFor(orgA, { role: 'member' });
    assert.equal((await post(sub, { amount: '1 USD', transaction_type: 'refill', last_transaction: null }, member)).statusCode, 403);

    const headers = { 'idempotency-key': `w-${sub.unique_id}` };
    const first = await post(sub, { amount: '7 USD', transaction_type: 'refill', last_transaction: null }, admin, headers);
    const again = await post(sub, { amount: '7 USD', transaction_type: 'refill', last_transaction: null }, admin, headers);
    assert.equal(first.statusCode, 201);
    assert.equal(again.statusCode, 201);
    assert.equal(again.json().url, first.json().url);
    assert.equal((await world.request('GET', `${sub.url}transactions/`, { token: orgA.token })).json().count, 1);
  });

  it('of 20 concurrent charges holding the same last_transaction, exactly one succeeds', async () => {
    const sub = (await create(orgA)).json();
    const r = (await post(sub, { amount: '100 USD', transaction_type: 'refill', last_transaction: null })).json();
    const results = await Promise.all(Array.from({ length: 20 }, () => post(sub, { amount: '1 USD', transaction_type: 'charge', last_transaction: r.url })));
    const codes = results.map((x) => x.statusCode);
    assert.equal(codes.filter((c) => c === 201).length, 1, codes.join(','));
    assert.equal(codes.filter((c) => c === 409).length, 19, codes.join(','));
    const list = (await world.request('GET', `${sub.url}transactions/`, { token: orgA.token })).json();
    assert.equal(list.count, 2);
    assert.equal(list.current_wallet_balance, '99.00 USD');
  });

  it('security of every route', async () => {
    const sub = (await create(orgA)).json();
    await post(sub, { amount: '50 USD', transaction_type: 'refill', last_transaction: null });
    const t = (await world.request('GET', `${sub.url}transactions/`, { token: orgA.token })).json().results[0];
    const at = (url: string) => (pk: string) => url.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    const subs = () => count('wallet_subaccounts');
    const txs = () => count('wallet_transactions');
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: at(listUrl(orgA)), scope: 'wallet_subaccount', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: at(sub.url), scope: 'wallet_subaccount' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: at(`${sub.url}transactions/`), scope: 'wallet_subaccount' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: at(t.url), scope: 'wallet_subaccount' });
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: at(listUrl(orgA)), scope: 'wallet_subaccount', hasObjectIds: false, body: { unique_id: 'security-create' }, unchanged: subs,
    });
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'PATCH', path: at(sub.url), scope: 'wallet_subaccount', body: { name: 'Secure' },
      unchanged: async () => (await world.request('GET', sub.url, { token: orgA.token })).json().name,
    });
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: at(`${sub.url}transactions/`), scope: 'wallet_subaccount', role: 'admin',
      body: { amount: '1 USD', transaction_type: 'charge', last_transaction: await headOf(sub) }, unchanged: txs,
    });
  });
});
