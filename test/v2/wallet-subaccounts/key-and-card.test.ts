/**
 * Wallet sub-accounts in a default install: the token key made on the first start (a 0600 file in DATA_DIR, the
 * same key on every later start; with PostgreSQL a warning that every process must share one), so GET, list and
 * PATCH show the tokens; and cards kept as the processor's reference and last four digits, never the number.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { buildApp } from '../../../src/app.ts';
import { loadConfig, ConfigError } from '../../../src/config.ts';
import { withWalletTokenKey, WALLET_KEY_FILE } from '../../../src/config-wallet-key.ts';
import { migrate } from '../../../src/db/migrate.ts';

describe('wallet sub-accounts in a default install', () => {
  let world: TestWorld;
  let org: TestOrg;
  let dataDir: string;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme');
    dataDir = mkdtempSync(join(tmpdir(), 'boxline-wallet-key-'));
  });
  after(async () => {
    await world.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const startedApp = async (env: Record<string, string> = {}) => {
    const { config } = withWalletTokenKey(loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_SECOND: '0', WEBHOOK_IN_PROCESS_WORKER: 'false', ...env }));
    return buildApp({ config, db: world.db, logger: false });
  };
  const call = (app: Awaited<ReturnType<typeof startedApp>>, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${org.token}` }, ...(payload ? { payload } : {}) });

  it('makes the key file on the first start (0600, in DATA_DIR) and reads it on the next: tokens show on GET, list and PATCH', async () => {
    const first = withWalletTokenKey(loadConfig({ DATA_DIR: dataDir }));
    assert.equal(first.source, 'created');
    assert.equal(first.path, join(dataDir, WALLET_KEY_FILE));
    assert.equal(first.warning, null, 'the embedded database: one process, no warning');
    assert.equal(statSync(first.path).mode & 0o777, 0o600);
    assert.ok(first.config.payments.walletTokenKey!.length >= 32);
    assert.equal(readFileSync(first.path, 'utf8').trim(), first.config.payments.walletTokenKey);

    let app = await startedApp();
    const sub = (await call(app, 'POST', `${org.url}wallet-subaccounts/`, { unique_id: 'default-1' })).json();
    await app.close();
    app = await startedApp(); // a restart: the same key, read from the file
    try {
      const got = (await call(app, 'GET', sub.url)).json();
      assert.equal(got.token, sub.access_token);
      assert.equal(got.refresh_token, sub.refresh_token);
      const list = (await call(app, 'GET', `${org.url}wallet-subaccounts/`)).json();
      assert.equal(list.results.find((s: { url: string }) => s.url === sub.url).token, sub.access_token);
      const patched = (await call(app, 'PATCH', sub.url, { name: 'Renamed' })).json();
      assert.equal(patched.token, sub.access_token);
      assert.equal(patched.refresh_token, sub.refresh_token);
    } finally {
      await app.close();
    }
    const again = withWalletTokenKey(loadConfig({ DATA_DIR: dataDir }));
    assert.equal(again.source, 'file');
    assert.equal(again.config.payments.walletTokenKey, first.config.payments.walletTokenKey);
  });

  it('with PostgreSQL the start warns, naming WALLET_TOKEN_KEY; a configured key makes no file; a damaged file stops the start', () => {
    const pg = withWalletTokenKey(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/boxline' }));
    assert.match(pg.warning!, /WALLET_TOKEN_KEY/);
    assert.match(pg.warning!, /every process .* must share one key/i);
    const otherDir = mkdtempSync(join(tmpdir(), 'boxline-wallet-key-'));
    try {
      const configured = withWalletTokenKey(loadConfig({ DATA_DIR: otherDir, DATABASE_URL: 'postgres://db.example/boxline', WALLET_TOKEN_KEY: 'k'.repeat(32) }));
      assert.equal(configured.source, 'environment');
      assert.equal(configured.warning, null);
      assert.throws(() => statSync(join(otherDir, WALLET_KEY_FILE)), /ENOENT/);
      writeFileSync(join(otherDir, WALLET_KEY_FILE), 'short\n', { mode: 0o600 });
      assert.throws(() => withWalletTokenKey(loadConfig({ DATA_DIR: otherDir })), (err: Error) => err instanceof ConfigError && /WALLET_TOKEN_KEY/.test(err.message));
    } finally {
      rmSync(otherDir, { recursive: true, force: true });
    }
  });

  it('keeps a card as the processor\'s reference and last four digits; shows ************4242; the masked value written back changes nothing', async () => {
    const url = `${org.url}wallet-subaccounts/`;
    const res = await world.request('POST', url, { token: org.token, body: { unique_id: 'card-1', processor_credit_card: '4242 4242 4242 4242' } });
    assert.equal(res.statusCode, 201, res.body);
    const sub = res.json();
    assert.equal(sub.processor_credit_card, '************4242');
    const stored = async () => (await world.db.one<{ card: string | null; last4: string | null }>(sql`
      SELECT processor_credit_card AS card, processor_credit_card_last4 AS last4 FROM wallet_subaccounts WHERE unique_id = 'card-1'`))!;
    assert.deepEqual(await stored(), { card: 'tok_test_approved_4242', last4: '4242' });
    const everything = JSON.stringify(await world.db.rows(sql`SELECT * FROM wallet_subaccounts`));
    assert.ok(!everything.includes('4242424242424242'), 'the number is stored nowhere');

    const got = (await world.request('GET', sub.url, { token: org.token })).json();
    assert.equal(got.processor_credit_card, '************4242');
    const back = await world.request('PATCH', sub.url, { token: org.token, body: { ...got, name: 'Same card' } });
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().processor_credit_card, '************4242');
    assert.deepEqual(await stored(), { card: 'tok_test_approved_4242', last4: '4242' });

    const declining = await world.request('PATCH', sub.url, { token: org.token, body: { processor_credit_card: '4000-0000-0000-0002' } });
    assert.equal(declining.json().processor_credit_card, '************0002');
    assert.deepEqual(await stored(), { card: 'tok_test_card_declined_0002', last4: '0002' });
    const refill = await world.request('POST', `${sub.url}transactions/`, { token: org.token, body: { amount: '5 USD', transaction_type: 'refill', last_transaction: null } });
    assert.equal(refill.statusCode, 402, 'the reference charges as the declining number did');

    for (const bad of ['not a card', '1234', '4242-4242-4242-4242-4242-4242']) {
      const res400 = await world.request('PATCH', sub.url, { token: org.token, body: { processor_credit_card: bad } });
      assert.equal(res400.statusCode, 400, bad);
      assert.ok(res400.json().errors.processor_credit_card, bad);
    }
    const cleared = await world.request('PATCH', sub.url, { token: org.token, body: { processor_credit_card: null } });
    assert.equal(cleared.json().processor_credit_card, null);
    assert.deepEqual(await stored(), { card: null, last4: null });
  });

  it('the migration masks numbers stored before it', async () => {
    const { rows } = await (async () => {
      await world.db.rows(sql`
        INSERT INTO wallet_subaccounts (org_id, unique_id, processor_credit_card)
        VALUES (${org.id}, 'old-1', '4000 0000 0000 9995'), (${org.id}, 'old-2', '5555555555554444'), (${org.id}, 'old-3', 'tok_elsewhere')
        RETURNING id`);
      await world.db.rows(sql`DELETE FROM schema_migrations WHERE version = '0141_wallet_card_last4' RETURNING version`);
      await world.db.exec('ALTER TABLE wallet_subaccounts DROP COLUMN processor_credit_card_last4');
      await migrate(world.db);
      return { rows: await world.db.rows<{ unique_id: string; card: string; last4: string | null }>(sql`
        SELECT unique_id, processor_credit_card AS card, processor_credit_card_last4 AS last4 FROM wallet_subaccounts
        WHERE unique_id LIKE 'old-%' ORDER BY unique_id`) };
    })();
    assert.deepEqual(rows.map((r) => ({ ...r })), [
      { unique_id: 'old-1', card: 'tok_test_insufficient_funds_9995', last4: '9995' },
      { unique_id: 'old-2', card: 'tok_test_approved_4444', last4: '4444' },
      { unique_id: 'old-3', card: 'tok_elsewhere', last4: null },
    ]);
    const shown = (await world.request('GET', `${org.url}wallet-subaccounts/?limit=100`, { token: org.token })).json().results;
    assert.equal(shown.find((s: { unique_id: string }) => s.unique_id === 'old-2').processor_credit_card, '************4444');
  });
});
