/**
 * Ledger entries (insurance and wallet transactions) outlive the orders and boxes they name: before an order or a
 * box is deleted, the entries naming it keep their amounts and lose the reference. A foreign key's
 * `ON DELETE SET NULL` did this until migration 0291; Citus refuses that action on a key that holds the
 * distribution column (org_id), so the writers that delete orders and boxes call this first, in their transaction.
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { bigintArray } from '../../db/sql.ts';

const LEDGER_TABLES = ['insurance_transactions', 'wallet_transactions'] as const;

/** Clears the references to these orders, and to their boxes, from every ledger entry of the organization. */
export async function detachLedgerFromOrders(tx: Queryable, orgId: number, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = bigintArray(orderIds);
  const boxes = sql`(SELECT b.id FROM boxes b WHERE b.org_id = ${orgId} AND b.order_id = ANY(${ids}))`;
  for (const table of LEDGER_TABLES) {
    await tx.rows(sql`
      UPDATE ${sql.identifier(table)} t
      SET order_id = CASE WHEN t.order_id = ANY(${ids}) THEN NULL ELSE t.order_id END,
          box_id = CASE WHEN t.box_id IN ${boxes} THEN NULL ELSE t.box_id END
      WHERE t.org_id = ${orgId} AND (t.order_id = ANY(${ids}) OR t.box_id IN ${boxes})`);
  }
}

/** Clears the references to this box from every ledger entry of the organization (the order stays named). */
export async function detachLedgerFromBox(tx: Queryable, orgId: number, boxId: number): Promise<void> {
  for (const table of LEDGER_TABLES) {
    await tx.rows(sql`UPDATE ${sql.identifier(table)} SET box_id = NULL WHERE org_id = ${orgId} AND box_id = ${boxId}`);
  }
}
