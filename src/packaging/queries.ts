/** SQL for packaging presets: columns and JSON from the packaging catalogue (src/catalogue/packaging.ts). */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';
import { countedPage } from '../db/sql.ts';
import { assignmentsSql, columnListSql, columnNames, valueListSql, writable, type Columns } from '../core/fields/index.ts';
import { PACKAGING_FIELDS, presetSelectSql, renderPresetRow, type PackagingPreset, type PresetRow } from '../catalogue/packaging.ts';
import { selectPresets } from '../orders/reading/boxes/queries.ts';

const WRITTEN = columnNames(writable(PACKAGING_FIELDS));

export async function listPresets(db: Queryable, orgId: number, page: Page) {
  const { count, rows } = await countedPage<PresetRow>(db,
    sql`SELECT count(*)::int AS count FROM packaging_presets WHERE org_id = ${orgId}`,
    sql`SELECT ${presetSelectSql()} FROM packaging_presets WHERE org_id = ${orgId} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, results: rows.map(renderPresetRow) };
}

/** The rendered preset, or null when the organization has no such preset: as the boxes using it read it. */
export async function getPreset(db: Queryable, orgId: number, id: number): Promise<PackagingPreset | null> {
  return (await selectPresets(db, orgId, [id])).get(id) ?? null;
}

/** Inserts a preset from the columns of a full write (every writable field). */
export async function insertPresetRow(tx: Queryable, orgId: number, columns: Columns): Promise<PresetRow> {
  const row = await tx.one<PresetRow>(sql`
    INSERT INTO packaging_presets (org_id, ${columnListSql(WRITTEN)})
    VALUES (${orgId}, ${valueListSql(columns, WRITTEN)})
    RETURNING ${presetSelectSql()}`);
  return row!;
}

/** Sets the given columns and bumps updated_at; null when there is no such preset. */
export async function updatePresetRow(tx: Queryable, orgId: number, id: number, columns: Columns): Promise<PresetRow | null> {
  const sets = assignmentsSql(columns);
  const row = await tx.one<PresetRow>(sql`
    UPDATE packaging_presets SET ${sets ? sql`${sets}, ` : sql``}updated_at = now() WHERE org_id = ${orgId} AND id = ${id}
    RETURNING ${presetSelectSql()}`);
  return row ?? null;
}

/** Deletes the preset (its boxes detached first by the order writer's changePreset command, which holds its lock). */
export async function deletePresetRow(tx: Queryable, orgId: number, id: number): Promise<void> {
  await tx.rows(sql`DELETE FROM packaging_presets WHERE org_id = ${orgId} AND id = ${id}`);
}
