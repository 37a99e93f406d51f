import type { App } from '../../../../app-types.ts';
import { notFound } from '../../../../core/errors.ts';
import { TrackingEvent } from '../../../../orders/boxes/tracking/shape.ts';
import { TrackingParams } from './schemas.ts';
import { renderBoxTracking } from '../../../../orders/reading/boxes/tracking/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/tracking/:tracking_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Tracking'],
      summary: 'Retrieve a tracking event',
      params: TrackingParams,
      response: { 200: TrackingEvent },
    },
    handler: async (request) => {
      const { keys } = request;
      const [event] = await renderBoxTracking(app.db, request.org, { orderId: keys.order_pk, boxIds: [keys.box_pk], trackingId: keys.tracking_pk });
      if (!event) throw notFound('tracking');
      return event;
    },
  });
}
