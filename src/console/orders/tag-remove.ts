/** `POST /console/orgs/:org_pk/orders/:order_pk/tags/remove/`: removes the tag named by `value` from the order. */
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { applyOrderCommand } from '../../orders/writing/apply.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField } from '../session/context.ts';

export default function register(app: App) {
  app.post('/orders/:order_pk/tags/remove/', async (request, reply) => {
    const c = consoleContext(request);
    const orderId = c.keys.order_pk;
    const value = formField(request.body, 'value');
    await app.db.transaction((tx) => applyOrderCommand(tx, c.org, { type: 'removeTag', orderId, value }));
    return seeOther(reply, `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/?done=untag#tags`);
  });
}
