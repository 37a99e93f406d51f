/**
 * The import's page as a command (`importOrders`): whole orders written in a few set-based statements whatever their
 * number (batch.ts), under the lock and with the end of every other write (applyOrderCommands: every existing order
 * it reaches locked in id order first; then renders and events). What the import needs beyond a change of orders are
 * facts of the page: timestamps kept as the source wrote them (among the rows' columns), an order replaced under its
 * id (deleted with its parts and written again: its url stays, its subscribers hear a put, not a delete), the
 * documents of its boxes (their files stored before the transaction) and relations to orders of the page or written
 * before. An order it replaces or relates to that is not there (deleted meanwhile) is refused as `missing`.
 */
import { sql } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import { deleteReplaced, insertPage, insertPageDocuments, type OrderAt } from '../batch.ts';
import { relatePairs } from '../relations.ts';
import type { Planner } from './step.ts';

export const importOrders: Planner<'importOrders'> = async (tx, org, { page }) => {
  const replaced = page.orders.flatMap((o) => (o.replaces === null ? [] : [o.replaces]));
  const named = page.relations.flatMap((r) => [r.from, r.to]).flatMap((at) => ('id' in at ? [at.id] : []));
  // The orders related to a replaced one change too (their mirrors go with it, and come back with its relations).
  const mirrors = replaced.length > 0 ? await relatedToAny(tx, org.id, replaced) : [];
  const reached = [...new Set([...named, ...mirrors])].filter((id) => !replaced.includes(id));
  return {
    ids: [...replaced, ...named],
    missing: 'order',
    related: mirrors,
    async run(changes) {
      const deliveredBefore = replaced.length > 0 ? await deliveredAmong(tx, org.id, replaced) : new Set<number>();
      const removedFiles = await deleteReplaced(tx, org.id, replaced);
      const { orderIds, boxIds } = await insertPage(tx, org.id, page);
      await insertPageDocuments(tx, org.id, page, orderIds, boxIds);
      const idOf = (at: OrderAt) => ('id' in at ? at.id : orderIds[at.page]);
      await relatePairs(tx, org.id, page.relations.map((r) => ({ orderId: idOf(r.from), relatedId: idOf(r.to), kind: r.kind }))
        .filter((p) => p.orderId !== p.relatedId));
      // The written orders' kept values come with their rows, their timestamps the source's; the orders reached
      // only through relations keep theirs (relations are none of their kept values): none is refreshed. A new
      // order without documents is a created one: its boxes have no documents or tracking for its render to read.
      const created = (k: number) => page.orders[k].replaces === null && page.orders[k].boxes.every((b) => b.documents.length === 0);
      orderIds.forEach((id, k) => (created(k) ? changes.created(id) : undefined));
      changes.written(orderIds.filter((_, k) => !created(k)), deliveredBefore);
      changes.written(reached, new Set(reached));
      return { orderIds, boxIds, removedFiles };
    },
  };
};

/** The orders related to any of `ids` (their mirrors go when those are deleted). */
async function relatedToAny(tx: Queryable, orgId: number, ids: number[]): Promise<number[]> {
  const rows = await tx.rows<{ id: number }>(sql`
    SELECT DISTINCT related_order_id AS id FROM order_relations WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(ids)})`);
  return rows.map((r) => Number(r.id));
}

/** Those of `ids` whose boxes are all delivered (a replaced order hears `order-delivered` once). */
async function deliveredAmong(tx: Queryable, orgId: number, ids: number[]): Promise<Set<number>> {
  const rows = await tx.rows<{ id: number }>(sql`
    SELECT id FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray(ids)}) AND is_delivered`);
  return new Set(rows.map((r) => Number(r.id)));
}
