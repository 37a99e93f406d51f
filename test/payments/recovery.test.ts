/**
 * A card charge is never doubled: a crash between the processor's charge and the ledger's commit is finished by
 * reconciliation (as at a restart), and a retry with the same Idempotency-Key answers the same transaction.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createProcessor, type PaymentProcessor } from '../../src/payments/index.ts';
import { recoverPayments } from '../../src/payments-recovery.ts';

describe('payment recovery', () => {
  let world: TestWorld;
  let real: PaymentProcessor;
  /** What the next charge does besides charging: crash before it, crash after it, or run a concurrent writer meanwhile. */
  let fault: 'none' | 'before' | 'after' | ((org: TestOrg) => Promise<void>) = 'none';
  let faultOrg: TestOrg;

  before(async () => {
    world = await createWorld();
    real = createProcessor('test', world.db);
    const faulty: PaymentProcessor = {
      name: 'faulty',
      async charge(request) {
        const now = fault;
        fault = 'none';
        if (now === 'before') throw new Error('simulated crash before the charge');
        const result = await real.charge(request);
        if (now === 'after') throw new Error('simulated crash after the charge');
        if (typeof now === 'function') await now(faultOrg);
        return result;
      },
      saveCard: (number) => real.saveCard(number),
      find: (key) => real.find(key),
      refund: (id) => real.refund(id),
    };
    (world.app as unknown as { payments: PaymentProcessor }).payments = faulty;
  });
  after(() => world.close());

  const refill = (org: TestOrg, amount: string, last: string | null, key: string) => world.request('POST', `${org.url}insurance/`, {
    token: org.token, body: { amount, transaction_type: 'refill', last_transaction: last }, headers: { 'idempotency-key': key },
  });
  const charges = async (org: TestOrg) => world.db.rows<{ status: string; amount: string }>(sql`
    SELECT status, amount::text AS amount FROM test_processor_charges WHERE idempotency_key LIKE ${`org${org.id}:%`} ORDER BY id`);
  const ledger = (org: TestOrg) => world.db.rows<{ id: number; amount: string; processor_charge_id: string | null }>(sql`
    SELECT id, amount_amount::text AS amount, processor_charge_id FROM insurance_transactions WHERE org_id = ${org.id} ORDER BY id`);
  const recover = () => recoverPayments(world.db, real, world.config, world.app.log, 0);

  it('a crash after the charge: recovery writes the refill once; the retry answers it without charging again', async () => {
    const org = await world.createOrg();
    fault = 'after';
    const crashed = await refill(org, '40 USD', null, 'crash-1');
    assert.equal(crashed.statusCode, 500);
    assert.equal((await ledger(org)).length, 0, 'nothing in the ledger yet');
    assert.deepEqual((await charges(org)).map((c) => c.status), ['succeeded'], 'the card was charged');

    const counts = await recover();
    assert.equal(counts.recorded, 1);
    const rows = await ledger(org);
    assert.equal(rows.length, 1);
    assert.match(rows[0].processor_charge_id!, /^test_ch_/);

    const retry = await refill(org, '40 USD', null, 'crash-1');
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal(retry.json().processor_charge_id, rows[0].processor_charge_id);
    assert.equal((await charges(org)).length, 1, 'charged once');
    assert.equal((await ledger(org)).length, 1);
    assert.equal((await recover()).recorded, 0, 'nothing left to recover');
  });

  it('a retry before recovery finishes the same charge: still one charge, one transaction', async () => {
    const org = await world.createOrg();
    fault = 'after';
    assert.equal((await refill(org, '15 USD', null, 'crash-2')).statusCode, 500);
    const retry = await refill(org, '15 USD', null, 'crash-2');
    assert.equal(retry.statusCode, 201, retry.body);
    assert.equal((await charges(org)).length, 1);
    assert.equal((await ledger(org)).length, 1);
    assert.equal((await recover()).recorded, 0);
  });

  it('a crash before the charge: recovery abandons the intent and a retry charges once', async () => {
    const org = await world.createOrg();
    fault = 'before';
    assert.equal((await refill(org, '20 USD', null, 'crash-3')).statusCode, 500);
    assert.equal((await charges(org)).length, 0);
    assert.equal((await recover()).abandoned, 1);
    const retry = await refill(org, '20 USD', null, 'crash-3');
    assert.equal(retry.statusCode, 201);
    assert.equal((await charges(org)).length, 1);
    assert.equal((await ledger(org)).length, 1);
  });

  // Issue 41: the head is reserved for the refill before its card is charged. A writer holding the same
  // last_transaction while the card is being charged is refused (409); it used to be written, and the refill's
  // charge refunded.
  it('a writer that comes while the card is being charged gets a 409; the refill is recorded and nothing is refunded', async () => {
    const org = await world.createOrg();
    const first = (await refill(org, '100 USD', null, 'base')).json();
    const res = await world.request('POST', `${org.url}orders/`, { token: org.token, body: { primary_id: 'X' } });
    let during: { statusCode: number; body: string } | null = null;
    faultOrg = org;
    fault = async (o) => {
      during = await world.request('POST', `${res.json().url}insurance/`, { token: o.token, body: { amount: '1 USD', last_transaction: first.url } });
    };
    const raced = await refill(org, '10 USD', first.url, 'raced');
    assert.equal(raced.statusCode, 201, raced.body);
    assert.equal(during!.statusCode, 409, during!.body);
    assert.deepEqual((await charges(org)).map((c) => c.status), ['succeeded', 'succeeded'], 'nothing refunded');
    assert.equal((await ledger(org)).length, 2, 'the first refill and the raced one');
    const retry = await refill(org, '10 USD', first.url, 'raced');
    assert.equal(retry.statusCode, 201, 'its retry answers the same transaction');
    assert.equal(retry.json().url, raced.json().url);
    const after = await world.request('POST', `${res.json().url}insurance/`, { token: org.token, body: { amount: '1 USD', last_transaction: raced.json().url } });
    assert.equal(after.statusCode, 201, 'the head is free once the refill is recorded');
  });

  it('an intent recovery cannot finish now is left pending and logged, and the others are finished (issue 41)', async () => {
    const stuck = await world.createOrg();
    const fine = await world.createOrg();
    for (const [org, key] of [[stuck, 'stuck'], [fine, 'fine']] as const) {
      fault = 'after';
      assert.equal((await refill(org, '5 USD', null, key)).statusCode, 500);
    }
    const unreachable: PaymentProcessor = {
      ...real, find: async (key) => { if (key.endsWith(':stuck')) throw new Error('processor unreachable'); return real.find(key); },
    };
    const counts = await recoverPayments(world.db, unreachable, world.config, world.app.log, 0);
    assert.equal(counts.retried, 1, 'left for the next run');
    assert.equal(counts.recorded, 1, 'the other one is recorded');
    assert.equal((await ledger(fine)).length, 1);
    assert.equal((await ledger(stuck)).length, 0);
    assert.equal((await recover()).recorded, 1, 'the next run, with the processor back');
    assert.equal((await ledger(stuck)).length, 1);
  });
});

