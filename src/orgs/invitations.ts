/**
 * The SQL of invitations (one-time links to join an organization, which the console makes and accepts). Personal
 * tokens are listed and revoked in src/auth/tokens.ts, member roles and removal in members.ts.
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Role } from '../auth/org.ts';

// ---- invitations ----

export interface InvitationRow {
  org_id: number;
  id: number;
  email: string;
  role: Role;
  expires_at: string;
  used_at: string | null;
  created_at: string;
  /** The user whose first password this link sets (the first-owner link only); null for an invitation. */
  sets_password_of: number | null;
}

const INVITATION = sql`org_id, id, email, role, expires_at, used_at, created_at, sets_password_of`;

/** `setsPasswordOf`: only the first-owner link, for its owner (who has no password yet). */
export async function insertInvitation(db: Queryable, orgId: number, input: { tokenHash: string; email: string; role: Role; createdBy: number; seconds: number; setsPasswordOf?: number }) {
  return (await db.one<InvitationRow>(sql`
    INSERT INTO console_invitations (org_id, token_hash, email, role, created_by, expires_at, sets_password_of)
    VALUES (${orgId}, ${input.tokenHash}, ${input.email}, ${input.role}, ${input.createdBy}, now() + make_interval(secs => ${input.seconds}), ${input.setsPasswordOf ?? null})
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
