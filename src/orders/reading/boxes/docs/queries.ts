import { sql, type SQL } from '../../../../core/sql.ts';
import type { Queryable } from '../../../../db/database.ts';
import { bigintArray } from '../../../../db/sql.ts';

export interface DocumentRow {
  id: number;
  order_id: number;
  box_id: number;
  kind: string;
  purpose: string | null;
  file_name: string;
}

/** The storage key of a document's file. */
export const storageKey = (orgId: number, fileName: string) => `${orgId}/${fileName}`;

export interface DocumentFilter {
  boxIds?: readonly number[];
  orderId?: number;
  docId?: number;
  page?: { limit: number; offset: number };
}

function where(orgId: number, f: DocumentFilter): SQL {
  const parts = [sql`org_id = ${orgId}`];
  if (f.orderId !== undefined) parts.push(sql`order_id = ${f.orderId}`);
  if (f.boxIds) parts.push(sql`box_id = ANY(${bigintArray(f.boxIds)})`);
  if (f.docId !== undefined) parts.push(sql`id = ${f.docId}`);
  return sql.join(parts, sql` AND `);
}

/** Documents in box then id order: one query for any number of boxes. */
export function selectDocuments(db: Queryable, orgId: number, f: DocumentFilter): Promise<DocumentRow[]> {
  if (f.boxIds && f.boxIds.length === 0) return Promise.resolve([]);
  return db.rows<DocumentRow>(sql`
    SELECT id, order_id, box_id, kind, purpose, file_name FROM shipping_documents WHERE ${where(orgId, f)}
    ORDER BY box_id, id ${f.page ? sql`LIMIT ${f.page.limit} OFFSET ${f.page.offset}` : sql``}`);
}

export async function countDocuments(db: Queryable, orgId: number, f: DocumentFilter): Promise<number> {
  return (await db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM shipping_documents WHERE ${where(orgId, f)}`))!.count;
}

/** The storage keys of the files of a box's or an order's documents (read before deleting the box or order). */
export async function documentKeys(db: Queryable, orgId: number, f: { orderId: number; boxId?: number }): Promise<string[]> {
  const rows = await db.rows<{ file_name: string }>(sql`
    SELECT file_name FROM shipping_documents
    WHERE org_id = ${orgId} AND order_id = ${f.orderId} ${f.boxId === undefined ? sql`` : sql`AND box_id = ${f.boxId}`}`);
  return rows.map((r) => storageKey(orgId, r.file_name));
}
