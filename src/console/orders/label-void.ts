/** `POST /console/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/label/void/`: voids the box's label (src/shipping/labels/void.ts). */
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { voidLabel } from '../../shipping/labels/void.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext } from '../session/context.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/orders/:order_pk/boxes/:box_pk/label/void/', { config: { consoleAbility: 'ship' } }, async (request, reply) => {
    const c = consoleContext(request);
    const { order_pk: orderId, box_pk: boxId } = c.keys;
    await voidLabel(deps, c.org, orderId, boxId);
    return seeOther(reply, `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/?done=void#shipping`);
  });
}
