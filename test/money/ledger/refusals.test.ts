// Every refusal of the ledger module, thrown by its functions called directly (append, voidTransaction, refill, and
// the services over them): a LedgerRefusal of its kind, naming its ledger and the ids and amounts behind it, with
// nothing written. How the API words each kind: test/http/money-refusals.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { sql } from '../../../src/core/sql.ts';
import {
  append, INSURANCE_LEDGER, LedgerRefusal, LEDGER_LIMIT, refill, scheduleRefill, voidTransaction, WALLET_LEDGER,
  type Entry, type LedgerRefusalReason, type WalletKey,
} from '../../../src/money/ledger/index.ts';
import { readTransaction as readInsurance } from '../../../src/money/insurance/service.ts';
import { readTransaction as readWallet, refillWallet } from '../../../src/money/wallet/transactions/service.ts';
import { createProcessor, type PaymentProcessor } from '../../../src/payments/index.ts';
import { isRefusal } from '../../support/refusals.ts';

const usd = (amount: string) => ({ amount, currency: 'USD' });
const refillOf = (amount: string, currency = 'USD'): Entry => ({ type: 'refill', amount, currency });
const chargeOf = (amount: string): Entry => ({ type: 'charge', amount: `-${amount}`, currency: 'USD' });

/** Rejects with a LedgerRefusal whose data is exactly `expected`. */
const refused = (promise: Promise<unknown>, expected: LedgerRefusalReason) => assert.rejects(promise, isRefusal(LedgerRefusal, expected));

