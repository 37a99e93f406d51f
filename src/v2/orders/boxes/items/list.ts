import { Type } from 'typebox';
import type { App } from '../../../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../../../core/paging.ts';
import { notFound } from '../../../../core/errors.ts';
import { BoxParams } from '../schemas.ts';
import { selectBoxRefs } from '../../../../orders/reading/boxes/queries.ts';
import { Item } from '../../../../orders/boxes/items/shape.ts';
import { countItems } from '../../../../orders/reading/boxes/items/queries.ts';
import { renderBoxItems } from '../../../../orders/reading/boxes/items/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/items/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Items'],
      summary: "List a box's items",
      params: BoxParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(Item) },
    },
    handler: async (request) => {
      const { keys } = request;
      const [box] = await selectBoxRefs(app.db, request.org.id, { orderIds: [keys.order_pk], boxId: keys.box_pk });
      if (!box) throw notFound('box');
      const page = pageOf(request.query, app.config);
      const [count, results] = await Promise.all([
        countItems(app.db, request.org.id, { orderIds: [keys.order_pk], boxIds: [keys.box_pk] }),
        renderBoxItems(app.db, request.org, keys.order_pk, keys.box_pk, { page }),
      ]);
      return listEnvelope(request, page, count, results);
    },
  });
}
