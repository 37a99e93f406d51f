/** `POST /console/orgs/:org_pk/webhooks/:webhook_pk/deliveries/:delivery_pk/redeliver/`: sends a delivery's event again. */
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { queueRedelivery } from '../../webhooks/deliveries/queries.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext } from '../session/context.ts';

export default function register(app: App) {
  app.post('/webhooks/:webhook_pk/deliveries/:delivery_pk/redeliver/', async (request, reply) => {
    const c = consoleContext(request);
    const webhookId = c.keys.webhook_pk;
    const queued = await app.db.transaction((tx) => queueRedelivery(tx, c.org.id, webhookId, c.keys.delivery_pk));
    if (queued === null) throw notFound('delivery');
    return seeOther(reply, `${orgHome(c.org.pk)}webhooks/${encodeId(webhookId)}/?done=redelivered`);
  });
}
