/** The SQL every ledger shares, written against its spec's tables (migrations 0030, 0100). */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Entry, Head, KeyColumns, LedgerSpec } from './spec.ts';

const matching = (columns: KeyColumns, alias: string): SQL =>
  sql.join(columns.map(([column, value]) => sql`${sql.identifier(alias)}.${sql.identifier(column)} = ${value}`), sql` AND `);

interface HeadRow {
  head_id: number | null;
  balance: string;
  currency: string | null;
  reserved_by: number | null;
  reserved_for: number | null;
}

/**
 * The ledger's head, locked until the transaction ends when `lock` (created first when the spec says so); null when
 * there is no such ledger. `reservedBy` is set only while the intent it names is pending.
 */
/* payment_intents is pinned by the key's org_id as a value, not by h.org_id: Citus routes this locking read (FOR
 * UPDATE) to one shard only when each table's org_id is fixed by a value. */
export async function readHead<K extends { orgId: number }, E>(db: Queryable, spec: LedgerSpec<K, E>, key: K, lock: boolean): Promise<Head<E> | null> {
  const select = sql`
    SELECT h.head_id, h.balance_amount::text AS balance, h.${sql.identifier(spec.currencyColumn)} AS currency,
      (SELECT p.id FROM payment_intents p WHERE p.org_id = ${key.orgId} AND p.id = h.reserved_by AND p.status = 'pending') AS reserved_by,
      h.reserved_by AS reserved_for
      ${spec.headExtras ? sql`, ${spec.headExtras.columns}` : sql``}
    FROM ${sql.identifier(spec.headTable)} h WHERE ${matching(spec.headKey(key), 'h')}${lock ? sql` FOR UPDATE OF h` : sql``}`;
  let row = await db.one<HeadRow & Record<string, unknown>>(select);
  if (!row && lock && spec.createsHead) {
    const columns = spec.headKey(key);
    await db.rows(sql`INSERT INTO ${sql.identifier(spec.headTable)} (${sql.join(columns.map(([c]) => sql.identifier(c)), sql`, `)})
      VALUES (${sql.join(columns.map(([, v]) => sql`${v}`), sql`, `)}) ON CONFLICT DO NOTHING`);
    row = await db.one(select);
  }
  if (!row) return spec.createsHead ? { headId: null, balance: '0', currency: null, reservedBy: null, extra: spec.headExtras?.read({}) as E } : null;
  let reservedBy = row.reserved_by === null ? null : Number(row.reserved_by);
  if (lock && row.reserved_for !== null) {
    // Read again after the lock: a statement that waited for the lock sees the head row as its holder committed it,
    // but other tables (the intent's status) as they were when it began.
    const pending = await db.one(sql`SELECT 1 FROM payment_intents WHERE org_id = ${key.orgId} AND id = ${row.reserved_for} AND status = 'pending'`);
    reservedBy = pending ? Number(row.reserved_for) : null;
  }
  return {
    headId: row.head_id === null ? null : Number(row.head_id), balance: row.balance, currency: row.currency?.trim() ?? null,
    reservedBy, extra: (spec.headExtras?.read(row) ?? {}) as E,
  };
}

/** Marks the (locked) head reserved for a pending payment intent. */
export async function reserveHead<K extends { orgId: number }, E>(tx: Queryable, spec: LedgerSpec<K, E>, key: K, intentId: number): Promise<void> {
  await tx.rows(sql`UPDATE ${sql.identifier(spec.headTable)} h SET reserved_by = ${intentId} WHERE ${matching(spec.headKey(key), 'h')}`);
}

/** Appends after the locked head and moves the head to it (ending any reservation), in one statement; the new id. */
export async function appendRow<K extends { orgId: number }, E>(tx: Queryable, spec: LedgerSpec<K, E>, key: K, head: Head<E>, entry: Entry,
  balance: string): Promise<number> {
  const columns: (readonly [string, unknown])[] = [
    ...spec.transactionKey(key), ['transaction_type', entry.type], ...(spec.kinds ? [['kind', entry.kind ?? null] as const] : []),
    ['amount_amount', entry.amount], ['amount_currency', entry.currency], ['balance_amount', balance], ['balance_currency', entry.currency],
    ['last_transaction_id', head.headId], ['void_of_id', entry.voidOf ?? null], ['order_id', entry.orderId ?? null],
    ['box_id', entry.boxId ?? null], ['processor_charge_id', entry.chargeId ?? null],
  ];
  const row = await tx.one<{ id: number }>(sql`
    WITH t AS (
      INSERT INTO ${sql.identifier(spec.transactionTable)} (${sql.join(columns.map(([c]) => sql.identifier(c)), sql`, `)})
      VALUES (${sql.join(columns.map(([, v]) => sql`${v}`), sql`, `)})
      RETURNING id, balance_amount)
    UPDATE ${sql.identifier(spec.headTable)} h SET head_id = t.id, balance_amount = t.balance_amount,
      ${sql.identifier(spec.currencyColumn)} = ${entry.currency}, reserved_by = NULL${spec.onAppend ? sql`, ${spec.onAppend}` : sql``}
    FROM t WHERE ${matching(spec.headKey(key), 'h')} RETURNING t.id`);
  return Number(row!.id);
}

export interface OriginalRow {
  transaction_type: 'refill' | 'charge';
  amount: string;
  currency: string;
  order_id: number | null;
  box_id: number | null;
  void_of_id: number | null;
  voided: boolean;
}

/** A transaction of the ledger as a void needs it: what it moved, what it is for, and whether it was voided. */
export async function originalRow<K extends { orgId: number }, E>(db: Queryable, spec: LedgerSpec<K, E>, key: K, id: number): Promise<OriginalRow | null> {
  const table = sql.identifier(spec.transactionTable);
  return (await db.one<OriginalRow>(sql`
    SELECT t.transaction_type, t.amount_amount::text AS amount, t.amount_currency AS currency, t.order_id, t.box_id, t.void_of_id,
      EXISTS (SELECT 1 FROM ${table} v WHERE v.org_id = ${key.orgId} AND v.void_of_id = t.id) AS voided
    FROM ${table} t WHERE ${matching(spec.transactionKey(key), 't')} AND t.id = ${id}`)) ?? null;
}
