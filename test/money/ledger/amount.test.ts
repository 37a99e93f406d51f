/**
 * Issue 41: amounts are checked before anything is charged or written, on both ledgers: the currency's precision
 * (2 decimals for USD; more is refused, never rounded), a positive minimum, and a maximum that the amount and the
 * running balance fit (numeric(18,4)). The overflowing refill of the issue charges nothing, and recovery after it
 * (as at a restart) is fine.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../../support/app.ts';
import { recoverPayments } from '../../../src/payments-recovery.ts';
import { currencyDecimals, ledgerAmount, maximumOf } from '../../../src/money/ledger/index.ts';
import { parseAmount as parseSpelling } from '../../../src/wire/amount.ts';
import { moneyRefusalError } from '../../../src/http/money-refusals.ts';
import { ApiError } from '../../../src/core/errors.ts';
import { LEDGERS, ledgerUnderTest } from './ledgers.ts';

/** What the views do with a body's amount: its spelling read (src/wire/amount.ts), then the ledger's checks. */
const parseAmount = (field: string, value: unknown) => ledgerAmount('wallet', field, parseSpelling(field, value));
/** The API's message for a refused amount (the spelling's 400, or the ledger's refusal in the API's words). */
const refusal = (value: unknown): string | null => {
  try {
    parseAmount('amount', value);
    return null;
  } catch (err) {
    const worded = err instanceof ApiError ? err : moneyRefusalError(err);
    assert.ok(worded?.errors?.amount, String(err));
    return worded.errors.amount[0];
  }
};

describe('ledger amounts', () => {
  it('follow the currency\'s decimals, are positive and fit the columns', () => {
    assert.deepEqual(parseAmount('amount', '12.50 usd'), { amount: '12.5', currency: 'USD' });
    assert.deepEqual(parseAmount('amount', '100 JPY'), { amount: '100', currency: 'JPY' });
    assert.deepEqual(parseAmount('amount', '1.234 KWD'), { amount: '1.234', currency: 'KWD' });
    assert.equal(currencyDecimals('EUR'), 2);
    assert.equal(maximumOf('USD'), '99999999999999.99');
    assert.equal(maximumOf('JPY'), '99999999999999');
    assert.match(refusal('0.0001 USD')!, /at most 2 decimals in USD/);
    assert.match(refusal('1.23456 USD')!, /at most 2 decimals/);
    assert.match(refusal('1.5 JPY')!, /at most 0 decimals/);
    assert.match(refusal('1.2345 KWD')!, /at most 3 decimals/);
    assert.match(refusal('0 USD')!, /positive \(at least 0.01 USD\)/);
    assert.match(refusal('-1 USD')!, /positive/);
    assert.match(refusal('100000000000000 USD')!, /at most 99999999999999.99 USD/);
    for (const bad of ['1.23456', 'ten USD', '1e3 USD', 5, null, '']) assert.ok(refusal(bad), String(bad));
  });
});

for (const name of LEDGERS) {
  describe(`${name} ledger: amounts are checked before anything is charged`, () => {
    let world: TestWorld;
    before(async () => { world = await createWorld(); });
    after(() => world.close());

    it('refuses 0.0001 USD, 1.23456 and other bad amounts with a 400 naming amount, charging and writing nothing', async () => {
      const ledger = await ledgerUnderTest(world, name);
      const first = await ledger.refill('10 USD', null);
      assert.equal(first.statusCode, 201, first.body);
      const head = first.json().url;
      for (const amount of ['0.0001 USD', '1.23456 USD', '1.23456', '1.001 USD', '0 USD', '0.00 USD', '-1 USD', '100000000000000 USD']) {
        for (const [what, res] of [['refill', await ledger.refill(amount, head)], ['charge', await ledger.charge(amount, head)]] as const) {
          assert.equal(res.statusCode, 400, `${what} ${amount}: ${res.body}`);
          assert.ok(res.json().errors?.amount, `${what} ${amount} names amount: ${res.body}`);
        }
      }
      assert.equal((await ledger.cardCharges()).length, 1, 'only the first refill was charged');
      assert.equal(await ledger.rows(), 1);
      assert.equal(await ledger.balance(), '10.00 USD');
      assert.equal((await ledger.charge('1.23 USD', head)).statusCode, 201, '2 decimals are fine');
      assert.equal(await ledger.balance(), '8.77 USD');
    });

    it('the overflowing refill of issue 41 is a 400 naming amount: nothing charged, and recovery (a restart) is fine', async () => {
      const ledger = await ledgerUnderTest(world, name);
      const head = (await ledger.refill('10 USD', null)).json().url;
      const issue = await ledger.refill('99999999999999.9999 USD', head);
      assert.equal(issue.statusCode, 400, issue.body);
      assert.ok(issue.json().errors.amount);
      const overflowing = await ledger.refill('99999999999999.99 USD', head);
      assert.equal(overflowing.statusCode, 400, overflowing.body);
      assert.match(overflowing.json().errors.amount[0], /would take the balance .* beyond 99999999999999.99 USD/);
      assert.deepEqual((await ledger.cardCharges()).map((c) => c.status), ['succeeded'], 'no card was touched');
      assert.equal(await ledger.rows(), 1);
      for (let start = 0; start < 2; start++) {
        const counts = await recoverPayments(world.db, world.app.payments, world.config, world.app.log, 0);
        assert.deepEqual(Object.values(counts).filter((n) => n > 0), [], `start ${start + 1}: nothing to recover`);
      }
      const next = await ledger.refill('99999999999989.99 USD', head);
      assert.equal(next.statusCode, 201, `up to the limit is fine: ${next.body}`);
      assert.equal(await ledger.balance(), '99999999999999.99 USD');
    });

    if (name === 'wallet') {
      it('an overflowing wallet charge is a 400 naming amount', async () => {
        const ledger = await ledgerUnderTest(world, name);
        const below = await ledger.charge('10 USD', null);
        assert.equal(below.statusCode, 201, below.body);
        const res = await ledger.charge('99999999999999.99 USD', below.json().url);
        assert.equal(res.statusCode, 400, res.body);
        assert.match(res.json().errors.amount[0], /would take the balance/);
        assert.equal(await ledger.rows(), 1);
        assert.equal(await ledger.balance(), '-10.00 USD');
      });
    }
  });
}
