import { Type, type Static } from 'typebox';
import { Money, Nullable, NullableDateTime, PathKey } from '../../core/schema.ts';

export const PaymentPlan = Type.Object({
  url: Type.String(),
  name: Type.String(),
  price: Money(),
  billing_period: Type.String({ examples: ['month'] }),
  limit: Type.Integer({ description: 'Orders per billing period; -1 means unlimited' }),
  users: Type.Integer(),
  integrations: Type.Integer(),
  storage: Type.Integer(),
  extras: Type.Array(Type.Object({}, { additionalProperties: true })),
});

export const Organization = Type.Object({
  url: Type.String({ examples: ['/api/v2/orgs/1/'] }),
  name: Nullable(Type.String()),
  website: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  action_alert_send_from_alias: Nullable(Type.String()),
  fees_paid_by: Nullable(Type.String()),
  action_alert_custom_domain_enabled: Type.Boolean(),
  wallet_charges_allowed: Type.Boolean(),
  cached_orders_views: Type.Boolean(),
  equipment_returns_enabled: Type.Boolean(),
  wallet_auto_refill_limit: Nullable(Money()),
  wallet_auto_refill_amount: Nullable(Money()),
  app_seat_licenses: Type.Array(Type.Object({}, { additionalProperties: true })),
  payment_plan: PaymentPlan,
  user_slots: Type.Integer(),
  subscriptions: Type.Object({ integration: Type.Integer(), storage: Type.Integer(), user: Type.Integer() }),
  billing_status: Type.String({ examples: ['pending'] }),
  deleted_at: NullableDateTime(),
  trial_expires_at: NullableDateTime(),
  member_websocket_channel_id: Type.String(),
  time_zone: Type.String({ description: 'IANA time zone name: the console shows dates in it, a manifest\'s ship date defaults to today there.', examples: ['Europe/Berlin'] }),
});
export type Organization = Static<typeof Organization>;

export const OrgParams = Type.Object({ org_pk: PathKey });

export const OrgPatch = Type.Object({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' })),
  time_zone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'An IANA time zone name, such as `America/Chicago` or `UTC`.' })),
});
