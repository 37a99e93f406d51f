/**
 * The end of every write to orders or their parts: recompute the kept values, then emit one `orders`
 * event per changed order with its GET JSON (boxes as references), all in the write's transaction.
 */
import type { Database, Queryable } from '../../db/database.ts';
import { notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { emitEvent } from '../../events/emit.ts';
import { refreshOrders } from './kept-values.ts';
import { lockOrder } from './queries.ts';
import { renderOrderMap, type OrderJson, type OrgRef } from './render.ts';

/** Returns the rendered orders by id, so a handler can answer with the same JSON. */
export async function finishOrderWrite(tx: Queryable, org: OrgRef, orderIds: number[]): Promise<Map<number, OrderJson>> {
  const ids = [...new Set(orderIds)];
  await refreshOrders(tx, org.id, ids);
  const orders = await renderOrderMap(tx, org, ids);
  for (const [id, order] of orders) {
    await emitEvent(tx, { orgId: org.id, entity: 'orders', objectPk: encodeId(id), action: 'put', payload: order });
  }
  return orders;
}

export async function emitOrderDeleted(tx: Queryable, orgId: number, orderId: number): Promise<void> {
  await emitEvent(tx, { orgId, entity: 'orders', objectPk: encodeId(orderId), action: 'delete', payload: null });
}

/**
 * A write to one order's parts (boxes, items, notes, tags) as one transaction: locks the order (a 404 naming
 * `missing` when the organization has no such order), applies `change`, recomputes the kept values and emits
 * the order's event, then reads the response with `answer`, which sees the kept values (a box's effective
 * size) already current.
 */
export function writeOrderPart<C, T = void>(
  db: Database, org: OrgRef, orderId: number, missing: string,
  change: (tx: Queryable) => Promise<C>,
  answer?: (tx: Queryable, changed: C) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await lockOrder(tx, org.id, orderId))) throw notFound(missing);
    const changed = await change(tx);
    await finishOrderWrite(tx, org, [orderId]);
    return answer ? answer(tx, changed) : (undefined as T);
  });
}
