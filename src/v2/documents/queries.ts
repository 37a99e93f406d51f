import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';

export interface DocumentFile {
  file_name: string;
  content_type: string;
  size_bytes: number;
}

/** The file of one of the organization's shipping documents, by its name. */
export function selectDocumentFile(db: Queryable, orgId: number, fileName: string): Promise<DocumentFile | undefined> {
  return db.one<DocumentFile>(sql`
    SELECT file_name, content_type, size_bytes::float8 AS size_bytes FROM shipping_documents
    WHERE org_id = ${orgId} AND file_name = ${fileName}`);
}
