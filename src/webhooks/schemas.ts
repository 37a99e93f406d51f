/** Webhook subscriptions: the webhook catalogue (src/catalogue/webhook.ts) and url. */
import { Type, type Static } from 'typebox';
import { PathKey } from '../core/schema.ts';
import { inputProperties, outputProperties, withField } from '../core/fields/index.ts';
import { ENTITY_DESCRIPTION, WEBHOOK_FIELDS, type Entity } from '../catalogue/webhook.ts';
import { exampleUrl } from '../core/urls.ts';

export const Webhook = Type.Object({
  url: Type.String({ examples: [exampleUrl('webhooks/3/')] }),
  ...outputProperties(WEBHOOK_FIELDS),
});
export type Webhook = Static<typeof Webhook>;

export const WebhookParams = Type.Object({ org_pk: PathKey, webhook_pk: PathKey });

/** The fields a create may send: a new webhook is never suspended. */
export const WEBHOOK_CREATE_FIELDS = withField(WEBHOOK_FIELDS.filter((f) => f.key !== 'suspended_at'), 'entity', {
  description: `${ENTITY_DESCRIPTION} Defaults to orders.`,
});

// The catalogue's properties are typed loosely; these are the bodies the schemas admit.
export const WebhookCreate = Type.Unsafe<{ entity?: Entity; remote_url: string }>(
  Type.Object(inputProperties(WEBHOOK_CREATE_FIELDS, { required: ['remote_url'] })),
);

export const WebhookPatch = Type.Unsafe<{ entity?: Entity; remote_url?: string; suspended_at?: string | null }>(
  Type.Object(inputProperties(WEBHOOK_FIELDS)),
);
