import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray, byIds } from '../../../db/sql.ts';
import type { CustomFields } from '../../../core/custom-fields.ts';
import { columnTypes } from '../../../core/fields/index.ts';
import { BOX_EFFECTIVE_COLUMNS, BOX_FIELDS } from '../../../catalogue/box.ts';
import { presetSelectSql, renderPresetRow, type PackagingPreset, type PresetRow } from '../../../catalogue/packaging.ts';

export interface BoxRecord extends Record<string, unknown> {
  id: number;
  order_id: number;
  packaging_id: number | null;
  custom_fields: CustomFields;
  created_at: string;
  updated_at: string;
  effective_length: string | null;
  effective_width: string | null;
  effective_height: string | null;
  effective_weight: string | null;
}
export interface BoxRef {
  id: number;
  order_id: number;
}

export interface BoxFilter {
  orderIds?: number[];
  boxId?: number;
  page?: { limit: number; offset: number };
}

/**
 * The boxes the filter reaches (`FROM` and `WHERE`, alias b): the orders' boxes are read order by order (byIds), as
 * `b.order_id = ANY(ids)` let a generic plan filter all the organization's boxes read in index order for the
 * ORDER BY (test/v2/orders/create-plans.test.ts).
 */
function boxesWhere(orgId: number, f: BoxFilter): SQL {
  const parts = [sql`b.org_id = ${orgId}`];
  if (f.boxId !== undefined) parts.push(sql`b.id = ${f.boxId}`);
  const from = f.orderIds ? byIds(sql`boxes`, 'b', orgId, 'order_id', [...new Set(f.orderIds)]) : sql`boxes b`;
  return sql`${from} WHERE ${sql.join(parts, sql` AND `)}`;
}

/** A full box row's columns and their SQL types: what selectBoxes reads, and a new order's write returns (insert.ts). */
export const BOX_COLUMNS: readonly (readonly [column: string, type: string])[] = [
  ['id', 'bigint'], ['order_id', 'bigint'], ['packaging_id', 'bigint'], ...columnTypes(BOX_FIELDS),
  ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'], ...Object.values(BOX_EFFECTIVE_COLUMNS).map((c) => [c, 'numeric'] as const),
];

const BOX_SELECT_COLUMNS = sql.raw(BOX_COLUMNS.map(([c]) => `b.${c}`).join(', '));

/** Full box rows, in order then id order. */
export function selectBoxes(db: Queryable, orgId: number, f: BoxFilter): Promise<BoxRecord[]> {
  return db.rows<BoxRecord>(sql`
    SELECT ${BOX_SELECT_COLUMNS} FROM ${boxesWhere(orgId, f)} ORDER BY b.order_id, b.id
    ${f.page ? sql`LIMIT ${f.page.limit} OFFSET ${f.page.offset}` : sql``}`);
}

export async function countBoxes(db: Queryable, orgId: number, f: BoxFilter): Promise<number> {
  const row = await db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM ${boxesWhere(orgId, f)}`);
  return row!.count;
}

export function selectBoxRefs(db: Queryable, orgId: number, f: BoxFilter): Promise<BoxRef[]> {
  return db.rows<BoxRef>(sql`SELECT b.id, b.order_id FROM ${boxesWhere(orgId, f)} ORDER BY b.order_id, b.id`);
}

/** Which of `boxIds` belong to the order. */
export async function boxesOfOrder(db: Queryable, orgId: number, orderId: number, boxIds: number[]): Promise<Set<number>> {
  if (boxIds.length === 0) return new Set();
  const rows = await db.rows<{ id: number }>(sql`
    SELECT id FROM boxes WHERE org_id = ${orgId} AND order_id = ${orderId} AND id = ANY(${bigintArray(boxIds)})`);
  return new Set(rows.map((r) => r.id));
}

/** Which of `presetIds` are packaging presets of the organization. */
export async function existingPresets(db: Queryable, orgId: number, presetIds: number[]): Promise<Set<number>> {
  if (presetIds.length === 0) return new Set();
  const rows = await db.rows<{ id: number }>(sql`
    SELECT id FROM packaging_presets WHERE org_id = ${orgId} AND id = ANY(${bigintArray(presetIds)})`);
  return new Set(rows.map((r) => r.id));
}

/** The presets the boxes show as their `packaging`, in one query, keyed by id; unknown ids are absent. */
export async function selectPresets(db: Queryable, orgId: number, presetIds: readonly number[]): Promise<Map<number, PackagingPreset>> {
  if (presetIds.length === 0) return new Map();
  const rows = await db.rows<PresetRow>(sql`
    SELECT ${presetSelectSql()} FROM packaging_presets WHERE org_id = ${orgId} AND id = ANY(${bigintArray([...new Set(presetIds)])})`);
  return new Map(rows.map((row) => [Number(row.id), renderPresetRow(row)]));
}

/** Orders with a box using the preset: the orders a change of the preset changes. */
export async function ordersUsingPreset(tx: Queryable, orgId: number, presetId: number): Promise<number[]> {
  const rows = await tx.rows<{ order_id: number }>(sql`
    SELECT DISTINCT order_id FROM boxes WHERE org_id = ${orgId} AND packaging_id = ${presetId} ORDER BY order_id`);
  return rows.map((r) => Number(r.order_id));
}

/** The order of a box, or null when the organization has no such box. */
export async function orderOfBox(db: Queryable, orgId: number, boxId: number): Promise<number | null> {
  const row = await db.one<{ order_id: number }>(sql`SELECT order_id FROM boxes WHERE org_id = ${orgId} AND id = ${boxId}`);
  return row ? Number(row.order_id) : null;
}

/** The order and box of an item, or null when the organization has no such item. */
export async function itemPlace(db: Queryable, orgId: number, itemId: number): Promise<{ orderId: number; boxId: number } | null> {
  const row = await db.one<{ order_id: number; box_id: number }>(sql`SELECT order_id, box_id FROM items WHERE org_id = ${orgId} AND id = ${itemId}`);
  return row ? { orderId: Number(row.order_id), boxId: Number(row.box_id) } : null;
}
