import { Type } from 'typebox';
import { PathKey } from '../../../core/schema.ts';
import { inputProperties, outputProperties } from '../../../core/fields/index.ts';
import { DOCUMENT_FIELDS } from '../../../catalogue/document.ts';
import { exampleUrl } from '../../../core/urls.ts';

export const ShippingDocument = Type.Object({
  url: Type.String({ examples: [exampleUrl('orders/5/boxes/9/docs/2/')] }),
  document: Type.String({
    description: 'Where the file is served (GET with a token of the organization)',
    examples: [exampleUrl('documents/9f2c41d07a3be8c15e04d6aa-label.pdf')],
  }),
  ...outputProperties(DOCUMENT_FIELDS),
});

/** The multipart form of an upload or change (documented; the handler reads the parts as they stream). */
export const DocumentForm = Type.Object({
  document: Type.Optional(Type.String({ format: 'binary', description: 'The file (required on upload); streamed to storage' })),
  ...inputProperties(DOCUMENT_FIELDS),
});

export const DocParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, doc_pk: PathKey });
