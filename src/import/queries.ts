/** The import's SQL: its bookkeeping (import_objects, import_progress) and and the orders it holds. */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { bigintArray, textArray } from '../db/sql.ts';
import type { Columns } from '../core/fields/index.ts';

export type ImportKind = 'packaging' | 'product' | 'contact' | 'order';

export interface Mapped {
  targetId: number;
  version: string;
  /** The target row still exists (it may have been deleted in Boxline since). */
  exists: boolean;
}

const TABLES: Record<ImportKind, string> = { packaging: 'packaging_presets', product: 'products', contact: 'contacts', order: 'orders' };

/**
 * What the import already wrote for these source urls (one query). Joined from the list of urls, so that each is
 * looked up by the key whatever the planner believes of the table's size (it grows by a page a transaction).
 */
export async function mappedObjects(db: Queryable, orgId: number, source: string, kind: ImportKind, urls: string[]): Promise<Map<string, Mapped>> {
  if (urls.length === 0) return new Map();
  const rows = await db.rows<{ source_url: string; target_id: number; source_version: string; exists: boolean }>(sql`
    SELECT m.source_url, m.target_id, m.source_version, (t.id IS NOT NULL) AS exists
    FROM unnest(${textArray(urls)}) AS u (url)
    JOIN import_objects m ON m.org_id = ${orgId} AND m.source = ${source} AND m.kind = ${kind} AND m.source_url = u.url
    LEFT JOIN ${sql.identifier(TABLES[kind])} t ON t.org_id = m.org_id AND t.id = m.target_id`);
  return new Map(rows.map((r) => [r.source_url, { targetId: Number(r.target_id), version: r.source_version, exists: r.exists }]));
}

export async function recordMapped(tx: Queryable, orgId: number, source: string, kind: ImportKind, rows: { url: string; targetId: number; version: string }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.rows(sql`
    INSERT INTO import_objects (org_id, source, kind, source_url, target_id, source_version, imported_at)
    SELECT ${orgId}, ${source}, ${kind}, u, t, v, now()
    FROM unnest(${textArray(rows.map((r) => r.url))}, ${bigintArray(rows.map((r) => r.targetId))}, ${textArray(rows.map((r) => r.version))}) AS x(u, t, v)
    ON CONFLICT (org_id, source, kind, source_url) DO UPDATE
      SET target_id = EXCLUDED.target_id, source_version = EXCLUDED.source_version, imported_at = EXCLUDED.imported_at`);
}

export async function watermark(db: Queryable, orgId: number, source: string, kind: ImportKind): Promise<string | null> {
  const row = await db.one<{ watermark: string }>(sql`
    SELECT watermark FROM import_progress WHERE org_id = ${orgId} AND source = ${source} AND kind = ${kind}`);
  return row?.watermark ?? null;
}

export async function saveWatermark(tx: Queryable, orgId: number, source: string, kind: ImportKind, value: string): Promise<void> {
  await tx.rows(sql`
    INSERT INTO import_progress (org_id, source, kind, watermark, updated_at) VALUES (${orgId}, ${source}, ${kind}, ${value}, now())
    ON CONFLICT (org_id, source, kind) DO UPDATE SET watermark = EXCLUDED.watermark, updated_at = EXCLUDED.updated_at`);
}

/** Sets a row's timestamps as the source wrote them (after the service wrote the row). */
export async function setTimestamps(tx: Queryable, table: 'packaging_presets' | 'products' | 'contacts', orgId: number, id: number, at: Columns): Promise<void> {
  const names = Object.keys(at);
  if (names.length === 0) return;
  await tx.rows(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(names.map((n) => sql`${sql.identifier(n)} = ${at[n]}`), sql`, `)}
    WHERE org_id = ${orgId} AND id = ${id}`);
}

/** Orders of the organization holding these unique_ids, by unique_id. */
export async function ordersByUniqueId(db: Queryable, orgId: number, uniqueIds: string[]): Promise<Map<string, number>> {
  if (uniqueIds.length === 0) return new Map();
  const rows = await db.rows<{ unique_id: string; id: number }>(sql`
    SELECT unique_id, id FROM orders WHERE org_id = ${orgId} AND unique_id = ANY(${textArray(uniqueIds)})`);
  return new Map(rows.map((r) => [r.unique_id, Number(r.id)]));
}

/**
 * Fresh planner statistics for the order tables. Importing into a new or small database, the planner still
 * believes the tables empty and plans the kept-value updates of a 1,000-order page as nested loops over
 * sequential scans; autovacuum's analyze comes too late. The import runs this after its first pages.
 */
export async function analyzeOrderTables(db: { exec(script: string): Promise<void> }): Promise<void> {
  await db.exec('ANALYZE orders, boxes, items, order_notes, order_tags, order_relations, import_objects');
}
