import { randomBytes } from 'node:crypto';
import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray, textArray } from '../../../db/sql.ts';
import { listForRemoval } from '../../../storage/removals.ts';
import { storageKey } from '../../reading/boxes/docs/queries.ts';

export interface StoredFile {
  fileName: string;
  contentType: string;
  size: number;
}

/** A new document row of a box, its file stored before the transaction. */
export interface NewDocument {
  orderId: number;
  boxId: number;
  kind: string;
  purpose: string | null;
  file: StoredFile;
}

/** Document rows, one statement for any number (an import's page, or one attached); answers their ids in the order given. */
export async function insertDocuments(tx: Queryable, orgId: number, docs: readonly NewDocument[]): Promise<number[]> {
  if (docs.length === 0) return [];
  const rows = await tx.rows<{ id: number }>(sql`
    INSERT INTO shipping_documents (org_id, order_id, box_id, kind, purpose, file_name, content_type, size_bytes)
    SELECT ${orgId}::bigint, d.order_id, d.box_id, d.kind, d.purpose, d.file_name, d.content_type, d.size_bytes
    FROM unnest(${bigintArray(docs.map((d) => d.orderId))}, ${bigintArray(docs.map((d) => d.boxId))}, ${textArray(docs.map((d) => d.kind))},
                ${sql.param(docs.map((d) => d.purpose))}::text[], ${textArray(docs.map((d) => d.file.fileName))},
                ${textArray(docs.map((d) => d.file.contentType))}, ${bigintArray(docs.map((d) => d.file.size))})
      WITH ORDINALITY AS d (order_id, box_id, kind, purpose, file_name, content_type, size_bytes, n)
    ORDER BY d.n
    RETURNING id`);
  // Ids are drawn in the order the rows are inserted.
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** Changes what is given; a new file replaces the old one (its caller lists the old file for removal). */
export async function updateDocument(
  tx: Queryable, orgId: number, docId: number, values: { kind?: string; purpose?: string | null; file?: StoredFile },
): Promise<void> {
  const sets: SQL[] = [sql`updated_at = now()`];
  if (values.kind !== undefined) sets.push(sql`kind = ${values.kind}`);
  if (values.purpose !== undefined) sets.push(sql`purpose = ${values.purpose}`);
  if (values.file) {
    sets.push(sql`file_name = ${values.file.fileName}`, sql`content_type = ${values.file.contentType}`, sql`size_bytes = ${values.file.size}`);
  }
  await tx.rows(sql`UPDATE shipping_documents SET ${sql.join(sets, sql`, `)} WHERE org_id = ${orgId} AND id = ${docId}`);
}

/** Deletes the document; returns its file's storage key (listed for removal), or null when there was none. */
export async function deleteDocument(tx: Queryable, orgId: number, docId: number): Promise<string | null> {
  const row = await tx.one<{ file_name: string }>(sql`
    DELETE FROM shipping_documents WHERE org_id = ${orgId} AND id = ${docId} RETURNING file_name`);
  if (!row) return null;
  const key = storageKey(orgId, row.file_name);
  await listForRemoval(tx, [key]);
  return key;
}

/**
 * Before the orders (or one box) are deleted, with their documents: lists the documents' files for removal in the
 * deleting transaction, and answers their storage keys (removed after commit by the caller, or by the sweep).
 */
export async function listDocumentFilesOf(tx: Queryable, orgId: number, f: { orderIds: readonly number[] } | { boxId: number }): Promise<string[]> {
  if ('orderIds' in f && f.orderIds.length === 0) return [];
  const rows = await tx.rows<{ file_name: string }>(sql`
    SELECT file_name FROM shipping_documents
    WHERE org_id = ${orgId} AND ${'orderIds' in f ? sql`order_id = ANY(${bigintArray(f.orderIds)})` : sql`box_id = ${f.boxId}`}`);
  const keys = rows.map((r) => storageKey(orgId, r.file_name));
  await listForRemoval(tx, keys);
  return keys;
}

/** A unique file name: 24 random hex digits, then the client's name reduced to safe characters. */
export function newFileName(clientName: string | undefined): string {
  const safe = (clientName ?? '').split(/[\\/]/).pop()!
    .replace(/[^A-Za-z0-9._-]+/g, '_').replace(/\.{2,}/g, '.').replace(/^[._-]+/, '').slice(-100);
  return `${randomBytes(12).toString('hex')}-${safe || 'document'}`;
}
