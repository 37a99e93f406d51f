/** `POST /console/orgs/:org_pk/webhooks/:webhook_pk/pause/`: pauses a subscription (its new events wait, as when suspended). */
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { changeWebhook } from '../../webhooks/service.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext } from '../session/context.ts';

export default function register(app: App) {
  app.post('/webhooks/:webhook_pk/pause/', async (request, reply) => {
    const c = consoleContext(request);
    const id = c.keys.webhook_pk;
    const webhook = await app.db.transaction((tx) => changeWebhook(tx, c.org.id, id, { suspendedAt: new Date().toISOString() }));
    if (!webhook) throw notFound('webhook');
    return seeOther(reply, `${orgHome(c.org.pk)}webhooks/${encodeId(id)}/?done=paused`);
  });
}
