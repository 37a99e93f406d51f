// The insurance and wallet services' own refusals, thrown by their functions called directly (checkTarget,
// cardColumns, createSubaccount, readSubaccount, updateSubaccount), and the ledger's refusal of an amount it does not
// take (ledgerAmount): the refusal of its kind with the values behind it, nothing written. How the API words each
// kind: test/http/money-refusals.test.ts; the ledger's other refusals: test/money/ledger/refusals.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { decodeId } from '../../src/core/ids.ts';
import { checkTarget } from '../../src/money/insurance/service.ts';
import { cardColumns } from '../../src/money/wallet/card.ts';
import { createSubaccount, readSubaccount, updateSubaccount } from '../../src/money/wallet/service.ts';
import { ledgerAmount, LedgerRefusal, type LedgerRefusalReason } from '../../src/money/ledger/index.ts';
import { MoneyRefusal, type MoneyRefusalReason } from '../../src/money/refusals.ts';
import { createProcessor } from '../../src/payments/index.ts';
import { RefusedValue } from '../../src/core/fields/index.ts';
import { createWorld, type TestWorld } from '../support/app.ts';
import { makeOrders } from '../batches/support.ts';
import { isRefusal } from '../support/refusals.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;

/** Rejects (or throws) with a refusal of `type` whose data is exactly `expected`. */
const refused = (run: () => unknown, type: typeof MoneyRefusal | typeof LedgerRefusal, expected: MoneyRefusalReason | LedgerRefusalReason) =>
  assert.rejects(async () => run(), isRefusal<MoneyRefusalReason | LedgerRefusalReason>(type, expected));

describe('the money services\' refusals (MoneyRefusal, LedgerRefusal, called directly)', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(() => world.close());

  it('missing: the order, or its box, of an insurance ledger\'s page or charge', async () => {
    const org = await world.createOrg();
    const [order] = await makeOrders(world, org, [{ primary_id: 'M-1' }]);
    const [other] = await makeOrders(world, org, [{ primary_id: 'M-2' }]);
    await checkTarget(world.db, org.id, idOf(order.url), idOf(order.boxes[0]));
    await refused(() => checkTarget(world.db, org.id, idOf(order.url) + 1000, null), MoneyRefusal, { kind: 'missing', what: 'order' });
    const stranger = await world.createOrg();
    await refused(() => checkTarget(world.db, stranger.id, idOf(order.url), null), MoneyRefusal, { kind: 'missing', what: 'order' });
    await refused(() => checkTarget(world.db, org.id, idOf(order.url), idOf(other.boxes[0])), MoneyRefusal, { kind: 'missing', what: 'box' });
  });

  it('invalid: a card that is no card number, charging nothing', async () => {
    const processor = createProcessor('test', world.db);
    assert.deepEqual(await cardColumns(processor, '************4242'), {}, 'the masked value keeps the card');
    for (const bad of ['4242', 'card 4242 4242 4242', '4'.repeat(20)]) {
      await refused(() => cardColumns(processor, bad), MoneyRefusal, { kind: 'invalid', fields: [{ path: 'processor_credit_card', reason: 'not_a_card' }] });
    }
  });

  it('field_rules: a sub-account\'s fields as the field mechanism refused them; missing: a sub-account not there', async () => {
    const org = await world.createOrg();
    await assert.rejects(world.db.transaction((tx) => createSubaccount(tx, org, org.userId, {
      unique_id: 'u-1', name: new RefusedValue('is not a name'), bill_to: { email: new RefusedValue('is not an e-mail address') },
    }, null, {})),
      (err: unknown) => {
        assert.ok(err instanceof MoneyRefusal && err.refusal.kind === 'field_rules', String(err));
        assert.deepEqual(err.refusal.errors, { name: [said('is not a name')], 'bill_to.email': [said('is not an e-mail address')] });
        return true;
      });
    assert.equal((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM wallet_subaccounts WHERE org_id = ${org.id}`))!.n, 0);
    await refused(() => readSubaccount(world.db, org.id, 12345, null), LedgerRefusal, { kind: 'missing', ledger: 'wallet' });
    await refused(() => world.db.transaction((tx) => updateSubaccount(tx, org.id, 12345, { name: 'x' }, null, {})), LedgerRefusal, { kind: 'missing', ledger: 'wallet' });
  });

  it('a ledger\'s amount: canonical, or invalid at its path with the bound it misses', async () => {
    assert.deepEqual(ledgerAmount('wallet', 'amount', { amount: '12.50', currency: 'usd' }), { amount: '12.5', currency: 'USD' });
    assert.deepEqual(ledgerAmount('wallet', 'wallet_auto_refill_amount', { amount: '20.0000', currency: 'USD' }), { amount: '20', currency: 'USD' });
    const cases: [string, string, string, Record<string, string | number>][] = [
      ['0.001', 'USD', 'too_many_decimals', { currency: 'USD', places: 2 }],
      ['1.5', 'JPY', 'too_many_decimals', { currency: 'JPY', places: 0 }],
      ['0', 'KWD', 'not_positive', { currency: 'KWD', minimum: '0.001' }],
      ['-1', 'USD', 'not_positive', { currency: 'USD', minimum: '0.01' }],
      ['100000000000000', 'USD', 'too_large', { currency: 'USD', maximum: '99999999999999.99' }],
    ];
    for (const [amount, currency, reason, values] of cases) {
      await refused(() => ledgerAmount('insurance', 'amount', { amount, currency }), LedgerRefusal,
        { kind: 'invalid', ledger: 'insurance', fields: [{ path: 'amount', reason: reason as 'not_positive', values }] });
    }
  });
});
