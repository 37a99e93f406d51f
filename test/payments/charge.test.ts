// payThenRecord and reconcilePayments tell a ledger's refusal from a crash by the writer's `refuses` (the ledger's
// LedgerRefusal), never by an error's status or message: a charge the ledger refuses is refunded, a crash is not (the
// intent stays pending for recovery), and payments' own refusals are PaymentRefusals.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import {
  createProcessor, payThenRecord, PaymentRefusal, reconcilePayments, type LedgerWriter, type LedgerWriters, type PaymentProcessor,
} from '../../src/payments/index.ts';
import { append, INSURANCE_LEDGER, LedgerRefusal, refillWriter } from '../../src/money/ledger/index.ts';

const SILENT = { warn: () => undefined, error: () => undefined };

describe('card charges: a refusal is not a crash', () => {
  let world: TestWorld;
  let real: PaymentProcessor;
  /** Runs after the processor charged, before payThenRecord records (a concurrent writer, a crash). */
  let afterCharge: (() => Promise<void>) | null = null;
  let processor: PaymentProcessor;
  before(async () => {
    world = await createWorld();
    real = createProcessor('test', world.db);
    processor = {
      ...real,
      async charge(request) {
        const result = await real.charge(request);
        const then = afterCharge;
        afterCharge = null;
        await then?.();
        return result;
      },
    };
  });
  after(() => world.close());

  const input = (org: TestOrg, key: string, amount = '10') => ({
    orgId: org.id, idempotencyKey: `org${org.id}:${key}`, purpose: 'insurance_refill' as const, subaccountId: null, card: null, amount,
    currency: 'USD', expectedLast: 'none', kind: null, description: 'charge test',
  });
  const charges = (org: TestOrg) => world.db.rows<{ status: string }>(sql`
    SELECT status FROM test_processor_charges WHERE idempotency_key LIKE ${`org${org.id}:%`} ORDER BY id`);
  const intents = (org: TestOrg) => world.db.rows<{ status: string; failure: string | null }>(sql`
    SELECT status, failure FROM payment_intents WHERE org_id = ${org.id} ORDER BY id`);
  /** A writer that reserves nothing and records as `record` does. */
  const writerOf = (record: () => Promise<number>, refuses: (err: unknown) => boolean): LedgerWriter => ({ reserve: async () => undefined, record, refuses });

  it('the ledger refuses the charge as it records it: refunded, the intent refunded, the LedgerRefusal thrown as it came', async () => {
    const org = await world.createOrg();
    // Another write moves the head while the card is charged (past the reservation, as a recovered refill does).
    afterCharge = () => world.db.transaction(async (tx) => {
      await append(tx, INSURANCE_LEDGER, { orgId: org.id }, { type: 'refill', amount: '1', currency: 'USD' }, { recovering: true });
    });
    await assert.rejects(payThenRecord(world.db, processor, input(org, 'moved'), refillWriter(INSURANCE_LEDGER)),
      (err: unknown) => err instanceof LedgerRefusal && err.refusal.kind === 'stale_head');
    assert.deepEqual((await charges(org)).map((c) => c.status), ['refunded']);
    assert.deepEqual((await intents(org)).map((i) => i.status), ['refunded']);
    // The retry answers the first outcome (a PaymentRefusal of its own), charging and refunding nothing more.
    await assert.rejects(payThenRecord(world.db, processor, input(org, 'moved'), refillWriter(INSURANCE_LEDGER)),
      (err: unknown) => err instanceof PaymentRefusal && err.refusal.kind === 'refunded');
    assert.deepEqual((await charges(org)).map((c) => c.status), ['refunded']);
  });

  it('a crash while recording is not refunded: the charge stands and the intent stays pending for recovery', async () => {
    const org = await world.createOrg();
    const crash = new Error('connection lost');
    await assert.rejects(payThenRecord(world.db, processor, input(org, 'crash'), writerOf(() => Promise.reject(crash), (err) => err instanceof LedgerRefusal)),
      (err: unknown) => err === crash);
    assert.deepEqual((await charges(org)).map((c) => c.status), ['succeeded']);
    assert.deepEqual((await intents(org)).map((i) => i.status), ['pending']);
  });

  it('what the writer does not call its refusal is a crash, whatever it is', async () => {
    const org = await world.createOrg();
    const refusal = new LedgerRefusal({ kind: 'missing', ledger: 'wallet' });
    await assert.rejects(payThenRecord(world.db, processor, input(org, 'not-its'), writerOf(() => Promise.reject(refusal), () => false)),
      (err: unknown) => err === refusal);
    assert.deepEqual((await charges(org)).map((c) => c.status), ['succeeded'], 'not refunded');
    assert.deepEqual((await intents(org)).map((i) => i.status), ['pending']);
  });

  it('another request under a used key is a PaymentRefusal (key_reused), nothing charged', async () => {
    const org = await world.createOrg();
    const writer = writerOf(async () => 1, () => false);
    assert.deepEqual(await payThenRecord(world.db, processor, input(org, 'used'), writer), { status: 'succeeded', transactionId: 1 });
    await assert.rejects(payThenRecord(world.db, processor, input(org, 'used', '11'), writer),
      (err: unknown) => err instanceof PaymentRefusal && err.refusal.kind === 'key_reused');
    assert.equal((await charges(org)).length, 1);
  });

  it('recovery: a refusal is refunded and marked failed with its message; a crash is left pending', async () => {
    const org = await world.createOrg();
    const crashing = writerOf(() => Promise.reject(new Error('down')), () => false);
    for (const key of ['left-refused', 'left-crashed']) {
      await assert.rejects(payThenRecord(world.db, processor, input(org, key), crashing));
    }
    const refusal = new LedgerRefusal({ kind: 'other_currency', ledger: 'insurance', held: 'EUR', amount: { amount: '10', currency: 'USD' } });
    const record = async (_tx: unknown, intent: { idempotencyKey: string }) => {
      throw intent.idempotencyKey.endsWith('left-refused') ? refusal : new Error('down again');
    };
    const writer: LedgerWriter = { reserve: async () => undefined, record, refuses: (err) => err === refusal };
    const writers: LedgerWriters = { insurance_refill: writer, wallet_refill: writer, wallet_auto_refill: writer };
    // (Recovery takes up every pending intent: the earlier tests' crashes too, left pending again.)
    const counts = await reconcilePayments(world.db, real, writers, 0, SILENT);
    assert.equal(counts.failed, 1);
    assert.ok(counts.retried >= 1);
    assert.deepEqual((await charges(org)).map((c) => c.status), ['refunded', 'succeeded']);
    const [refused, crashed] = await intents(org);
    assert.deepEqual([refused.status, crashed.status], ['failed', 'pending']);
    assert.equal(refused.failure, refusal.message);
    assert.match(refused.failure!, /insurance ledger refused: other_currency .*"held":"EUR"/);
  });
});
