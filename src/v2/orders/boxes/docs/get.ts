import type { App } from '../../../../app-types.ts';
import { notFound } from '../../../../core/errors.ts';
import { DocParams } from './schemas.ts';
import { ShippingDocument } from '../../../../orders/boxes/docs/shape.ts';
import { selectDocuments } from '../../../../orders/reading/boxes/docs/queries.ts';
import { renderDocument } from '../../../../orders/reading/boxes/docs/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/docs/:doc_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Shipping documents'],
      summary: 'Retrieve a shipping document',
      description: '`document` is the path the file is served at.',
      params: DocParams,
      response: { 200: ShippingDocument },
    },
    handler: async (request) => {
      const { keys, org } = request;
      const [row] = await selectDocuments(app.db, org.id, { orderId: keys.order_pk, boxIds: [keys.box_pk], docId: keys.doc_pk });
      if (!row) throw notFound('document');
      return renderDocument(row, org.id);
    },
  });
}
