/** Users and their memberships: who belongs to an organization, with which role. */
import { sql } from '../core/sql.ts';
import { encodeId } from '../core/ids.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';
import type { Role, OrgContext } from '../auth/org.ts';
import type { AuthContext } from '../auth/authenticate.ts';
import { refuseAuth } from '../auth/refusals.ts';

/** The user with this e-mail address (any case), made when there is none; with `passwordHash`, given that password. */
export async function userIdForEmail(tx: Queryable, email: string, passwordHash?: string): Promise<number> {
  const user = await tx.one<{ id: number }>(sql`
    INSERT INTO users (email, updated_at${passwordHash === undefined ? sql`` : sql`, password_hash`})
    VALUES (${email}, now()${passwordHash === undefined ? sql`` : sql`, ${passwordHash}`})
    ON CONFLICT (lower(email)) DO UPDATE SET ${passwordHash === undefined ? sql`` : sql`password_hash = EXCLUDED.password_hash, `}updated_at = EXCLUDED.updated_at
    RETURNING id`);
  return Number(user!.id);
}

/**
 * Makes the user with this e-mail address a member with `role` (an existing member gets the role; with
 * `passwordHash`, the user gets that password); returns the user id. Pass a transaction: it writes two rows.
 */
export async function addMember(tx: Queryable, orgId: number, email: string, role: Role, passwordHash?: string): Promise<number> {
  const userId = await userIdForEmail(tx, email, passwordHash);
  await tx.rows(sql`INSERT INTO memberships (org_id, user_id, role) VALUES (${orgId}, ${userId}, ${role})
                    ON CONFLICT (org_id, user_id) DO UPDATE SET role = EXCLUDED.role RETURNING user_id`);
  return userId;
}

/** The user's role in a live organization (null in a deleted one: the authorize page's sessions cannot act there). */
export const memberRole = async (db: Queryable, orgId: number, userId: number): Promise<Role | null> =>
  (await db.one<{ role: Role }>(sql`
    SELECT m.role FROM memberships m JOIN orgs o ON o.id = m.org_id AND o.deleted_at IS NULL
    WHERE m.org_id = ${orgId} AND m.user_id = ${userId}`))?.role ?? null;

/**
 * The owner who joined first: the one the command line issues tokens for and registers apps as. Owners who
 * joined in one transaction have the same `created_at`; the user id settles it, so the answer never depends on
 * the plan PostgreSQL picks.
 */
export const firstOwner = async (db: Queryable, orgId: number): Promise<number | null> =>
  (await db.one<{ user_id: number }>(sql`
    SELECT user_id FROM memberships WHERE org_id = ${orgId} AND role = 'owner' ORDER BY created_at, user_id LIMIT 1`))?.user_id ?? null;

/**
 * The organization of a v1 request, which names none in its path: the token's own organization, or for a token
 * valid in all of its member's organizations, the first live one the member joined (ties by organization id,
 * as firstOwner). Refused (`no_organization`) when the member has none.
 */
export async function resolveTokenOrg(db: Queryable, auth: AuthContext): Promise<OrgContext> {
  const row = await db.one<{ org_id: number; role: Role }>(sql`
    SELECT m.org_id, m.role FROM memberships m JOIN orgs o ON o.id = m.org_id AND o.deleted_at IS NULL WHERE m.user_id = ${auth.userId}
      ${auth.tokenOrgId !== null ? sql`AND m.org_id = ${auth.tokenOrgId}` : sql``}
    ORDER BY m.created_at, m.org_id LIMIT 1`);
  if (!row) throw refuseAuth({ kind: 'no_organization' });
  const id = Number(row.org_id);
  return { id, pk: encodeId(id), role: row.role };
}

