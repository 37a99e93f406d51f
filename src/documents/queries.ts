/**
 * The files of shipping documents as their downloads read them (the v2 `document` path and the console's order page):
 * a document's stored file by its name or by its order and id, and its bytes. Documents are written with their box
 * (src/orders/reading/boxes/docs/).
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { ByteRange, Storage } from '../storage/index.ts';
import { storageKey } from '../orders/reading/boxes/docs/queries.ts';

export interface DocumentFile {
  file_name: string;
  content_type: string;
  size_bytes: number;
}

const FILE = sql`file_name, content_type, size_bytes::float8 AS size_bytes`;

/** The file of one of the organization's shipping documents, by its name. */
export function selectDocumentFile(db: Queryable, orgId: number, fileName: string): Promise<DocumentFile | undefined> {
  return db.one<DocumentFile>(sql`SELECT ${FILE} FROM shipping_documents WHERE org_id = ${orgId} AND file_name = ${fileName}`);
}

/** The file of a shipping document of the order, by the document's id. */
export function documentFileOfOrder(db: Queryable, orgId: number, orderId: number, docId: number): Promise<DocumentFile | undefined> {
  return db.one<DocumentFile>(sql`SELECT ${FILE} FROM shipping_documents WHERE org_id = ${orgId} AND order_id = ${orderId} AND id = ${docId}`);
}

/** The file's bytes (all of them, or `range`); rejects when storage no longer has the file. */
export const readDocumentFile = (storage: Storage, orgId: number, file: DocumentFile, range?: ByteRange) =>
  storage.read(storageKey(orgId, file.file_name), range);
