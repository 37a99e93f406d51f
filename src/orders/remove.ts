/**
 * Deleting an order or a box, for v2 and v1 alike: one transaction through `changeOrders`, then the files of
 * their documents (listed for removal by a trigger as their rows go) removed after commit.
 */
import type { App } from '../app-types.ts';
import { notFound } from '../core/errors.ts';
import { removeFiles } from '../storage/removals.ts';
import { changeOrders } from './change-orders.ts';
import { deleteOrder } from './queries.ts';
import { relatedOrderIds } from './relations.ts';
import { deleteBox, selectBoxRefs } from './boxes/queries.ts';
import { documentKeys } from './boxes/docs/queries.ts';

type Org = Parameters<typeof changeOrders>[1];

/** Deletes an order with everything it holds; the mirrors of its relations go with it, so related orders change too. */
export async function removeOrder(app: App, org: Org, id: number): Promise<void> {
  const files = await app.db.transaction(async (tx) => {
    const related = await relatedOrderIds(tx, org.id, id);
    const { result } = await changeOrders(tx, org, { ids: [id], missing: 'order', related }, async (changes) => {
      const keys = await documentKeys(tx, org.id, { orderId: id });
      await deleteOrder(tx, org.id, id);
      changes.deleted(id);
      return keys;
    });
    return result;
  });
  await removeFiles(app.db, app.storage, files);
}

/** Deletes a box of `orderId` with its items and documents; 404 when the order has no such box. */
export async function removeBox(app: App, org: Org, orderId: number, boxId: number): Promise<void> {
  const { result: files } = await app.db.transaction((tx) => changeOrders(tx, org, { ids: [orderId], missing: 'box' }, async () => {
    const [exists] = await selectBoxRefs(tx, org.id, { orderIds: [orderId], boxId });
    if (!exists) throw notFound('box');
    const keys = await documentKeys(tx, org.id, { orderId, boxId });
    await deleteBox(tx, org.id, boxId);
    return keys;
  }));
  await removeFiles(app.db, app.storage, files);
}
