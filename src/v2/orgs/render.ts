/** An organization and its payment plan in the v2 shape, from the rows src/orgs/ reads. */
import { encodeId } from '../../core/ids.ts';
import { formatMoney } from '../../core/values/money.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import type { OrgRow, PlanRow } from '../../orgs/organizations.ts';
import type { Organization } from './schemas.ts';

export function toPaymentPlan(p: PlanRow) {
  return {
    url: `/api/v2/payment-plans/${encodeId(p.id)}/`,
    name: p.name,
    price: formatMoney(p.price_amount, p.price_currency),
    billing_period: p.billing_period,
    limit: p.order_limit,
    users: p.users,
    integrations: p.integrations,
    storage: p.storage,
    extras: p.extras,
  };
}

const money = (amount: string | null, currency: string | null) => (amount === null || currency === null ? null : formatMoney(amount, currency));

export function toOrganization(r: OrgRow): Organization {
  return {
    url: `/api/v2/orgs/${encodeId(r.id)}/`,
    name: r.name,
    website: r.website,
    avatar: r.avatar,
    action_alert_send_from_alias: r.action_alert_send_from_alias,
    fees_paid_by: r.fees_paid_by,
    action_alert_custom_domain_enabled: r.action_alert_custom_domain_enabled,
    wallet_charges_allowed: r.wallet_charges_allowed,
    cached_orders_views: r.cached_orders_views,
    equipment_returns_enabled: r.equipment_returns_enabled,
    wallet_auto_refill_limit: money(r.refill_limit_amount, r.refill_limit_currency),
    wallet_auto_refill_amount: money(r.refill_amount_amount, r.refill_amount_currency),
    app_seat_licenses: r.app_seat_licenses,
    payment_plan: toPaymentPlan({
      id: r.plan_id, name: r.plan_name, price_amount: r.plan_price_amount, price_currency: r.plan_price_currency,
      billing_period: r.plan_billing_period, order_limit: r.plan_order_limit, users: r.plan_users,
      integrations: r.plan_integrations, storage: r.plan_storage, extras: r.plan_extras,
    }),
    user_slots: r.user_slots,
    subscriptions: { integration: r.subscription_integration, storage: r.subscription_storage, user: r.subscription_user },
    billing_status: r.billing_status,
    deleted_at: formatDateTime(r.deleted_at),
    trial_expires_at: formatDateTime(r.trial_expires_at),
    member_websocket_channel_id: r.member_websocket_channel_id,
    time_zone: r.time_zone,
  };
}
