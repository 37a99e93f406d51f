/**
 * The SQL of the console's access pages that no domain module has yet: an organization's personal API tokens
 * (listed and revoked; they are issued by src/auth/tokens.ts), member roles and removal, and invitations.
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import type { Role } from '../../auth/org.ts';

export interface TokenRow {
  id: number;
  email: string;
  scopes: string[];
  expires_at: string | null;
  created_at: string;
}

/** The organization's live personal tokens (not OAuth2 apps' or sub-accounts'), newest first. */
export const listPersonalTokens = (db: Queryable, orgId: number) =>
  db.rows<TokenRow>(sql`
    SELECT t.id, u.email, t.scopes, t.expires_at::text, t.created_at::text
    FROM access_tokens t JOIN users u ON u.id = t.user_id
    WHERE t.org_id = ${orgId} AND t.kind = 'personal' AND t.revoked_at IS NULL AND (t.expires_at IS NULL OR t.expires_at > now())
    ORDER BY t.id DESC LIMIT 500`);

/** Revokes one of the organization's personal tokens; false when it has no such live token. */
export async function revokePersonalToken(db: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await db.rows(sql`
    UPDATE access_tokens SET revoked_at = now()
    WHERE org_id = ${orgId} AND id = ${id} AND kind = 'personal' AND revoked_at IS NULL RETURNING id`);
  return rows.length > 0;
}

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

export async function setRole(tx: Queryable, orgId: number, userId: number, role: Role): Promise<void> {
  await tx.rows(sql`UPDATE memberships SET role = ${role} WHERE org_id = ${orgId} AND user_id = ${userId} RETURNING user_id`);
}

/** Removes the membership and revokes the tokens the member holds for this organization. */
export async function removeMembership(tx: Queryable, orgId: number, userId: number): Promise<void> {
  await tx.rows(sql`DELETE FROM memberships WHERE org_id = ${orgId} AND user_id = ${userId} RETURNING user_id`);
  await tx.rows(sql`UPDATE access_tokens SET revoked_at = now() WHERE org_id = ${orgId} AND user_id = ${userId} AND revoked_at IS NULL RETURNING id`);
}

// ---- invitations ----

export interface InvitationRow {
  org_id: number;
  id: number;
  email: string;
  role: Role;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

const INVITATION = sql`org_id, id, email, role, expires_at::text, used_at::text, created_at::text`;

export async function insertInvitation(db: Queryable, orgId: number, input: { tokenHash: string; email: string; role: Role; createdBy: number; seconds: number }) {
  return (await db.one<InvitationRow>(sql`
    INSERT INTO console_invitations (org_id, token_hash, email, role, created_by, expires_at)
    VALUES (${orgId}, ${input.tokenHash}, ${input.email}, ${input.role}, ${input.createdBy}, now() + make_interval(secs => ${input.seconds}))
    RETURNING ${INVITATION}`))!;
}

/** Invitations not used yet and not expired, newest first. */
export const openInvitations = (db: Queryable, orgId: number) =>
  db.rows<InvitationRow>(sql`
    SELECT ${INVITATION} FROM console_invitations
    WHERE org_id = ${orgId} AND used_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 200`);

/** The open invitation with this link (locked with `lock`), or null. */
export const findInvitation = (db: Queryable, orgId: number, tokenHash: string, lock = false) =>
  db.one<InvitationRow>(sql`
    SELECT ${INVITATION} FROM console_invitations
    WHERE org_id = ${orgId} AND token_hash = ${tokenHash} AND used_at IS NULL AND expires_at > now()
    ${lock ? sql`FOR UPDATE` : sql``}`);

export async function useInvitation(tx: Queryable, orgId: number, id: number): Promise<void> {
  await tx.rows(sql`UPDATE console_invitations SET used_at = now() WHERE org_id = ${orgId} AND id = ${id} RETURNING id`);
}

export async function withdrawInvitation(db: Queryable, orgId: number, id: number): Promise<boolean> {
  return (await db.rows(sql`DELETE FROM console_invitations WHERE org_id = ${orgId} AND id = ${id} AND used_at IS NULL RETURNING id`)).length > 0;
}

/** A user's e-mail address and whether they have a password yet. */
export const userSignIn = (db: Queryable, userId: number) =>
  db.one<{ email: string; has_password: boolean }>(sql`SELECT email, password_hash IS NOT NULL AS has_password FROM users WHERE id = ${userId}`);
