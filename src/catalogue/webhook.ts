/**
 * A webhook subscription, and the entities events are about (the outbox, src/events/, uses the same list).
 * Its token and timestamps are read only; `remote_url` is a webhook's own kind of URL (https, and checked
 * against private targets when it is written: src/webhooks/service.ts), not the `url` kind.
 */
import { withField, type Catalogue, type FieldSpec } from '../core/fields/index.ts';

export const ENTITIES = ['orders', 'order-delivered', 'packaging', 'contact', 'contact-address', 'acceptance-scan', 'webhook', 'batch'] as const;
export type Entity = (typeof ENTITIES)[number];

/** What each entity sends (DECISIONS section 6); the two tracking entities say when they fire. */
export const ENTITY_DESCRIPTION = 'What the webhook hears about. `order-delivered`: the order (its GET JSON), once, when every box of it is '
  + 'delivered (by a carrier scan or a client writing `delivered_at`). `acceptance-scan`: `{url, box_url, ship_cost, tax, packing_cost, '
  + 'acceptance_scan_at}` at the first accepted carrier scan of a box that has the custom field PACKING_GROUP_TRANSACTION_AMOUNT. '
  + '`batch`: the batch (its GET JSON) when it ends.';

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

/** The fields a create may send: a new webhook is never suspended. */
export const WEBHOOK_CREATE_FIELDS = withField(WEBHOOK_FIELDS.filter((f) => f.key !== 'suspended_at'), 'entity', {
  description: `${ENTITY_DESCRIPTION} Defaults to orders.`,
});

export const WEBHOOK_CATALOGUE: Catalogue = {
  table: 'webhooks',
  fields: WEBHOOK_FIELDS,
  // failures_counted_from: failures before it do not count towards suspension (set on resume).
  otherColumns: ['org_id', 'id', 'failures_counted_from'],
};
