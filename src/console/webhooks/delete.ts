/** `POST /console/orgs/:org_pk/webhooks/:webhook_pk/delete/`: deletes a subscription and its delivery log (as the v2 DELETE). */
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { removeWebhook } from '../../webhooks/service.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext } from '../session/context.ts';

export default function register(app: App) {
  app.post('/webhooks/:webhook_pk/delete/', async (request, reply) => {
    const c = consoleContext(request);
    const deleted = await app.db.transaction((tx) => removeWebhook(tx, c.org.id, c.keys.webhook_pk));
    if (!deleted) throw notFound('webhook');
    return seeOther(reply, `${orgHome(c.org.pk)}webhooks/?done=removed`);
  });
}
