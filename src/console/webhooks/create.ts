/**
 * `POST /console/orgs/:org_pk/webhooks/`: adds a subscription (the webhook domain's checks: https only, no private
 * targets unless the server allows them) and shows its signing secret, this once. A refused URL shows the form
 * again with what was typed.
 */
import type { App } from '../../app-types.ts';
import { ApiError, invalidField } from '../../core/errors.ts';
import { ENTITIES, type Entity } from '../../events/emit.ts';
import { checkRemoteUrl, createWebhook } from '../../webhooks/service.ts';
import { h, orgHome, sendConsolePage } from '../layout/page.ts';
import { chromeOf, consoleContext, formField } from '../session/context.ts';
import { checkForm } from '../session/form.ts';
import { WebhookCreate } from '../../wire/bodies/webhooks.ts';
import { sendWebhookList } from './list.ts';

export default function register(app: App) {
  app.post('/webhooks/', async (request, reply) => {
    const c = consoleContext(request);
    const entity = formField(request.body, 'entity') || 'orders';
    if (!(ENTITIES as readonly string[]).includes(entity)) throw invalidField('entity', `must be one of ${ENTITIES.join(', ')}`);
    const typedUrl = formField(request.body, 'remote_url');
    // The API's body schema (POST /webhooks/), then the webhook domain's URL checks; a refused URL: the form again,
    // as typed, saying why.
    const refused = (error: string) => sendWebhookList(app, c, reply, {}, { values: { entity, remote_url: typedUrl }, error });
    try {
      checkForm(WebhookCreate, { entity, remote_url: typedUrl });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      return refused(err.message);
    }
    const remote = await checkRemoteUrl(typedUrl, app.config);
    if (remote.problem !== null) return refused(`remote_url: ${remote.problem}`);
    const remoteUrl = remote.url;
    const webhook = await app.db.transaction((tx) => createWebhook(tx, c.org.id, { entity: entity as Entity, remoteUrl }));
    const v = webhook as Record<string, unknown>;
    const key = String(v.url).split('/').filter(Boolean).pop();
    const body = `<h1>Subscription added</h1>
<div class="secret" role="status"><p>Events of <strong>${h(entity)}</strong> go to <code>${h(remoteUrl)}</code>.</p>
<p>This is its signing secret. Copy it now: it is not shown again here. Deliveries carry it in the <code>Auth</code> header and sign their body with it (<code>Webhook-Signature</code>).</p>
<label for="secret">Signing secret</label>
<input type="text" id="secret" readonly value="${h(String(v.token))}" autocomplete="off" spellcheck="false"></div>
<p class="actions"><a class="button" href="${h(`${orgHome(c.org.pk)}webhooks/${key}/`)}">See its deliveries</a> <a class="button" href="${h(`${orgHome(c.org.pk)}webhooks/`)}">All subscriptions</a></p>`;
    return sendConsolePage(reply, 201, 'Subscription added', body, chromeOf(c, 'webhooks'));
  });
}
