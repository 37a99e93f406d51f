import { Type } from 'typebox';
import type { App } from '../../../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../../../core/paging.ts';
import { notFound } from '../../../../core/errors.ts';
import { BoxParams } from '../schemas.ts';
import { selectBoxRefs } from '../../../../orders/reading/boxes/queries.ts';
import { ShippingDocument } from '../../../../orders/boxes/docs/shape.ts';
import { countDocuments, selectDocuments } from '../../../../orders/reading/boxes/docs/queries.ts';
import { renderDocument } from '../../../../orders/reading/boxes/docs/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/docs/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Shipping documents'],
      summary: "List a box's shipping documents",
      params: BoxParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(ShippingDocument) },
    },
    handler: async (request) => {
      const { keys, org } = request;
      const [box] = await selectBoxRefs(app.db, org.id, { orderIds: [keys.order_pk], boxId: keys.box_pk });
      if (!box) throw notFound('box');
      const page = pageOf(request.query, app.config);
      const filter = { orderId: keys.order_pk, boxIds: [keys.box_pk] };
      const [count, rows] = await Promise.all([
        countDocuments(app.db, org.id, filter),
        selectDocuments(app.db, org.id, { ...filter, page }),
      ]);
      return listEnvelope(request, page, count, rows.map((row) => renderDocument(row, org.id)));
    },
  });
}
