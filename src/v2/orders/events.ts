/**
 * The end of every write to orders or their parts: recompute the kept values, then emit one `orders`
 * event per changed order with its GET JSON (boxes as references), all in the write's transaction.
 */
import type { Queryable } from '../../db/database.ts';
import { encodeId } from '../../core/ids.ts';
import { emitEvent } from '../../events/emit.ts';
import { refreshOrders } from './kept-values.ts';
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
