/** `POST /console/orgs/:org_pk/orders/:order_pk/tags/`: tags the order (a tag it has already changes nothing). */
import type { App } from '../../app-types.ts';
import { invalidField } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { applyOrderCommand } from '../../orders/writing/apply.ts';
import { Tag } from '../../wire/bodies/orders.ts';
import { Value } from 'typebox/value';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField } from '../session/context.ts';

export default function register(app: App) {
  app.post('/orders/:order_pk/tags/', async (request, reply) => {
    const c = consoleContext(request);
    const orderId = c.keys.order_pk;
    const value = formField(request.body, 'value').trim();
    // The API's rule for a tag (its schema), said in words.
    if (!Value.Check(Tag, value)) throw invalidField('value', 'A tag is 2 to 35 characters, none of / \\ ? # ,');
    await app.db.transaction((tx) => applyOrderCommand(tx, c.org, { type: 'addTags', orderId, values: [value] }));
    return seeOther(reply, `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/?done=tag#tags`);
  });
}
