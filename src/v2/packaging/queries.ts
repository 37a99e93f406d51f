import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { encodeId } from '../../core/ids.ts';
import { bigintArray, countedPage } from '../../db/sql.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { formatLength } from '../../core/values/length.ts';
import { formatWeight } from '../../core/values/weight.ts';
import type { PackagingPreset } from './schemas.ts';

/** Writable columns: lengths in metres and the weight in grams, as canonical decimal text. */
export interface PresetColumns {
  name: string;
  description: string | null;
  height: string | null;
  length: string | null;
  width: string | null;
  weight: string | null;
  package_type: string | null;
}

export interface PresetRow extends PresetColumns {
  org_id: number;
  id: number;
  created_at: string;
  updated_at: string;
}

const COLUMN_TYPES: Record<keyof PresetColumns, string> = {
  name: 'text',
  description: 'text',
  height: 'numeric',
  length: 'numeric',
  width: 'numeric',
  weight: 'numeric',
  package_type: 'text',
};
const COLUMNS = Object.keys(COLUMN_TYPES) as (keyof PresetColumns)[];

/** The columns of PresetRow for a SELECT, optionally qualified by a table alias (for joins from boxes). */
export function presetColumnsSql(alias?: string): SQL {
  const names = ['org_id', 'id', ...COLUMNS, 'created_at', 'updated_at'];
  return sql.join(names.map((c) => (alias ? sql`${sql.identifier(alias)}.${sql.identifier(c)}` : sql.identifier(c))), sql`, `);
}

const valueSql = (column: keyof PresetColumns, value: unknown) => sql`${value}::${sql.raw(COLUMN_TYPES[column])}`;

export function presetUrl(orgId: number, id: number): string {
  return `/api/v2/orgs/${encodeId(orgId)}/packaging/${encodeId(id)}/`;
}

/** The preset's GET JSON; also what a box shows as its `packaging`. */
export function renderPreset(row: PresetRow): PackagingPreset {
  return {
    url: presetUrl(row.org_id, row.id),
    name: row.name,
    description: row.description,
    height: row.height === null ? null : formatLength(row.height),
    length: row.length === null ? null : formatLength(row.length),
    width: row.width === null ? null : formatLength(row.width),
    weight: row.weight === null ? null : formatWeight(row.weight),
    package_type: row.package_type,
    created_at: formatDateTime(row.created_at),
    updated_at: formatDateTime(row.updated_at),
  };
}

export async function listPresets(db: Queryable, orgId: number, page: Page) {
  const { count, rows } = await countedPage<PresetRow>(db,
    sql`SELECT count(*)::int AS count FROM packaging_presets WHERE org_id = ${orgId}`,
    sql`SELECT ${presetColumnsSql()} FROM packaging_presets WHERE org_id = ${orgId} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, results: rows.map(renderPreset) };
}

export async function selectPreset(db: Queryable, orgId: number, id: number): Promise<PresetRow | null> {
  const row = await db.one<PresetRow>(sql`SELECT ${presetColumnsSql()} FROM packaging_presets WHERE org_id = ${orgId} AND id = ${id}`);
  return row ?? null;
}

/** The rendered preset, or null when the organization has no such preset. */
export async function getPreset(db: Queryable, orgId: number, id: number): Promise<PackagingPreset | null> {
  const row = await selectPreset(db, orgId, id);
  return row ? renderPreset(row) : null;
}

/** Several presets in one query (for lists of boxes), keyed by id; unknown ids are absent. */
export async function getPresets(db: Queryable, orgId: number, ids: readonly number[]): Promise<Map<number, PackagingPreset>> {
  if (ids.length === 0) return new Map();
  const rows = await db.rows<PresetRow>(sql`
    SELECT ${presetColumnsSql()} FROM packaging_presets WHERE org_id = ${orgId} AND id = ANY(${bigintArray([...new Set(ids)])})`);
  return new Map(rows.map((row) => [row.id, renderPreset(row)]));
}

export async function insertPresetRow(tx: Queryable, orgId: number, values: PresetColumns): Promise<PresetRow> {
  const row = await tx.one<PresetRow>(sql`
    INSERT INTO packaging_presets (org_id, ${sql.join(COLUMNS.map((c) => sql.identifier(c)), sql`, `)})
    VALUES (${orgId}, ${sql.join(COLUMNS.map((c) => valueSql(c, values[c])), sql`, `)})
    RETURNING ${presetColumnsSql()}`);
  return row!;
}

/** Sets the given columns and bumps updated_at; null when there is no such preset. */
export async function updatePresetRow(tx: Queryable, orgId: number, id: number, values: Partial<PresetColumns>): Promise<PresetRow | null> {
  const sets = COLUMNS.filter((c) => values[c] !== undefined).map((c) => sql`${sql.identifier(c)} = ${valueSql(c, values[c])}`);
  sets.push(sql`updated_at = now()`);
  const row = await tx.one<PresetRow>(sql`
    UPDATE packaging_presets SET ${sql.join(sets, sql`, `)} WHERE org_id = ${orgId} AND id = ${id}
    RETURNING ${presetColumnsSql()}`);
  return row ?? null;
}

export async function deletePresetRow(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await tx.rows(sql`DELETE FROM packaging_presets WHERE org_id = ${orgId} AND id = ${id} RETURNING id`);
  return rows.length > 0;
}
