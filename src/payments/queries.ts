/** SQL of payment intents (migrations 0030, 0100): a card charge recorded before it is made. */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';

export type Purpose = 'insurance_refill' | 'wallet_refill' | 'wallet_auto_refill';
export type IntentStatus = 'pending' | 'succeeded' | 'declined' | 'refunded' | 'abandoned' | 'failed';

export interface IntentInput {
  orgId: number;
  idempotencyKey: string;
  purpose: Purpose;
  subaccountId: number | null;
  card: string | null;
  /** Positive decimal text. */
  amount: string;
  currency: string;
  /** The id of the last transaction the client held ('none': no transaction yet); null: append at the head, whatever it is (automatic refills). */
  expectedLast: string | null;
  kind: string | null;
}

export interface Intent extends IntentInput {
  id: number;
  status: IntentStatus;
  chargeId: string | null;
  transactionId: number | null;
  declineReason: string | null;
}

interface IntentRow {
  org_id: number; id: number; idempotency_key: string; purpose: Purpose; subaccount_id: number | null; card: string | null;
  amount_amount: string; amount_currency: string; expected_last: string | null; kind: string | null; status: IntentStatus;
  charge_id: string | null; transaction_id: number | null; decline_reason: string | null;
}

const COLUMNS = sql`org_id, id, idempotency_key, purpose, subaccount_id, card, amount_amount::text AS amount_amount, amount_currency,
  expected_last, kind, status, charge_id, transaction_id, decline_reason`;

const intentOf = (r: IntentRow): Intent => ({
  orgId: Number(r.org_id), id: Number(r.id), idempotencyKey: r.idempotency_key, purpose: r.purpose,
  subaccountId: r.subaccount_id === null ? null : Number(r.subaccount_id), card: r.card,
  amount: r.amount_amount, currency: r.amount_currency.trim(), expectedLast: r.expected_last, kind: r.kind, status: r.status,
  chargeId: r.charge_id, transactionId: r.transaction_id === null ? null : Number(r.transaction_id), declineReason: r.decline_reason,
});

export async function findIntent(db: Queryable, orgId: number, key: string, lock = false): Promise<Intent | null> {
  const row = await db.one<IntentRow>(sql`SELECT ${COLUMNS} FROM payment_intents WHERE org_id = ${orgId} AND idempotency_key = ${key}${lock ? sql` FOR UPDATE` : sql``}`);
  return row ? intentOf(row) : null;
}

/** Records the intent; null when a request with the same key recorded one first (it waits for that one to commit). */
export async function insertIntent(db: Queryable, input: IntentInput): Promise<Intent | null> {
  const row = await db.one<IntentRow>(sql`
    INSERT INTO payment_intents (org_id, idempotency_key, purpose, subaccount_id, card, amount_amount, amount_currency, expected_last, kind)
    VALUES (${input.orgId}, ${input.idempotencyKey}, ${input.purpose}, ${input.subaccountId}, ${input.card}, ${input.amount}::numeric,
            ${input.currency}, ${input.expectedLast}, ${input.kind})
    ON CONFLICT (org_id, idempotency_key) DO NOTHING
    RETURNING ${COLUMNS}`);
  return row ? intentOf(row) : null;
}

/** Moves an unfinished intent to its outcome; false when it had already finished. */
export async function finishIntent(db: Queryable, intent: Intent, status: IntentStatus,
  values: { chargeId?: string | null; transactionId?: number | null; declineReason?: string | null; failure?: string | null } = {}): Promise<boolean> {
  const rows = await db.rows(sql`
    UPDATE payment_intents SET status = ${status}, charge_id = coalesce(${values.chargeId ?? null}, charge_id),
      transaction_id = ${values.transactionId ?? null}, decline_reason = ${values.declineReason ?? null}, failure = ${values.failure ?? null},
      updated_at = now()
    WHERE org_id = ${intent.orgId} AND id = ${intent.id} AND status IN ('pending', 'abandoned') RETURNING id`);
  return rows.length > 0;
}

/** Intents still pending after `olderThanSeconds`: their request died between recording and finishing them. */
export async function stalePendingIntents(db: Queryable, olderThanSeconds: number): Promise<Intent[]> {
  const rows = await db.rows<IntentRow>(sql`
    SELECT ${COLUMNS} FROM payment_intents
    WHERE status = 'pending' AND created_at <= now() - make_interval(secs => ${olderThanSeconds}) ORDER BY created_at LIMIT 1000`);
  return rows.map(intentOf);
}

/** Takes an abandoned intent up again (its client retried): pending once more, so it may reserve the ledger's head. */
export async function reopenIntent(db: Queryable, intent: Intent): Promise<boolean> {
  const rows = await db.rows(sql`
    UPDATE payment_intents SET status = 'pending', updated_at = now()
    WHERE org_id = ${intent.orgId} AND id = ${intent.id} AND status = 'abandoned' RETURNING id`);
  return rows.length > 0;
}
