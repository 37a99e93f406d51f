/**
 * Packaging preset writes, inside the route's transaction, each emitting its `packaging` event there. A
 * change or delete of a preset is a change of every order whose boxes use it, made through changeOrders:
 * those orders are locked, their boxes and kept values follow the preset, and `orders` subscribers hear of it.
 */
import type { Queryable } from '../db/database.ts';
import { notFound } from '../core/errors.ts';
import { encodeId } from '../core/ids.ts';
import { columnsOf } from '../core/fields/index.ts';
import { emitEvent } from '../events/emit.ts';
import { PACKAGING_FIELDS, renderPresetRow, type PackagingPreset } from '../catalogue/packaging.ts';
import { changeOrders } from '../orders/change-orders.ts';
import type { OrgRef } from '../orgs/ref.ts';
import { deletePresetRow, insertPresetRow, lockPreset, ordersUsingPreset, updatePresetRow } from './queries.ts';
import type { PackagingCreate, PackagingPatch } from './schemas.ts';

async function emitPut(tx: Queryable, orgId: number, id: number, preset: PackagingPreset): Promise<void> {
  await emitEvent(tx, { orgId, entity: 'packaging', objectPk: encodeId(id), action: 'put', payload: preset });
}

export async function createPreset(tx: Queryable, orgId: number, input: PackagingCreate): Promise<PackagingPreset> {
  const row = await insertPresetRow(tx, orgId, columnsOf(PACKAGING_FIELDS, input, { full: true }));
  const preset = renderPresetRow(row);
  await emitPut(tx, orgId, row.id, preset);
  return preset;
}

/**
 * Runs `change` as a change of the orders using the preset: they are locked first (in id order, like
 * every order write), then the preset, so that no box starts using it meanwhile; orders that did so
 * before the preset lock was granted are locked too. 404 when there is no such preset.
 */
async function changePresetOrders<T>(tx: Queryable, org: OrgRef, id: number, change: () => Promise<T>): Promise<T> {
  const { result } = await changeOrders(tx, org, { ids: [], related: await ordersUsingPreset(tx, org.id, id) }, async (changes) => {
    if (!(await lockPreset(tx, org.id, id))) throw notFound('packaging preset');
    await changes.touch(await ordersUsingPreset(tx, org.id, id));
    return change();
  });
  return result;
}

/** Partial update; boxes using the preset without their own values follow it. */
export async function updatePreset(tx: Queryable, org: OrgRef, id: number, patch: PackagingPatch): Promise<PackagingPreset> {
  return changePresetOrders(tx, org, id, async () => {
    const row = await updatePresetRow(tx, org.id, id, columnsOf(PACKAGING_FIELDS, patch, { full: false }));
    const preset = renderPresetRow(row!);
    await emitPut(tx, org.id, id, preset);
    return preset;
  });
}

/** Deletes the preset; the boxes using it lose their reference and keep their own values. */
export async function deletePreset(tx: Queryable, org: OrgRef, id: number): Promise<void> {
  await changePresetOrders(tx, org, id, async () => {
    await deletePresetRow(tx, org.id, id);
    await emitEvent(tx, { orgId: org.id, entity: 'packaging', objectPk: encodeId(id), action: 'delete', payload: null });
  });
}