/** How many live organizations the user belongs to. */
export async function organizationCount(db: Queryable, userId: number): Promise<number> {
  const row = await db.one<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM memberships m JOIN orgs o ON o.id = m.org_id WHERE m.user_id = ${userId} AND o.deleted_at IS NULL`);
  return row!.n;
}

export interface MemberRow {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  avatar: string | null;
  is_active: boolean;
  is_superuser: boolean;
  role: Role;
}

/** The members of an organization by user id (only user `id` when given). */
export async function listMembers(db: Queryable, orgId: number, page: Page, id?: number) {
  const where = sql`m.org_id = ${orgId} ${id === undefined ? sql`` : sql`AND u.id = ${id}`}`;
  const count = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM memberships m JOIN users u ON u.id = m.user_id WHERE ${where}`);
  const rows = await db.rows<MemberRow>(sql`
    SELECT u.id, u.email, u.first_name, u.last_name, u.avatar, u.is_active, u.is_superuser, m.role
    FROM memberships m JOIN users u ON u.id = m.user_id WHERE ${where} ORDER BY u.id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { total: count!.n, rows };
}

/** A member of an organization as v2 shows one (an app relation's `installed_by`, GET members/{id}/). */
export interface OrgMemberRow {
  user_id: number; email: string; first_name: string | null; last_name: string | null; avatar: string | null; role: Role;
  user_websocket_channel_id: string; member_websocket_channel_id: string;
}

/** The member `userId` of organization `orgId`, or null when the user is not one of its members. */
export async function memberOfOrg(db: Queryable, orgId: number, userId: number): Promise<OrgMemberRow | null> {
  return (await db.one<OrgMemberRow>(sql`
    SELECT u.id AS user_id, u.email, u.first_name, u.last_name, u.avatar, m.role,
           u.websocket_channel_id AS user_websocket_channel_id, m.websocket_channel_id AS member_websocket_channel_id
    FROM memberships m JOIN users u ON u.id = m.user_id WHERE m.org_id = ${orgId} AND m.user_id = ${userId}`)) ?? null;
}

export async function isSuperUser(db: Queryable, userId: number): Promise<boolean> {
  return (await db.one<{ is_superuser: boolean }>(sql`SELECT is_superuser FROM users WHERE id = ${userId}`))?.is_superuser ?? false;
}

export const userByEmail = (db: Queryable, email: string) =>
  db.one<{ id: number; password_hash: string | null; is_active: boolean }>(sql`
    SELECT id, password_hash, is_active FROM users WHERE lower(email) = lower(${email})`);

/** A new user with this e-mail address and password hash; null, changing nothing, when the address has a user already. */
export async function createUserWithPassword(tx: Queryable, email: string, passwordHash: string): Promise<number | null> {
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO users (email, password_hash) VALUES (${email}, ${passwordHash}) ON CONFLICT (lower(email)) DO NOTHING RETURNING id`);
  return row ? Number(row.id) : null;
}

/** Gives a user who has no password this one; false, changing nothing, when they have one already. */
export async function setFirstPassword(tx: Queryable, userId: number, passwordHash: string): Promise<boolean> {
  return (await tx.rows(sql`
    UPDATE users SET password_hash = ${passwordHash}, updated_at = now() WHERE id = ${userId} AND password_hash IS NULL RETURNING id`)).length > 0;
}

export async function setPasswordHash(db: Queryable, userId: number, hash: string): Promise<void> {
  await db.rows(sql`UPDATE users SET password_hash = ${hash}, updated_at = now() WHERE id = ${userId} RETURNING id`);
}

// ---- roles and removal (the console's access pages)

export async function ownerCount(db: Queryable, orgId: number): Promise<number> {
  return (await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM memberships WHERE org_id = ${orgId} AND role = 'owner'`))!.n;
}

/** The member's role, locked until the transaction ends (so two changes cannot both remove the last owner). */
export const lockMembership = async (tx: Queryable, orgId: number, userId: number) =>
  (await tx.one<{ role: Role }>(sql`SELECT role FROM memberships WHERE org_id = ${orgId} AND user_id = ${userId} FOR UPDATE`))?.role ?? null;

/** Locks the organization's owners (in user order) and counts them. */
export async function lockOwners(tx: Queryable, orgId: number): Promise<number> {
  return (await tx.rows(sql`SELECT user_id FROM memberships WHERE org_id = ${orgId} AND role = 'owner' ORDER BY user_id FOR UPDATE`)).length;
}

/**
 * Whether `userId` may be given `role` in the organization, its owners and membership locked until the transaction
 * ends (so two changes cannot both remove the last owner): `owner-only` when `byRole` (the role of who asks; null
 * when the member accepts for themselves) is not an owner and an owner is made or unmade, `last-owner` when the
 * organization's only owner would stop being one. `current` is the member's role now (null: not a member).
 */
export async function checkRoleChange(tx: Queryable, orgId: number, userId: number, role: Role, byRole: Role | null):
Promise<{ current: Role | null; problem: 'owner-only' | 'last-owner' | null }> {
  const owners = await lockOwners(tx, orgId);
  const current = await lockMembership(tx, orgId, userId);
  if (current === null) return { current, problem: null };
  if (byRole !== null && byRole !== 'owner' && (current === 'owner' || role === 'owner')) return { current, problem: 'owner-only' };
  if (current === 'owner' && role !== 'owner' && owners <= 1) return { current, problem: 'last-owner' };
  return { current, problem: null };
}

export async function setRole(tx: Queryable, orgId: number, userId: number, role: Role): Promise<void> {
  await tx.rows(sql`UPDATE memberships SET role = ${role} WHERE org_id = ${orgId} AND user_id = ${userId} RETURNING user_id`);
}

/** Removes the membership and revokes the tokens the member holds for this organization. */
export async function removeMembership(tx: Queryable, orgId: number, userId: number): Promise<void> {
  await tx.rows(sql`DELETE FROM memberships WHERE org_id = ${orgId} AND user_id = ${userId} RETURNING user_id`);
  await tx.rows(sql`UPDATE access_tokens SET revoked_at = now() WHERE org_id = ${orgId} AND user_id = ${userId} AND revoked_at IS NULL RETURNING id`);
}
