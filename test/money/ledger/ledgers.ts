/** The two ledgers of the API, driven the same way, so that every money test runs on both. */
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import type { TestOrg, TestWorld } from '../../support/app.ts';

export interface LedgerUnderTest {
  name: 'insurance' | 'wallet';
  org: TestOrg;
  refill(amount: string, last: string | null, headers?: Record<string, string>): ReturnType<TestWorld['request']>;
  charge(amount: string, last: string | null): ReturnType<TestWorld['request']>;
  /** The url of the latest transaction, or null. */
  head(): Promise<string | null>;
  /** The balance shown, such as "10.00 USD". */
  balance(): Promise<string>;
  /** How many transactions the ledger holds. */
  rows(): Promise<number>;
  /** The test processor's charges of this organization, oldest first. */
  cardCharges(): Promise<{ status: string; amount: string }[]>;
}

export const LEDGERS = ['insurance', 'wallet'] as const;

export async function ledgerUnderTest(world: TestWorld, name: 'insurance' | 'wallet'): Promise<LedgerUnderTest> {
  const org = await world.createOrg();
  const cardCharges = () => world.db.rows<{ status: string; amount: string }>(sql`
    SELECT status, amount::text AS amount FROM test_processor_charges WHERE idempotency_key LIKE ${`org${org.id}:%`} ORDER BY id`);
  const count = (table: string) => async () => (await world.db.one<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE org_id = ${org.id}`))!.n;
  if (name === 'insurance') {
    const order = await world.request('POST', `${org.url}orders/`, { token: org.token, body: { primary_id: 'PO-1' } });
    assert.equal(order.statusCode, 201, order.body);
    const list = async () => (await world.request('GET', `${org.url}insurance/?limit=1000`, { token: org.token })).json();
    return {
      name, org, cardCharges, rows: count('insurance_transactions'),
      refill: (amount, last, headers = {}) => world.request('POST', `${org.url}insurance/`, {
        token: org.token, body: { amount, transaction_type: 'refill', last_transaction: last }, headers }),
      charge: (amount, last) => world.request('POST', `${order.json().url}insurance/`, { token: org.token, body: { amount, last_transaction: last } }),
      head: async () => (await list()).results.at(-1)?.url ?? null,
      balance: async () => (await list()).current_insurance_balance,
    };
  }
  const created = await world.request('POST', `${org.url}wallet-subaccounts/`, { token: org.token, body: { unique_id: 'money' } });
  assert.equal(created.statusCode, 201, created.body);
  const sub = created.json();
  const list = async () => (await world.request('GET', `${sub.url}transactions/?limit=1000`, { token: org.token })).json();
  const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    world.request('POST', `${sub.url}transactions/`, { token: org.token, body, headers });
  return {
    name, org, cardCharges, rows: count('wallet_transactions'),
    refill: (amount, last, headers) => post({ amount, transaction_type: 'refill', last_transaction: last }, headers),
    charge: (amount, last) => post({ amount, transaction_type: 'charge', last_transaction: last }),
    head: async () => (await list()).results.at(-1)?.url ?? null,
    balance: async () => (await list()).current_wallet_balance,
  };
}
