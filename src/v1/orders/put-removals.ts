/**
 * What a v1 PUT removes: a PUT is the whole order, so when it sends `boxes`, the order's boxes it does not name go,
 * and when a box it sends has `items`, that box's items it does not name go (as the order's parts the client read
 * with GET and left out). A box sent without `items` (GET shows boxes as references) keeps its items.
 */
import type { Queryable } from '../../db/database.ts';
import type { OrderChange, OrderCommand } from '../../orders/commands.ts';
import { selectBoxRefs } from '../../orders/boxes/queries.ts';
import { selectItemRefs } from '../../orders/boxes/items/queries.ts';

export async function putRemovals(tx: Queryable, orgId: number, orderId: number, body: Record<string, unknown>, change: OrderChange): Promise<OrderCommand[]> {
  if (!Array.isArray(body.boxes)) return [];
  const sent = body.boxes as unknown[];
  const named = new Set((change.boxes ?? []).flatMap((b) => (b.id === null ? [] : [b.id])));
  const boxes = await selectBoxRefs(tx, orgId, { orderIds: [orderId] });
  const removals: OrderCommand[] = boxes.filter((b) => !named.has(Number(b.id)))
    .map((b) => ({ type: 'removeBox', orderId, boxId: Number(b.id) }));

  // Boxes named with their items: the items of theirs that are not named.
  const listed = (change.boxes ?? []).filter((b, i) => b.id !== null && Array.isArray((sent[i] as { items?: unknown } | null)?.items));
  if (listed.length === 0) return removals;
  const keep = new Set(listed.flatMap((b) => b.items.flatMap((item) => (item.id === null ? [] : [item.id]))));
  const items = await selectItemRefs(tx, orgId, { orderIds: [orderId], boxIds: listed.map((b) => b.id!) });
  for (const item of items) {
    if (!keep.has(Number(item.id))) removals.push({ type: 'removeItem', orderId, boxId: Number(item.box_id), itemId: Number(item.id) });
  }
  return removals;
}
