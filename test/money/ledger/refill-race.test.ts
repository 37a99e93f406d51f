/**
 * Issue 41: a card is charged only once the compare-and-swap on last_transaction has passed under the head's lock,
 * and the head stays reserved for that charge until it is recorded, so racing refills are refused before any card
 * is touched. A crash between the charge and the record leaves the head reserved until recovery records the refill;
 * a charge left behind that the ledger can never take (the overflow of issue 41, left by the code before it) is
 * refunded and marked failed, and recovery goes on past it.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestWorld } from '../../support/app.ts';
import { createProcessor, type PaymentProcessor } from '../../../src/payments/index.ts';
import { recoverPayments } from '../../../src/payments-recovery.ts';
import { LEDGERS, ledgerUnderTest, type LedgerUnderTest } from './ledgers.ts';

for (const name of LEDGERS) {
  describe(`${name} ledger: card refills under contention and crashes`, () => {
    let world: TestWorld;
    let real: PaymentProcessor;
    let crashAfterCharge = false;

    before(async () => {
      world = await createWorld();
      real = createProcessor('test', world.db);
      // The process dies right after the processor charged (the request never reaches the ledger).
      const crashing: PaymentProcessor = {
        name: 'crashing',
        async charge(request) {
          const result = await real.charge(request);
          if (crashAfterCharge) throw new Error('simulated crash after the charge');
          return result;
        },
        saveCard: (number) => real.saveCard(number),
        find: (key) => real.find(key),
        refund: (id) => real.refund(id),
      };
      (world.app as unknown as { payments: PaymentProcessor }).payments = crashing;
    });
    after(() => world.close());

    const recover = () => recoverPayments(world.db, real, world.config, world.app.log, 0);

    it('of 50 concurrent refills holding the same last_transaction, one is charged and recorded; 49 get 409 before any charge', async () => {
      const ledger = await ledgerUnderTest(world, name);
      const head = (await ledger.refill('10 USD', null)).json().url;
      const results = await Promise.all(Array.from({ length: 50 }, () => ledger.refill('5 USD', head)));
      const codes = results.map((r) => r.statusCode);
      assert.equal(codes.filter((c) => c === 201).length, 1, codes.join(','));
      assert.equal(codes.filter((c) => c === 409).length, 49, codes.join(','));
      assert.deepEqual((await ledger.cardCharges()).map((c) => c.status), ['succeeded', 'succeeded'], 'the first refill and exactly one of the 50');
      assert.equal(await ledger.rows(), 2);
      assert.equal(await ledger.balance(), '15.00 USD');
    });

    /** A pending intent whose card was charged, as the code before issue 41 left the overflowing refill. */
    async function leftOverOverflow(ledger: LedgerUnderTest) {
      const subaccount = ledger.name === 'wallet'
        ? (await world.db.one<{ id: number }>(sql`SELECT id FROM wallet_subaccounts WHERE org_id = ${ledger.org.id}`))!.id : null;
      const key = `org${ledger.org.id}:${ledger.name}_refill:left-over`;
      await world.db.rows(sql`
        INSERT INTO payment_intents (org_id, idempotency_key, purpose, subaccount_id, amount_amount, amount_currency, expected_last, created_at)
        VALUES (${ledger.org.id}, ${key}, ${`${ledger.name}_refill`}, ${subaccount}, 99999999999999.9999, 'USD', 'none', now() - interval '1 hour')`);
      await real.charge({ idempotencyKey: key, card: null, amount: '99999999999999.9999', currency: 'USD', description: 'left over' });
    }

    it('a crash between charge and record: the head stays reserved, recovery records the refill, and goes on past a row it cannot record', async () => {
      const ledger = await ledgerUnderTest(world, name);
      const head = (await ledger.refill('10 USD', null)).json().url;
      await leftOverOverflow(ledger);
      crashAfterCharge = true;
      const crashed = await ledger.refill('25 USD', head);
      crashAfterCharge = false;
      assert.equal(crashed.statusCode, 500);
      assert.equal(await ledger.rows(), 1, 'not recorded yet');
      const blocked = await ledger.charge('1 USD', head);
      assert.equal(blocked.statusCode, 409, `the head is reserved for the charged refill: ${blocked.body}`);
      assert.match(blocked.json().detail, /being charged/);

      const counts = await recover();
      assert.equal(counts.failed, 1, 'the left-over overflow');
      assert.equal(counts.recorded, 1, 'the crashed refill, behind it');
      assert.deepEqual((await ledger.cardCharges()).map((c) => [c.status, c.amount]), [
        ['succeeded', '10.0000'], ['refunded', '99999999999999.9999'], ['succeeded', '25.0000'],
      ]);
      const failed = await world.db.one<{ status: string; failure: string }>(sql`
        SELECT status, failure FROM payment_intents WHERE org_id = ${ledger.org.id} AND idempotency_key LIKE '%left-over'`);
      assert.equal(failed!.status, 'failed');
      assert.match(failed!.failure, /amount/);
      assert.equal(await ledger.rows(), 2);
      assert.equal(await ledger.balance(), '35.00 USD');
      const recorded = await ledger.head();
      assert.equal((await ledger.charge('1 USD', recorded)).statusCode, 201, 'the head is free again');
      assert.deepEqual(Object.values(await recover()).filter((n) => n > 0), [], 'a second start finds nothing to do');
    });
  });
}
