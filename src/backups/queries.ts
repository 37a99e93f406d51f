/** SQL of the order backups' reads: the batches and their flat order records (service.ts makes them). */
import { sql, type SQL } from '../core/sql.ts';
import { inParallel, type Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';

export interface DetailRow {
  id: number;
  backup_id: number;
  order_id: number;
  alias_id: string;
  numerical_id: number | null;
  primary_id: string;
  record: Record<string, unknown>;
  created_at: string;
}

export async function listDetails(db: Queryable, orgId: number, page: Page, filter: { backupId?: number; id?: number }) {
  const parts: SQL[] = [sql`org_id = ${orgId}`];
  if (filter.backupId !== undefined) parts.push(sql`backup_id = ${filter.backupId}`);
  if (filter.id !== undefined) parts.push(sql`id = ${filter.id}`);
  const where = sql.join(parts, sql` AND `);
  const [count, rows] = await inParallel(db, [
    () => db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_backup_details WHERE ${where}`),
    () => db.rows<DetailRow>(sql`
      SELECT id, backup_id, order_id, alias_id, numerical_id, primary_id, record, created_at FROM order_backup_details
      WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`),
  ] as const);
  return { total: count!.n, rows };
}

export interface BackupRow {
  id: number;
  order_count: number;
  created_at: string;
}

export async function listBackups(db: Queryable, orgId: number, page: Page, id?: number) {
  const where = sql`org_id = ${orgId} ${id === undefined ? sql`` : sql`AND id = ${id}`}`;
  const [count, rows] = await inParallel(db, [
    () => db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM order_backups WHERE ${where}`),
    () => db.rows<BackupRow>(sql`SELECT id, order_count, created_at FROM order_backups WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`),
  ] as const);
  return { total: count!.n, rows };
}