describe('the ledger\'s refusals (LedgerRefusal, called directly)', () => {
  let world: TestWorld;
  let processor: PaymentProcessor;
  before(async () => {
    world = await createWorld();
    processor = createProcessor('test', world.db);
  });
  after(() => world.close());

  /** A new organization's insurance ledger: append and void in a transaction of their own, and how many rows it holds. */
  async function insurance() {
    const org: TestOrg = await world.createOrg();
    const key = { orgId: org.id };
    return {
      org, key,
      append: (entry: Entry, expected?: number | null) => world.db.transaction((tx) => append(tx, INSURANCE_LEDGER, key, entry, { expected })),
      void: (id: number) => world.db.transaction((tx) => voidTransaction(tx, INSURANCE_LEDGER, key, id)),
      rows: async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM insurance_transactions WHERE org_id = ${org.id}`))!.n,
    };
  }

  async function wallet(): Promise<WalletKey> {
    const org = await world.createOrg();
    const row = await world.db.one<{ id: number }>(sql`INSERT INTO wallet_subaccounts (org_id, unique_id) VALUES (${org.id}, 'refusals') RETURNING id`);
    return { orgId: org.id, subaccountId: Number(row!.id) };
  }

  it('missing: a wallet sub-account that is not there (append, and a refill before any card is charged)', async () => {
    const key = await wallet();
    const gone = { ...key, subaccountId: key.subaccountId + 1000 };
    await refused(world.db.transaction((tx) => append(tx, WALLET_LEDGER, gone, refillOf('5'), { expected: null })), { kind: 'missing', ledger: 'wallet' });
    await refused(world.db.transaction((tx) => append(tx, WALLET_LEDGER, gone, refillOf('5'))), { kind: 'missing', ledger: 'wallet' });
    await refused(refillWallet(world.db, processor, gone, { amount: usd('5'), expected: null, kind: null, idempotencyKey: null }),
      { kind: 'missing', ledger: 'wallet' });
  });

  it('missing_transaction: a void or a read of a transaction the ledger does not hold', async () => {
    const ledger = await insurance();
    await refused(ledger.void(987654), { kind: 'missing_transaction', ledger: 'insurance', transactionId: 987654 });
    await refused(readInsurance(world.db, ledger.org.id, 987654), { kind: 'missing_transaction', ledger: 'insurance', transactionId: 987654 });
    const key = await wallet();
    await refused(world.db.transaction((tx) => voidTransaction(tx, WALLET_LEDGER, key, 987654)), { kind: 'missing_transaction', ledger: 'wallet', transactionId: 987654 });
    await refused(readWallet(world.db, key.orgId, key.subaccountId, 987654), { kind: 'missing_transaction', ledger: 'wallet', transactionId: 987654 });
  });

  it('stale_head: a last_transaction that is not the head, nothing written', async () => {
    const ledger = await insurance();
    const { id: first } = await ledger.append(refillOf('10'), null);
    await refused(ledger.append(refillOf('10'), null), { kind: 'stale_head', ledger: 'insurance', expected: null, head: first });
    const { id: second } = await ledger.append(refillOf('10'), first);
    await refused(ledger.append(chargeOf('1'), first), { kind: 'stale_head', ledger: 'insurance', expected: first, head: second });
    assert.equal(await ledger.rows(), 2);
  });

  it('head_reserved: a card refill holds the head while its card is charged', async () => {
    const key = await wallet();
    const { id: head } = await world.db.transaction((tx) => append(tx, WALLET_LEDGER, key, refillOf('10'), { expected: null }));
    await world.db.transaction((tx) => scheduleRefill(tx, WALLET_LEDGER, key, {
      idempotencyKey: `refusals:${key.subaccountId}`, purpose: 'wallet_auto_refill', card: null, amount: '20', currency: 'USD', kind: 'auto_refill',
    }));
    const intent = await world.db.one<{ id: number }>(sql`SELECT id FROM payment_intents WHERE org_id = ${key.orgId}`);
    await refused(world.db.transaction((tx) => append(tx, WALLET_LEDGER, key, chargeOf('1'), { expected: head })),
      { kind: 'head_reserved', ledger: 'wallet', intentId: Number(intent!.id) });
  });

  it('other_currency: an amount in another currency than the ledger holds', async () => {
    const ledger = await insurance();
    await ledger.append(refillOf('10'), null);
    await refused(ledger.append(refillOf('5', 'EUR')), { kind: 'other_currency', ledger: 'insurance', held: 'USD', amount: { amount: '5', currency: 'EUR' } });
    assert.equal(await ledger.rows(), 1);
  });

  it('beyond_limit: a balance beyond what the columns hold, a void\'s naming the transaction it takes back', async () => {
    const ledger = await insurance();
    const { id: full } = await ledger.append(refillOf(LEDGER_LIMIT), null);
    const limit = { amount: '99999999999999.99', currency: 'USD' };
    await refused(ledger.append(refillOf('1'), full),
      { kind: 'beyond_limit', ledger: 'insurance', balance: usd(LEDGER_LIMIT), amount: usd('1'), limit, voidOf: null });
    const { id: charge } = await ledger.append(chargeOf('10'));
    await ledger.append(refillOf('10'));
    // Amounts read from the ledger's rows come as their numeric(18,4) columns give them.
    await refused(ledger.void(charge), { kind: 'beyond_limit', ledger: 'insurance', balance: usd(LEDGER_LIMIT), amount: usd('10.0000'), limit, voidOf: charge });
    assert.equal(await ledger.rows(), 3);
  });

  it('over_balance: a charge beyond the balance of a ledger that may not be overdrawn, and a void of a refill spent', async () => {
    const ledger = await insurance();
    const { id: refilled } = await ledger.append(refillOf('10'), null);
    await refused(ledger.append(chargeOf('10.01')), { kind: 'over_balance', ledger: 'insurance', balance: usd('10.0000'), amount: usd('-10.01'), voidOf: null });
    await ledger.append(chargeOf('5'));
    await refused(ledger.void(refilled), { kind: 'over_balance', ledger: 'insurance', balance: usd('5.0000'), amount: usd('-10.0000'), voidOf: refilled });
    assert.equal(await ledger.rows(), 2);
  });

  it('already_voided and void_of_void: a transaction is voided once, and a void never', async () => {
    const ledger = await insurance();
    const { id: refilled } = await ledger.append(refillOf('10'), null);
    const voiding = await ledger.void(refilled);
    await refused(ledger.void(refilled), { kind: 'already_voided', ledger: 'insurance', transactionId: refilled });
    await refused(ledger.void(voiding), { kind: 'void_of_void', ledger: 'insurance', transactionId: voiding });
    assert.equal(await ledger.rows(), 2);
  });

  it('card_declined: the processor declined the refill\'s card, nothing written', async () => {
    const ledger = await insurance();
    await refused(refill(world.db, processor, INSURANCE_LEDGER, ledger.key, {
      amount: usd('10'), expected: null, kind: null, card: '4000000000009995', idempotencyKey: null, description: 'declined',
    }), { kind: 'card_declined', ledger: 'insurance', reason: 'insufficient_funds' });
    assert.equal(await ledger.rows(), 0);
  });
});
