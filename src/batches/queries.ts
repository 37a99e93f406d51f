/** Reading batches (migration 0250) and showing them as the API does; the worker's statements are in claim.ts. */
import { sql } from '../core/sql.ts';
import { countedPage } from '../db/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import { batchUrl, boxUrl, carrierAccountUrl, orderUrl } from '../core/urls.ts';
import type { OrgRef } from '../orgs/ref.ts';
import type { BatchAction, BatchErrorJson, BatchJson, BatchStatus, PrintFormat, PrintSize } from './shape.ts';

export interface BatchRow {
  org_id: number;
  id: number;
  action: BatchAction;
  status: BatchStatus;
  query: string | null;
  carrier_account_id: number | null;
  service: string | null;
  format: PrintFormat;
  size: PrintSize;
  total: number;
  done: number;
  failed: number;
  print_file_key: string | null;
  print_file_type: string | null;
  print_file_size: number | null;
  created_at: string;
  finished_at: string | null;
}

export const BATCH_COLUMNS = sql`org_id, id, action, status, query, carrier_account_id, service, format, size, total, done, failed,
  print_file_key, print_file_type, print_file_size, created_at, finished_at`;

export function numericBatch(row: BatchRow | undefined): BatchRow | null {
  if (!row) return null;
  for (const k of ['org_id', 'id', 'carrier_account_id', 'total', 'done', 'failed', 'print_file_size'] as const) {
    if (row[k] !== null) (row as unknown as Record<string, number>)[k] = Number(row[k]);
  }
  return row;
}


export function renderBatch(row: BatchRow, org: OrgRef): BatchJson {
  const url = batchUrl(org.id, row.id);
  return {
    url,
    action: row.action,
    status: row.status,
    query: row.query,
    carrier_account: row.carrier_account_id === null ? null : carrierAccountUrl(org.id, row.carrier_account_id),
    service: row.service,
    format: row.format,
    size: row.size,
    total: row.total,
    done: row.done,
    failed: row.failed,
    print_file: row.print_file_key === null ? null : `${url}print-file/`,
    errors: `${url}errors/`,
    created_at: formatDateTime(row.created_at),
    finished_at: formatDateTime(row.finished_at),
  };
}

export async function selectBatch(db: Queryable, orgId: number, id: number): Promise<BatchRow | null> {
  return numericBatch(await db.one<BatchRow>(sql`SELECT ${BATCH_COLUMNS} FROM batches WHERE org_id = ${orgId} AND id = ${id}`));
}

/** Newest first. */
export async function listBatches(db: Queryable, orgId: number, page: Page): Promise<{ count: number; rows: BatchRow[] }> {
  const { count, rows } = await countedPage<BatchRow>(db,
    sql`SELECT count(*)::int AS count FROM batches WHERE org_id = ${orgId}`,
    sql`SELECT ${BATCH_COLUMNS} FROM batches WHERE org_id = ${orgId} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, rows: rows.map((r) => numericBatch(r)!) };
}

/** The failures of a batch in pack order, a page of them (null: the batch is not the organization's). */
export async function batchErrors(db: Queryable, org: OrgRef, batchId: number, page: Page): Promise<{ count: number; results: BatchErrorJson[] } | null> {
  if (!(await db.one(sql`SELECT 1 FROM batches WHERE org_id = ${org.id} AND id = ${batchId}`))) return null;
  const { count, rows } = await countedPage<{ order_id: number; box_id: number | null; error: string | null }>(db,
    sql`SELECT count(*)::int AS count FROM batch_items WHERE org_id = ${org.id} AND batch_id = ${batchId} AND status = 'failed'`,
    sql`SELECT order_id, box_id, error FROM batch_items WHERE org_id = ${org.id} AND batch_id = ${batchId} AND status = 'failed'
      ORDER BY position LIMIT ${page.limit} OFFSET ${page.offset}`);
  return {
    count,
    results: rows.map((r) => ({
      order: orderUrl(org.id, Number(r.order_id)),
      box: r.box_id === null ? null : boxUrl(org.id, Number(r.order_id), Number(r.box_id)),
      message: r.error ?? 'failed',
    })),
  };
}
