/** A shipping document as the order reads render it: the document catalogue, its url and where its file is served. */
import { Type } from 'typebox';
import { outputProperties } from '../../../core/fields/index.ts';
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
