import { sql } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { detachLedgerFromOrders } from '../../../money/ledger/index.ts';
import { listDocumentFilesOf } from './documents.ts';
import { countOrders, moveOrderCount, type StatusPair } from '../../counts.ts';
import { updateWhenChangedSql, type Columns } from '../../../core/fields/index.ts';

/**
 * Sets the columns and updated_at when one of them changes value (a write of the values stored writes nothing);
 * true when it did. A change of status moves the order between the counts (counts.ts): the statement answers the
 * statuses before (its subqueries see the row as it was) and after.
 */
export async function updateOrder(tx: Queryable, orgId: number, orderId: number, columns: Columns): Promise<boolean> {
  const where = sql`org_id = ${orgId} AND id = ${orderId}`;
  const statuses = 'billing_status' in columns || 'shipping_status' in columns;
  const returning = statuses
    ? sql`billing_status, shipping_status, (SELECT b.billing_status FROM orders b WHERE b.org_id = ${orgId} AND b.id = ${orderId}) AS billing_before,
      (SELECT b.shipping_status FROM orders b WHERE b.org_id = ${orgId} AND b.id = ${orderId}) AS shipping_before`
    : undefined;
  const update = updateWhenChangedSql(sql`orders`, where, columns, returning);
  if (update === null) return false;
  const [row] = await tx.rows<StatusPair & { billing_before: string | null; shipping_before: string | null }>(update);
  if (row && statuses) await moveOrderCount(tx, orgId, { billing_status: row.billing_before, shipping_status: row.shipping_before }, row);
  return row !== undefined;
}

/**
 * Deletes the order with its parts: the ledger entries naming it are detached first (money/ledger/detach.ts) and
 * its documents' files listed for removal, and its count taken off (counts.ts); answers its documents' storage keys.
 */
export async function deleteOrder(tx: Queryable, orgId: number, orderId: number): Promise<string[]> {
  await detachLedgerFromOrders(tx, orgId, [orderId]);
  const keys = await listDocumentFilesOf(tx, orgId, { orderIds: [orderId] });
  await countOrders(tx, orgId, [orderId], -1);
  await tx.rows(sql`DELETE FROM orders WHERE org_id = ${orgId} AND id = ${orderId}`);
  return keys;
}
