/** `POST /console/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/label/`: buys a label for a box (src/shipping/labels/purchase.ts). */
import type { App } from '../../app-types.ts';
import { invalidField } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { buyLabel } from '../../shipping/labels/purchase.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField } from '../session/context.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/orders/:order_pk/boxes/:box_pk/label/', { config: { consoleAbility: 'ship' } }, async (request, reply) => {
    const c = consoleContext(request);
    const { order_pk: orderId, box_pk: boxId } = c.keys;
    const account = formField(request.body, 'carrier_account');
    if (!/^\d{1,15}$/.test(account)) throw invalidField('carrier_account', 'Pick a rate to buy.');
    await buyLabel(deps, c.org, {
      orderId, boxId, accountId: Number(account), service: formField(request.body, 'service'), format: 'pdf', size: '4x6',
      walletSubaccountId: null, idempotencyKey: null,
    });
    return seeOther(reply, `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/?done=label#shipping`);
  });
}
