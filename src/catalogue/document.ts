/**
 * A shipping document of a box (DECISIONS section 7): a stored file with its `kind` and `purpose`. The file's
 * name, content type and size are kept values (read from the upload), and `document` is the path the file is
 * served at (src/core/urls.ts documentFileUrl).
 */
import type { Catalogue, FieldSpec } from '../core/fields/index.ts';

export const DOCUMENT_KINDS = ['label', 'image', 'invoice', 'packing_slip', 'customs_form', 'return_label', 'other'] as const;

export const DOCUMENT_FIELDS: readonly FieldSpec[] = [
  { key: 'kind', kind: 'enum', values: DOCUMENT_KINDS, nullable: false, description: 'What the document is; required on upload' },
  { key: 'purpose', kind: 'text', maxLength: 1000, description: 'Free text: what the document is for' },
];

export const DOCUMENT_CATALOGUE: Catalogue = {
  table: 'shipping_documents',
  fields: DOCUMENT_FIELDS,
  otherColumns: ['org_id', 'id', 'order_id', 'box_id', 'file_name', 'content_type', 'size_bytes', 'created_at', 'updated_at'],
};
