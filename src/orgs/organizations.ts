/** Organizations: the tenants. Reads that look across organizations are here (orgs is a global table). */
import { sql } from '../core/sql.ts';
import { bigintArray, countedPage } from '../db/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';

export const orgExists = async (db: Queryable, orgId: number): Promise<boolean> => Boolean(await db.one(sql`SELECT 1 FROM orgs WHERE id = ${orgId}`));

export const orgName = async (db: Queryable, orgId: number): Promise<string | null> =>
  (await db.one<{ name: string }>(sql`SELECT name FROM orgs WHERE id = ${orgId}`))?.name ?? null;

/** The organization's name and time zone (the console's heading and dates), or null when there is none. */
export const orgNameAndTimeZone = async (db: Queryable, orgId: number): Promise<{ name: string; time_zone: string } | null> =>
  (await db.one<{ name: string; time_zone: string }>(sql`SELECT name, time_zone FROM orgs WHERE id = ${orgId}`)) ?? null;

/** The first organization made (the demo organization of a start-up), or null on an empty database. */
export const firstOrgId = async (db: Queryable): Promise<number | null> => {
  const row = await db.one<{ id: number }>(sql`SELECT id FROM orgs ORDER BY id LIMIT 1`);
  return row ? Number(row.id) : null;
};

/** The organizations not deleted (only `orgId` when given), by id. */
export async function liveOrgIds(db: Queryable, orgId?: number): Promise<number[]> {
  const rows = await db.rows<{ id: number }>(sql`
    SELECT id FROM orgs WHERE deleted_at IS NULL ${orgId === undefined ? sql`` : sql`AND id = ${orgId}`} ORDER BY id`);
  return rows.map((r) => Number(r.id));
}

/** Changes the organization's name and/or time zone (already checked: a trimmed name, a canonical zone). */
export async function updateOrgSettings(db: Queryable, orgId: number, change: { name?: string; timeZone?: string }): Promise<void> {
  if (change.name === undefined && change.timeZone === undefined) return;
  await db.rows(sql`
    UPDATE orgs SET name = COALESCE(${change.name ?? null}, name), time_zone = COALESCE(${change.timeZone ?? null}, time_zone),
      updated_at = now()
    WHERE id = ${orgId} AND (name, time_zone) IS DISTINCT FROM (COALESCE(${change.name ?? null}, name), COALESCE(${change.timeZone ?? null}, time_zone))`);
}

/** The card insurance refills are charged to (null clears it); false when there is no such organization. */
export async function setProcessorCard(db: Queryable, orgId: number, card: string | null): Promise<boolean> {
  const rows = await db.rows(sql`UPDATE orgs SET processor_credit_card = ${card}, updated_at = now() WHERE id = ${orgId} RETURNING id`);
  return rows.length > 0;
}

// ---- an organization as a member sees it, with its payment plan (v2's organization resource)

export interface PlanRow {
  id: number; name: string; price_amount: string; price_currency: string; billing_period: string;
  order_limit: number; users: number; integrations: number; storage: number; extras: Record<string, unknown>[];
}

export interface OrgRow {
  id: number; name: string | null; website: string | null; avatar: string | null;
  action_alert_send_from_alias: string | null; fees_paid_by: string | null;
  action_alert_custom_domain_enabled: boolean; wallet_charges_allowed: boolean; cached_orders_views: boolean;
  equipment_returns_enabled: boolean;
  refill_limit_amount: string | null; refill_limit_currency: string | null;
  refill_amount_amount: string | null; refill_amount_currency: string | null;
  app_seat_licenses: Record<string, unknown>[]; user_slots: number;
  subscription_integration: number; subscription_storage: number; subscription_user: number;
  billing_status: string; deleted_at: string | null; trial_expires_at: string | null; time_zone: string;
  plan_id: number; plan_name: string; plan_price_amount: string; plan_price_currency: string; plan_billing_period: string;
  plan_order_limit: number; plan_users: number; plan_integrations: number; plan_storage: number; plan_extras: Record<string, unknown>[];
  member_websocket_channel_id: string;
}

/** A plan the member's organizations use (plans are global, but only those in use are shown). */
export async function paymentPlanOfMember(db: Queryable, planId: number, userId: number): Promise<PlanRow | null> {
  return (await db.one<PlanRow>(sql`
    SELECT p.* FROM payment_plans p
    WHERE p.id = ${planId}
      AND EXISTS (SELECT 1 FROM orgs o JOIN memberships m ON m.org_id = o.id WHERE o.payment_plan_id = p.id AND m.user_id = ${userId})`)) ?? null;
}

const SELECT_ORG = sql`
  SELECT o.id, o.name, o.website, o.avatar, o.action_alert_send_from_alias, o.fees_paid_by,
         o.action_alert_custom_domain_enabled, o.wallet_charges_allowed, o.cached_orders_views, o.equipment_returns_enabled,
         o.wallet_auto_refill_limit_amount AS refill_limit_amount, o.wallet_auto_refill_limit_currency AS refill_limit_currency,
         o.wallet_auto_refill_amount_amount AS refill_amount_amount, o.wallet_auto_refill_amount_currency AS refill_amount_currency,
         o.app_seat_licenses, o.user_slots, o.subscription_integration, o.subscription_storage,
         (SELECT count(*)::int FROM memberships mm WHERE mm.org_id = o.id) AS subscription_user,
         o.billing_status, o.deleted_at, o.trial_expires_at, o.time_zone,
         p.id AS plan_id, p.name AS plan_name, p.price_amount AS plan_price_amount, p.price_currency AS plan_price_currency,
         p.billing_period AS plan_billing_period, p.order_limit AS plan_order_limit, p.users AS plan_users,
         p.integrations AS plan_integrations, p.storage AS plan_storage, p.extras AS plan_extras,
         m.websocket_channel_id AS member_websocket_channel_id
  FROM orgs o
  JOIN memberships m ON m.org_id = o.id
  JOIN payment_plans p ON p.id = o.payment_plan_id`;

/** The live organizations the member can see; `onlyOrgIds` narrows it for tokens bound to one (auth/org.ts tokenOrgIds). */
export async function listOrgRows(db: Queryable, userId: number, onlyOrgIds: number[] | null, page: Page) {
  const where = sql`m.user_id = ${userId} AND o.deleted_at IS NULL ${onlyOrgIds === null ? sql`` : sql`AND o.id = ANY(${bigintArray(onlyOrgIds)})`}`;
  return countedPage<OrgRow>(db,
    sql`SELECT count(*)::int AS count FROM orgs o JOIN memberships m ON m.org_id = o.id WHERE ${where}`,
    sql`${SELECT_ORG} WHERE ${where} ORDER BY o.id LIMIT ${page.limit} OFFSET ${page.offset}`);
}

export async function orgRowOfMember(db: Queryable, orgId: number, userId: number): Promise<OrgRow | null> {
  return (await db.one<OrgRow>(sql`${SELECT_ORG} WHERE o.id = ${orgId} AND m.user_id = ${userId} AND o.deleted_at IS NULL`)) ?? null;
}
