import { Type, type Static } from 'typebox';
import { DateTime, Nullable, NullableDateTime, StringEnum } from '../../core/schema.ts';
import { ENTITIES } from '../../events/emit.ts';

/**
 * `order-delivered` and `acceptance-scan` can be subscribed to, but nothing emits them yet; every description
 * of `entity` says so (and promises nothing that does not exist).
 */
const ENTITY = 'What the webhook hears about. `order-delivered` and `acceptance-scan` can be subscribed to but nothing emits them yet.';

export const Webhook = Type.Object({
  url: Type.String({ examples: ['/api/v2/orgs/1/webhooks/3/'] }),
  remote_url: Type.String({ examples: ['https://example.com/hooks/orders/'] }),
  token: Type.String({ description: 'Sent as the Auth header of every delivery, and the key of Webhook-Signature' }),
  created_at: DateTime(),
  updated_at: DateTime(),
  entity: StringEnum(ENTITIES, { description: ENTITY }),
  suspended_at: NullableDateTime(),
});
export type Webhook = Static<typeof Webhook>;

export const WebhookParams = Type.Object({ org_pk: Type.String(), webhook_pk: Type.String() });

const RemoteUrl = Type.String({
  minLength: 1,
  maxLength: 2000,
  description: 'An https URL; the object key is appended to it as is. It must not resolve to a private address.',
});

export const WebhookCreate = Type.Object({
  entity: Type.Optional(StringEnum(ENTITIES, { description: `${ENTITY} Defaults to orders.` })),
  remote_url: RemoteUrl,
});

export const WebhookPatch = Type.Object({
  entity: Type.Optional(StringEnum(ENTITIES, { description: ENTITY })),
  remote_url: Type.Optional(RemoteUrl),
  suspended_at: Type.Optional(Nullable(DateTime(), { description: 'null resumes a suspended webhook; a date-time suspends it' })),
});
