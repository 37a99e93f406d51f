/** The webhook bodies of v2 (POST, PATCH): the console's form checks a new webhook against the first. */
import { Type } from 'typebox';
import { inputProperties } from '../../core/fields/index.ts';
import { WEBHOOK_CREATE_FIELDS, WEBHOOK_FIELDS, type Entity } from '../../catalogue/webhook.ts';

// The catalogue's properties are typed loosely; these are the bodies the schemas admit.
export const WebhookCreate = Type.Unsafe<{ entity?: Entity; remote_url: string }>(
  Type.Object(inputProperties(WEBHOOK_CREATE_FIELDS, { required: ['remote_url'] })),
);

export const WebhookPatch = Type.Unsafe<{ entity?: Entity; remote_url?: string; suspended_at?: string | null }>(
  Type.Object(inputProperties(WEBHOOK_FIELDS)),
);
