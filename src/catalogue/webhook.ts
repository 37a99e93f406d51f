/**
 * A webhook subscription, and the entities events are about (the outbox, src/events/, uses the same list).
 * Its token and timestamps are read only; `remote_url` is a webhook's own kind of URL (https, and checked
 * against private targets when it is written: src/v2/webhooks/service.ts), not the `url` kind.
 */
import type { Catalogue, FieldSpec } from '../core/fields/index.ts';

export const ENTITIES = ['orders', 'order-delivered', 'packaging', 'contact', 'contact-address', 'acceptance-scan', 'webhook'] as const;
export type Entity = (typeof ENTITIES)[number];

/** `order-delivered` and `acceptance-scan` can be subscribed to, but nothing emits them yet: the documents and tracking resources will. */
export const ENTITY_DESCRIPTION = 'What the webhook hears about. `order-delivered` and `acceptance-scan` can be subscribed to but are not yet emitted ' +
  '(the documents and tracking resources will emit them).';

export const WEBHOOK_FIELDS: readonly FieldSpec[] = [
  {
    key: 'remote_url', kind: 'text', maxLength: 2000, notBlank: true, trim: true, nullable: false,
    description: 'An https URL; the object key is appended to it as is. It must not resolve to a private address.',
  },
  { key: 'token', kind: 'text', readOnly: true, nullable: false, description: 'Sent as the Auth header of every delivery, and the key of Webhook-Signature' },
  { key: 'created_at', kind: 'datetime', readOnly: true, nullable: false },
  { key: 'updated_at', kind: 'datetime', readOnly: true, nullable: false },
  { key: 'entity', kind: 'enum', values: ENTITIES, nullable: false, default: 'orders', description: ENTITY_DESCRIPTION },
  { key: 'suspended_at', kind: 'datetime', description: 'null resumes a suspended webhook; a date-time suspends it' },
];

export const WEBHOOK_CATALOGUE: Catalogue = {
  table: 'webhooks',
  fields: WEBHOOK_FIELDS,
  // failures_counted_from: failures before it do not count towards suspension (set on resume).
  otherColumns: ['org_id', 'id', 'failures_counted_from'],
};
