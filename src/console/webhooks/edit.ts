/**
 * `POST /console/orgs/:org_pk/webhooks/:webhook_pk/edit/`: changes a subscription's entity and URL through the
 * webhook domain (the same checks and event as the v2 PATCH). A refused URL shows the page again as typed.
 */
import type { App } from '../../app-types.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { ENTITIES, type Entity } from '../../events/emit.ts';
import { changeWebhook, checkRemoteUrl } from '../../webhooks/service.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField } from '../session/context.ts';
import { sendWebhookPage } from './show.ts';

export default function register(app: App) {
  app.post('/webhooks/:webhook_pk/edit/', async (request, reply) => {
    const c = consoleContext(request);
    const id = c.keys.webhook_pk;
    const entity = formField(request.body, 'entity');
    if (!(ENTITIES as readonly string[]).includes(entity)) throw invalidField('entity', `must be one of ${ENTITIES.join(', ')}`);
    const typedUrl = formField(request.body, 'remote_url');
    const remote = await checkRemoteUrl(typedUrl, app.config);
    if (remote.problem !== null) {
      return sendWebhookPage(app, c, reply, id, {}, { values: { entity, remote_url: typedUrl }, error: `remote_url: ${remote.problem}` });
    }
    const remoteUrl = remote.url;
    const webhook = await app.db.transaction((tx) => changeWebhook(tx, c.org.id, id, { entity: entity as Entity, remoteUrl }));
    if (!webhook) throw notFound('webhook');
    return seeOther(reply, `${orgHome(c.org.pk)}webhooks/${encodeId(id)}/?done=changed`);
  });
}
