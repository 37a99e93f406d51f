/** A webhook delivery as the domain renders it (src/webhooks/deliveries/queries.ts); its route's params are src/v2/webhooks/deliveries/schemas.ts. */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, NullableDateTime, StringEnum } from '../../core/schema.ts';
import { ENTITIES } from '../../events/emit.ts';
import { exampleUrl } from '../../core/urls.ts';

export const DELIVERY_STATES = ['pending', 'delivered', 'retried', 'failed', 'superseded', 'expired'] as const;

export const Delivery = Type.Object({
  url: Type.String({ examples: [exampleUrl('webhooks/3/deliveries/42/')] }),
  webhook: Type.String({ description: 'The webhook url' }),
  message_id: Type.String({ description: 'The Webhook-Id header: the same for every attempt at one event' }),
  entity: StringEnum(ENTITIES),
  action: StringEnum(['put', 'delete'] as const, { description: 'PUT with the object, or DELETE' }),
  object_pk: Type.String({ description: 'Appended to remote_url' }),
  object_url: Nullable(Type.String(), { description: 'The url in the delivered body (null for DELETE)' }),
  attempt: Type.Integer({ description: '1 for the first attempt at an event (or a redelivery), then 2, 3, ...' }),
  state: StringEnum(DELIVERY_STATES, {
    description:
      'pending (waiting or in flight), delivered (answered 200), retried (failed; the next attempt is scheduled), ' +
      'failed (failed; given up), superseded (a newer state of the object replaced it), expired (its dispatcher stopped ' +
      'before recording a result; the next attempt is scheduled)',
  }),
  status_code: Nullable(Type.Integer()),
  latency_ms: Nullable(Type.Integer()),
  error: Nullable(Type.String()),
  created_at: DateTime(),
  scheduled_at: Nullable(DateTime(), { description: 'When it is due; null while the webhook is suspended' }),
  attempted_at: NullableDateTime(),
  finished_at: NullableDateTime(),
  redelivery_of: Nullable(Type.String(), { description: 'The delivery this one was requested to repeat' }),
  superseded_by: Nullable(Type.String()),
});
export type Delivery = Static<typeof Delivery>;
