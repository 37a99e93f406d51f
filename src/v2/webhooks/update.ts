import type { App } from '../../app-types.ts';
import type { RefusedValue } from '../../core/fields/index.ts';
import type { Instant } from '../../core/values/datetime.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import { Webhook } from '../../webhooks/shape.ts';
import { WebhookParams } from './schemas.ts';
import { WebhookPatch } from '../../wire/bodies/webhooks.ts';
import { changeWebhook, checkRemoteUrl } from '../../webhooks/service.ts';
import { V2_SPELLING, parseValue } from '../../wire/values.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/webhooks/:webhook_pk/', {
    config: { scope: 'webhook' },
    schema: {
      tags: ['Webhooks'],
      summary: 'Change, suspend or resume a webhook subscription',
      description:
        'Accepts `remote_url`, `entity` and `suspended_at`. `suspended_at: null` resumes a suspended webhook: the latest ' +
        'state of every object changed meanwhile is delivered.',
      params: WebhookParams,
      body: WebhookPatch,
      response: { 200: Webhook },
    },
    handler: async (request) => {
      const id = request.keys.webhook_pk;
      const { entity } = request.body;
      const suspendedAt = parseValue('datetime', request.body.suspended_at, V2_SPELLING) as Instant | RefusedValue | null | undefined;
      const remote = request.body.remote_url === undefined ? undefined : await checkRemoteUrl(request.body.remote_url, app.config);
      if (remote?.problem) throw invalidField('remote_url', remote.problem);
      const remoteUrl = remote?.url ?? undefined;
      const webhook = await app.db.transaction((tx) => changeWebhook(tx, request.org.id, id, { entity, remoteUrl, suspendedAt }));
      if (!webhook) throw notFound('webhook');
      return webhook;
    },
  });
}
