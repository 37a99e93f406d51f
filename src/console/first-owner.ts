/**
 * The console line a start prints: where the console is, and for an organization whose first owner has no
 * password yet, a one-time link (an owner invitation for the owner's own address, valid 7 days) where they
 * choose it. The start-up code calls it (src/server.ts, beside the welcome lines); `boxline member set-password`
 * is the other way in.
 */
import type { Database } from '../db/database.ts';
import { firstOwner } from '../orgs/members.ts';
import { insertInvitation, userSignIn } from '../orgs/invitations.ts';
import { INVITATION_SECONDS, invitationPath, newInvitationToken } from './access/invitation.ts';

export async function consoleWelcomeLine(db: Database, orgId: number, baseUrl: string): Promise<string> {
  const ownerId = await firstOwner(db, orgId);
  const user = ownerId === null ? null : await userSignIn(db, ownerId);
  if (!user || user.has_password) return `Console: ${baseUrl}/console/ (sign in with a member's e-mail address and password)`;
  const { token, hash } = newInvitationToken(orgId);
  await insertInvitation(db, orgId, { tokenHash: hash, email: user.email, role: 'owner', createdBy: ownerId!, seconds: INVITATION_SECONDS, setsPasswordOf: ownerId! });
  return `Console: ${baseUrl}${invitationPath(token)} (one-time link for ${user.email}, the owner: choose a password, valid 7 days)`;
}
