import { Type } from 'typebox';
import type { App } from '../../../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../../../core/paging.ts';
import { notFound } from '../../../../core/errors.ts';
import { BoxParams } from '../schemas.ts';
import { selectBoxRefs } from '../../../../orders/reading/boxes/queries.ts';
import { TrackingEvent } from '../../../../orders/boxes/tracking/shape.ts';
import { countTracking } from '../../../../orders/reading/boxes/tracking/queries.ts';
import { renderBoxTracking } from '../../../../orders/reading/boxes/tracking/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/tracking/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Tracking'],
      summary: "List a box's tracking events",
      description: 'Carrier scans of the box, oldest first. Read only: they come from the carrier tracking poller.',
      params: BoxParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(TrackingEvent) },
    },
    handler: async (request) => {
      const { keys } = request;
      const filter = { orderId: keys.order_pk, boxIds: [keys.box_pk] };
      const [box] = await selectBoxRefs(app.db, request.org.id, { orderIds: [keys.order_pk], boxId: keys.box_pk });
      if (!box) throw notFound('box');
      const page = pageOf(request.query, app.config);
      const [count, results] = await Promise.all([
        countTracking(app.db, request.org.id, filter),
        renderBoxTracking(app.db, request.org, { ...filter, page }),
      ]);
      return listEnvelope(request, page, count, results);
    },
  });
}