describe('payment recovery of automatic refills', () => {
  it('an auto-refill whose charge never ran (a crash after the wallet charge committed) is charged and recorded on recovery', async () => {
    const world = await createWorld();
    try {
      const org = await world.createOrg();
      const sub = (await world.request('POST', `${org.url}wallet-subaccounts/`, { token: org.token, body: {
        unique_id: 'auto', wallet_auto_refill_limit: '10 USD', wallet_auto_refill_amount: '25 USD' } })).json();
      const real = createProcessor('test', world.db);
      // The process dies before it calls the processor for the automatic refill.
      (world.app as unknown as { payments: PaymentProcessor }).payments = { ...real, charge: async () => { throw new Error('simulated crash'); } };
      const charge = await world.request('POST', `${sub.url}transactions/`, { token: org.token, body: { amount: '5 USD', transaction_type: 'charge', last_transaction: null } });
      assert.equal(charge.statusCode, 201, 'the charge itself committed');
      const before = (await world.request('GET', `${sub.url}transactions/`, { token: org.token })).json();
      assert.equal(before.count, 1);
      const counts = await recoverPayments(world.db, real, world.config, world.app.log, 0);
      assert.equal(counts.recorded, 1);
      const after = (await world.request('GET', `${sub.url}transactions/`, { token: org.token })).json();
      assert.equal(after.count, 2);
      assert.equal(after.results[1].kind, 'auto_refill');
      assert.equal(after.current_wallet_balance, '20.00 USD');
      assert.equal((await recoverPayments(world.db, real, world.config, world.app.log, 0)).recorded, 0, 'once');
    } finally {
      await world.close();
    }
  });
});
