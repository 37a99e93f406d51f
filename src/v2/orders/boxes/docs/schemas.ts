/** The shipping document routes' params and form (the answer is src/orders/boxes/docs/shape.ts). */
import { Type } from 'typebox';
import { PathKey } from '../../../../core/schema.ts';
import { inputProperties } from '../../../../core/fields/index.ts';
import { DOCUMENT_FIELDS } from '../../../../catalogue/document.ts';

/** The multipart form of an upload or change (documented; the handler reads the parts as they stream). */
export const DocumentForm = Type.Object({
  document: Type.Optional(Type.String({ format: 'binary', description: 'The file (required on upload); streamed to storage' })),
  ...inputProperties(DOCUMENT_FIELDS),
});

export const DocParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, doc_pk: PathKey });
