/**
 * Packaging preset writes. Each runs inside the caller's transaction and emits the `packaging` event there.
 * Orders code reuses getPreset/getPresets/renderPreset to show a box's `packaging`, and recomputes the boxes
 * using a preset inside updatePreset and deletePreset.
 */
import type { Queryable } from '../../db/database.ts';
import { parseField } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { parseLength } from '../../core/values/length.ts';
import { parseWeight } from '../../core/values/weight.ts';
import { emitEvent } from '../../events/emit.ts';
import { presetChanged } from '../orders/kept-values.ts';
import { deletePresetRow, insertPresetRow, renderPreset, updatePresetRow, type PresetColumns } from './queries.ts';
import type { PackagingCreate, PackagingPatch, PackagingPreset } from './schemas.ts';

export { getPreset, getPresets, presetColumnsSql, presetUrl, renderPreset, selectPreset, type PresetRow } from './queries.ts';

/** The columns for the fields present in `input`. `package_type` wins over its other spelling `packaging_type`. */
export function presetColumnValues(input: PackagingPatch): Partial<PresetColumns> {
  const out: Partial<PresetColumns> = {};
  if (input.name !== undefined) out.name = input.name.trim();
  if (input.description !== undefined) out.description = input.description;
  for (const field of ['height', 'length', 'width'] as const) {
    const value = input[field];
    if (value !== undefined) out[field] = value === null ? null : parseField(field, () => parseLength(value));
  }
  if (input.weight !== undefined) {
    const value = input.weight;
    out.weight = value === null ? null : parseField('weight', () => parseWeight(value));
  }
  const packageType = input.package_type !== undefined ? input.package_type : input.packaging_type;
  if (packageType !== undefined) out.package_type = packageType;
  return out;
}

async function emitPut(tx: Queryable, orgId: number, id: number, preset: PackagingPreset): Promise<void> {
  await emitEvent(tx, { orgId, entity: 'packaging', objectPk: encodeId(id), action: 'put', payload: preset });
}

export async function createPreset(tx: Queryable, orgId: number, input: PackagingCreate): Promise<PackagingPreset> {
  const values = presetColumnValues(input);
  const row = await insertPresetRow(tx, orgId, {
    name: values.name!,
    description: values.description ?? null,
    height: values.height ?? null,
    length: values.length ?? null,
    width: values.width ?? null,
    weight: values.weight ?? null,
    package_type: values.package_type ?? null,
  });
  const preset = renderPreset(row);
  await emitPut(tx, orgId, row.id, preset);
  return preset;
}

/** Partial update; null when the organization has no such preset. */
export async function updatePreset(tx: Queryable, orgId: number, id: number, patch: PackagingPatch): Promise<PackagingPreset | null> {
  const row = await updatePresetRow(tx, orgId, id, presetColumnValues(patch));
  if (!row) return null;
  await presetChanged(tx, orgId, id);
  const preset = renderPreset(row);
  await emitPut(tx, orgId, id, preset);
  return preset;
}

/** Deletes the preset (boxes using it lose their reference); false when there is no such preset. */
export async function deletePreset(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  await presetChanged(tx, orgId, id, { deleting: true });
  if (!(await deletePresetRow(tx, orgId, id))) return false;
  await emitEvent(tx, { orgId, entity: 'packaging', objectPk: encodeId(id), action: 'delete', payload: null });
  return true;
}
