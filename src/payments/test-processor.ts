/**
 * The built-in test processor: it approves every card except the documented test numbers below, so everything
 * runs offline. It keeps its own books in `test_processor_charges`, written outside the caller's transaction
 * (it stands for a service elsewhere), so a charge survives a crash of the API as a real one would.
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { ChargeRequest, ChargeResult, PaymentProcessor } from './processor.ts';

/** Test card numbers that decline, and why (spaces and dashes in a card number are ignored). */
export const DECLINING_TEST_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000000069': 'expired_card',
};

/** The test processor's approving card, used when the payer has none on file. */
export const APPROVING_TEST_CARD = '4242424242424242';

/**
 * The test processor's reference of a saved card: `tok_test_<outcome>_<last four>`, the outcome being the decline
 * reason of a declining test number or `approved` (so the reference charges as the number did).
 */
export const testCardReference = (number: string): string =>
  `tok_test_${DECLINING_TEST_CARDS[number] ?? 'approved'}_${number.slice(-4)}`;

/** Why a card (a test number, with spaces and dashes, or a reference of one) is declined; null when it is approved. */
export const declineReason = (card: string | null): string | null => {
  const reference = /^tok_test_([a-z_]+)_\d{4}$/.exec(card ?? '');
  if (reference) return reference[1] === 'approved' ? null : reference[1];
  return DECLINING_TEST_CARDS[(card ?? '').replace(/[\s-]/g, '')] ?? null;
};

interface ChargeRow {
  id: number;
  status: 'succeeded' | 'declined' | 'refunded';
  card: string | null;
}

const resultOf = (row: ChargeRow): ChargeResult =>
  row.status === 'declined' ? { status: 'declined', reason: declineReason(row.card) ?? 'card_declined' } : { status: row.status, chargeId: `test_ch_${row.id}` };

/** `db` must not be a request's transaction: the processor's books commit on their own. */
export function testProcessor(db: Queryable): PaymentProcessor {
  return {
    name: 'test',
    async saveCard(number: string) {
      return { reference: testCardReference(number), last4: number.slice(-4) };
    },
    async charge(request: ChargeRequest) {
      const status = declineReason(request.card) === null ? 'succeeded' : 'declined';
      // One charge per key: a repeated call finds the first (ON CONFLICT waits for a concurrent first to commit).
      await db.rows(sql`
        INSERT INTO test_processor_charges (idempotency_key, card, amount, currency, status)
        VALUES (${request.idempotencyKey}, ${request.card}, ${request.amount}::numeric, ${request.currency}, ${status})
        ON CONFLICT (idempotency_key) DO NOTHING`);
      const row = await db.one<ChargeRow>(sql`SELECT id, status, card FROM test_processor_charges WHERE idempotency_key = ${request.idempotencyKey}`);
      return resultOf(row!);
    },
    async find(idempotencyKey: string) {
      const row = await db.one<ChargeRow>(sql`SELECT id, status, card FROM test_processor_charges WHERE idempotency_key = ${idempotencyKey}`);
      return row ? resultOf(row) : null;
    },
    async refund(chargeId: string) {
      const id = Number(chargeId.replace(/^test_ch_/, ''));
      await db.rows(sql`UPDATE test_processor_charges SET status = 'refunded' WHERE id = ${id} AND status = 'succeeded'`);
    },
  };
}
