import { sql } from '../../core/sql.ts';
import { countedPage } from '../../db/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import { encodeId } from '../../core/ids.ts';
import { formatMoney } from '../../core/values/money.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import type { Organization } from './schemas.ts';

interface OrgRow {
  id: number; name: string | null; website: string | null; avatar: string | null;
  action_alert_send_from_alias: string | null; fees_paid_by: string | null;
  action_alert_custom_domain_enabled: boolean; wallet_charges_allowed: boolean; cached_orders_views: boolean;
  equipment_returns_enabled: boolean;
  refill_limit_amount: string | null; refill_limit_currency: string | null;
  refill_amount_amount: string | null; refill_amount_currency: string | null;
  app_seat_licenses: Record<string, unknown>[]; user_slots: number;
  subscription_integration: number; subscription_storage: number; subscription_user: number;
  billing_status: string; deleted_at: string | null; trial_expires_at: string | null;
  plan_id: number; plan_name: string; plan_price_amount: string; plan_price_currency: string; plan_billing_period: string;
  plan_order_limit: number; plan_users: number; plan_integrations: number; plan_storage: number; plan_extras: Record<string, unknown>[];
  member_websocket_channel_id: string;
}

interface PlanRow {
  id: number; name: string; price_amount: string; price_currency: string; billing_period: string;
  order_limit: number; users: number; integrations: number; storage: number; extras: Record<string, unknown>[];
}

function toPaymentPlan(p: PlanRow) {
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

/** A plan the member's organizations use (plans are global, but only those in use are shown). */
export async function getPaymentPlan(db: Queryable, planId: number, userId: number) {
  const row = await db.one<PlanRow>(sql`
    SELECT p.* FROM payment_plans p
    WHERE p.id = ${planId}
      AND EXISTS (SELECT 1 FROM orgs o JOIN memberships m ON m.org_id = o.id WHERE o.payment_plan_id = p.id AND m.user_id = ${userId})`);
  return row ? toPaymentPlan(row) : null;
}

const money = (amount: string | null, currency: string | null) => (amount === null || currency === null ? null : formatMoney(amount, currency));

function toOrganization(r: OrgRow): Organization {
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
  };
}

const SELECT_ORG = sql`
  SELECT o.id, o.name, o.website, o.avatar, o.action_alert_send_from_alias, o.fees_paid_by,
         o.action_alert_custom_domain_enabled, o.wallet_charges_allowed, o.cached_orders_views, o.equipment_returns_enabled,
         o.wallet_auto_refill_limit_amount AS refill_limit_amount, o.wallet_auto_refill_limit_currency AS refill_limit_currency,
         o.wallet_auto_refill_amount_amount AS refill_amount_amount, o.wallet_auto_refill_amount_currency AS refill_amount_currency,
         o.app_seat_licenses, o.user_slots, o.subscription_integration, o.subscription_storage,
         (SELECT count(*)::int FROM memberships mm WHERE mm.org_id = o.id) AS subscription_user,
         o.billing_status, o.deleted_at, o.trial_expires_at,
         p.id AS plan_id, p.name AS plan_name, p.price_amount AS plan_price_amount, p.price_currency AS plan_price_currency,
         p.billing_period AS plan_billing_period, p.order_limit AS plan_order_limit, p.users AS plan_users,
         p.integrations AS plan_integrations, p.storage AS plan_storage, p.extras AS plan_extras,
         m.websocket_channel_id AS member_websocket_channel_id
  FROM orgs o
  JOIN memberships m ON m.org_id = o.id
  JOIN payment_plans p ON p.id = o.payment_plan_id`;

/** Organizations the member can see; `onlyOrgId` narrows it for tokens bound to one organization. */
export async function listOrgs(db: Queryable, userId: number, onlyOrgId: number | null, page: Page) {
  const where = sql`m.user_id = ${userId} ${onlyOrgId === null ? sql`` : sql`AND o.id = ${onlyOrgId}`}`;
  const { count, rows } = await countedPage<OrgRow>(db,
    sql`SELECT count(*)::int AS count FROM orgs o JOIN memberships m ON m.org_id = o.id WHERE ${where}`,
    sql`${SELECT_ORG} WHERE ${where} ORDER BY o.id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, results: rows.map(toOrganization) };
}

export async function getOrg(db: Queryable, orgId: number, userId: number): Promise<Organization | null> {
  const row = await db.one<OrgRow>(sql`${SELECT_ORG} WHERE o.id = ${orgId} AND m.user_id = ${userId}`);
  return row ? toOrganization(row) : null;
}

export async function renameOrg(db: Queryable, orgId: number, name: string): Promise<void> {
  await db.rows(sql`UPDATE orgs SET name = ${name}, updated_at = now() WHERE id = ${orgId}`);
}
