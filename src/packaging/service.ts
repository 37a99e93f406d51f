/**
 * Packaging preset writes, inside the route's transaction, each emitting its `packaging` event there. A
 * change or delete of a preset is a change of every order whose boxes use it, made by the order writer's
 * `changePreset` command (src/orders/writing/apply.ts): those orders and the preset are locked, their boxes and kept values
 * follow the preset, and `orders` subscribers hear of it.
 */
import type { Queryable } from '../db/database.ts';
import { encodeId } from '../core/ids.ts';
import { columnsOf, type FieldValues } from '../core/fields/index.ts';
import { emitEvent } from '../events/emit.ts';
import { PACKAGING_FIELDS, renderPresetRow, type PackagingPreset } from '../catalogue/packaging.ts';
import { applyOrderCommand } from '../orders/writing/apply.ts';
import type { OrgRef } from '../orgs/ref.ts';
import { deletePresetRow, insertPresetRow, updatePresetRow } from './queries.ts';

async function emitPut(tx: Queryable, orgId: number, id: number, preset: PackagingPreset): Promise<void> {
  await emitEvent(tx, { orgId, entity: 'packaging', objectPk: encodeId(id), action: 'put', payload: preset });
}

export async function createPreset(tx: Queryable, orgId: number, input: FieldValues): Promise<PackagingPreset> {
  const row = await insertPresetRow(tx, orgId, columnsOf(PACKAGING_FIELDS, input, { full: true }));
  const preset = renderPresetRow(row);
  await emitPut(tx, orgId, row.id, preset);
  return preset;
}

/** Partial update; boxes using the preset without their own values follow it. */
export async function updatePreset(tx: Queryable, org: OrgRef, id: number, patch: FieldValues): Promise<PackagingPreset> {
  let preset: PackagingPreset | undefined;
  await applyOrderCommand(tx, org, {
    type: 'changePreset', presetId: id, remove: false,
    async write() {
      const row = await updatePresetRow(tx, org.id, id, columnsOf(PACKAGING_FIELDS, patch, { full: false }));
      preset = renderPresetRow(row!);
      await emitPut(tx, org.id, id, preset);
    },
  });
  return preset!;
}

/** Deletes the preset; the boxes using it lose their reference and keep their own values. */
export async function deletePreset(tx: Queryable, org: OrgRef, id: number): Promise<void> {
  await applyOrderCommand(tx, org, {
    type: 'changePreset', presetId: id, remove: true,
    async write() {
      await deletePresetRow(tx, org.id, id);
      await emitEvent(tx, { orgId: org.id, entity: 'packaging', objectPk: encodeId(id), action: 'delete', payload: null });
    },
  });
}
