/**
 * `POST /console/orgs/:org_pk/orders/:order_pk/shipping-status/` (a status) and `.../shipped/` (**Mark shipped**:
 * `fulfilled`, shipped now): order commands (`updateOrder`, a patch of `shipping`), so the stored render, the event
 * and webhooks follow as from the API. Shippers may (src/auth/permissions.ts `ship`).
 */
import type { App } from '../../app-types.ts';
import { invalidField } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { SHIPPING_STATUSES } from '../../catalogue/order.ts';
import { applyOrderCommand } from '../../orders/writing/apply.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField, type ConsoleContext } from '../session/context.ts';

const SHIP = { config: { consoleAbility: 'ship' as const } };

export default function register(app: App) {
  const patchShipping = async (c: ConsoleContext, shipping: Record<string, unknown>) => {
    const orderId = c.keys.order_pk;
    await app.db.transaction((tx) => applyOrderCommand(tx, c.org, { type: 'updateOrder', orderId, change: { mode: 'patch', fields: { shipping } } }));
    return `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/`;
  };

  app.post('/orders/:order_pk/shipping-status/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    const status = formField(request.body, 'status');
    if (!(SHIPPING_STATUSES as readonly string[]).includes(status)) throw invalidField('status', `Pick one of ${SHIPPING_STATUSES.join(', ')}.`);
    return seeOther(reply, `${await patchShipping(c, { status })}?done=status#shipping`);
  });

  app.post('/orders/:order_pk/shipped/', SHIP, async (request, reply) => {
    const c = consoleContext(request);
    return seeOther(reply, `${await patchShipping(c, { status: 'fulfilled', shipped_at: new Date().toISOString() })}?done=shipped#shipping`);
  });
}
