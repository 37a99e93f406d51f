import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { BoxParams } from '../orders/boxes/schemas.ts';
import { Label } from './schemas.ts';
import { currentPurchase } from '../../shipping/labels/queries.ts';
import { renderLabel } from '../../shipping/labels/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/label/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'The box\'s label',
      description: 'The current label (purchased, or pending while it is bought), else the latest one (voided or failed); 404 when none was bought.',
      params: BoxParams,
      response: { 200: Label },
    },
    handler: async (request) => {
      const row = await currentPurchase(app.db, request.org.id, request.keys.order_pk, request.keys.box_pk);
      if (!row) throw notFound('label');
      return renderLabel(row, request.org);
    },
  });
}
