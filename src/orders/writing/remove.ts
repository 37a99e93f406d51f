/**
 * Deleting an order or a box, for v2 and v1 alike: one transaction of the order writer (apply.ts), then the files
 * of their documents (listed for removal by a trigger as their rows go) removed after commit.
 */
import type { App } from '../../app-types.ts';
import { removeFiles } from '../../storage/removals.ts';
import { applyOrderCommand } from './apply.ts';
import type { OrgRef } from '../../orgs/ref.ts';

/** Deletes an order with everything it holds; the mirrors of its relations go with it, so related orders change too. */
export async function removeOrder(app: App, org: OrgRef, id: number): Promise<void> {
  const { result: files } = await app.db.transaction((tx) => applyOrderCommand(tx, org, { type: 'removeOrder', orderId: id }));
  await removeFiles(app.db, app.storage, files);
}

/** Deletes a box of `orderId` with its items and documents; 404 when the order has no such box. */
export async function removeBox(app: App, org: OrgRef, orderId: number, boxId: number): Promise<void> {
  const { result: files } = await app.db.transaction((tx) => applyOrderCommand(tx, org, { type: 'removeBox', orderId, boxId }));
  await removeFiles(app.db, app.storage, files);
}
