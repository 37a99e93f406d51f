/** `POST /console/orgs/:org_pk/orders/:order_pk/tags/`: tags the order (a tag it has already changes nothing). */
import type { App } from '../../app-types.ts';
import { invalidField } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { changeOrders } from '../../orders/change-orders.ts';
import { addTags } from '../../orders/tags/queries.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField } from '../session/context.ts';

export default function register(app: App) {
  app.post('/orders/:order_pk/tags/', async (request, reply) => {
    const c = consoleContext(request);
    const orderId = c.keys.order_pk;
    const value = formField(request.body, 'value').trim();
    if (!value || value.length > 255) throw invalidField('value', 'A tag is 1 to 255 characters.');
    await app.db.transaction((tx) => changeOrders(tx, c.org, { ids: [orderId], missing: 'order' }, async (changes) => {
      if ((await addTags(tx, c.org.id, orderId, [value])) === 0) changes.unchanged(orderId);
    }));
    return seeOther(reply, `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/?done=tag#tags`);
  });
}
