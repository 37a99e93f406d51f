/**
 * v1 webhooks: `{entity, url}` over the same subscription rows, checks and delivery as v2's (src/webhooks/):
 * `url` is v2's `remote_url`. List, create, retrieve, delete, and PUT/PATCH of `entity` and `url`.
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import { PathKey, StringEnum } from '../../core/schema.ts';
import { ENTITIES } from '../../catalogue/webhook.ts';
import { checkRemoteUrl, changeWebhook, createWebhook, removeWebhook } from '../../webhooks/service.ts';
import { getWebhook, listWebhooks } from '../../webhooks/queries.ts';
import type { Webhook } from '../../webhooks/shape.ts';
import { v2Ref } from '../../http/refs.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1List, V1ListQuery, V1Object, V1OneQuery, v1Uri } from '../shape.ts';

const WebhookParams = Type.Object({ webhook_pk: PathKey });
const V1Webhook = V1Object('A v1 webhook: `{id, resource_uri, entity, url, token, created_at, updated_at, suspended_at}`');
const Entity = StringEnum(ENTITIES, { description: 'What the webhook hears about (default orders)' });
const WebhookCreate = Type.Object({ entity: Type.Optional(Entity), url: Type.String({ minLength: 1, maxLength: 2000 }) });
const WebhookPatch = Type.Object({ entity: Type.Optional(Entity), url: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })) });

/** v2's `...Z` as v1's `...+00:00`. */
const zToOffset = (v2: string | null) => (v2 === null ? null : v2.replace(/Z$/, '+00:00'));

function v1Webhook(json: Webhook, org: { id: number }) {
  const webhook = json as unknown as Record<string, string | null>;
  const [id] = v2Ref('webhook', webhook.url, org)!;
  return {
    id, resource_uri: v1Uri('webhooks', id), entity: webhook.entity, url: webhook.remote_url, token: webhook.token,
    created_at: zToOffset(webhook.created_at), updated_at: zToOffset(webhook.updated_at), suspended_at: zToOffset(webhook.suspended_at),
  };
}

export default async function webhookRoutes(app: App) {
  /** The URL to store, or a 400 naming v1's `url`. */
  const v1RemoteUrl = async (value: string): Promise<string> => {
    const remote = await checkRemoteUrl(value, app.config);
    if (remote.problem !== null) throw invalidField('url', remote.problem);
    return remote.url;
  };

  app.get('/webhooks/', {
    config: { scope: 'webhook', v1: true },
    schema: { tags: V1_TAGS, summary: 'List webhooks (v1)', description: 'Default limit 20.', querystring: V1ListQuery(), response: { 200: V1List(V1Webhook) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { count, results } = await listWebhooks(app.db, request.org.id, page);
      return sendV1(request, reply, 200, v1Envelope(request, page, count, results.map((w) => v1Webhook(w as Webhook, request.org))));
    },
  });

  app.post('/webhooks/', {
    config: { scope: 'webhook', v1: true },
    schema: {
      tags: V1_TAGS, summary: 'Subscribe to an entity (v1)',
      description: 'Deliveries as v2\'s: `PUT <url><object key>` with the object\'s v2 JSON, `DELETE` when it is deleted, the `Auth` header the token.',
      body: WebhookCreate, response: { 201: V1Webhook },
    },
    handler: async (request, reply) => {
      const remoteUrl = await v1RemoteUrl(request.body.url);
      const webhook = await app.db.transaction((tx) => createWebhook(tx, request.org.id, { entity: request.body.entity ?? 'orders', remoteUrl }));
      const body = v1Webhook(webhook, request.org);
      return sendV1(request, reply.header('Location', body.resource_uri), 201, body);
    },
  });

  app.get('/webhooks/:webhook_pk/', {
    config: { scope: 'webhook', v1: true },
    schema: { tags: V1_TAGS, summary: 'Retrieve a webhook (v1)', params: WebhookParams, querystring: V1OneQuery, response: { 200: V1Webhook } },
    handler: async (request, reply) => {
      const webhook = await getWebhook(app.db, request.org.id, request.keys.webhook_pk);
      if (!webhook) throw notFound('webhook');
      return sendV1(request, reply, 200, v1Webhook(webhook, request.org));
    },
  });

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/webhooks/:webhook_pk/',
      config: { scope: 'webhook', v1: true },
      schema: { tags: V1_TAGS, summary: `Change a webhook's entity or url (v1, ${method})`, params: WebhookParams, body: WebhookPatch, response: { 202: V1Webhook } },
      handler: async (request, reply) => {
        const body = request.body as { entity?: (typeof ENTITIES)[number]; url?: string };
        const remoteUrl = body.url === undefined ? undefined : await v1RemoteUrl(body.url);
        const webhook = await app.db.transaction((tx) => changeWebhook(tx, request.org.id, request.keys.webhook_pk, { entity: body.entity, remoteUrl }));
        if (!webhook) throw notFound('webhook');
        return sendV1(request, reply, 202, v1Webhook(webhook, request.org));
      },
    });
  }

  app.delete('/webhooks/:webhook_pk/', {
    config: { scope: 'webhook', v1: true },
    schema: { tags: V1_TAGS, summary: 'Delete a webhook (v1)', params: WebhookParams, response: { 204: Type.Null({ description: 'Deleted' }) } },
    handler: async (request, reply) => {
      const removed = await app.db.transaction((tx) => removeWebhook(tx, request.org.id, request.keys.webhook_pk));
      if (!removed) throw notFound('webhook');
      return reply.code(204).send(null);
    },
  });
}
