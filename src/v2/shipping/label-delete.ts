import type { App } from '../../app-types.ts';
import { BoxParams } from '../orders/boxes/schemas.ts';
import { Label } from './schemas.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { voidLabel } from '../../shipping/labels/void.ts';
import { renderLabel } from '../../shipping/labels/render.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.delete('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/label/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Void the box\'s label',
      description: 'Voids it with the carrier, then marks it voided and clears the box\'s tracking number; postage charged to a wallet '
        + 'sub-account is refunded. 409 when the carrier refuses or there is no purchased label.',
      params: BoxParams,
      response: { 200: Label },
    },
    handler: async (request) => renderLabel(await voidLabel(deps, request.org, request.keys.order_pk, request.keys.box_pk), request.org),
  });
}
