/**
 * `POST /console/orgs/:org_pk/webhooks/:webhook_pk/edit/`: changes a subscription's entity and URL through the
 * webhook domain (the same checks and event as the v2 PATCH). A refused URL shows the page again as typed.
 */
import type { App } from '../../app-types.ts';
import { ApiError, invalidField, notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { ENTITIES, type Entity } from '../../events/emit.ts';
import { changeWebhook, checkedRemoteUrl } from '../../webhooks/service.ts';
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
    let remoteUrl: string;
    try {
      remoteUrl = await checkedRemoteUrl(typedUrl, app.config);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return sendWebhookPage(app, c, reply, id, {}, { values: { entity, remote_url: typedUrl }, error: err.message });
    }
    const webhook = await app.db.transaction((tx) => changeWebhook(tx, c.org.id, id, { entity: entity as Entity, remoteUrl }));
    if (!webhook) throw notFound('webhook');
    return seeOther(reply, `${orgHome(c.org.pk)}webhooks/${encodeId(id)}/?done=changed`);
  });
}
