/** Members with passwords (the command line; the authorize page's login checks them). */
import type { Database, Queryable } from '../db/database.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { addMember, memberRole, setPasswordHash, userByEmail } from '../orgs/members.ts';
import { orgExists } from '../orgs/organizations.ts';
import type { Role } from '../auth/org.ts';
import { deleteSessionsOf } from './queries.ts';

export const ROLES = ['owner', 'admin', 'member', 'shipper'] as const satisfies readonly Role[];

export class MemberInputError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adds a member (or changes an existing user's role in the organization) with a password. */
export async function createMemberWithPassword(db: Database, orgId: number, input: { email: string; role: string; password: string }) {
  const email = input.email.trim();
  if (!EMAIL.test(email) || email.length > 254) throw new MemberInputError('--email must be an e-mail address');
  if (!(ROLES as readonly string[]).includes(input.role)) throw new MemberInputError(`--role must be one of ${ROLES.join(', ')}`);
  const problem = passwordProblem(input.password);
  if (problem) throw new MemberInputError(`the password ${problem}`);
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    if (!(await orgExists(tx, orgId))) throw new MemberInputError('no such organization');
    const userId = await addMember(tx, orgId, email, input.role as Role, hash);
    return { userId, email, role: input.role };
  });
}

/** A user's new password hash; the sessions signed in with the old password end. */
async function replacePassword(tx: Queryable, userId: number, hash: string): Promise<void> {
  await setPasswordHash(tx, userId, hash);
  await deleteSessionsOf(tx, userId);
}

/** Sets the password of the user with this e-mail address; ends their login sessions. */
export async function setMemberPassword(db: Database, email: string, password: string) {
  const problem = passwordProblem(password);
  if (problem) throw new MemberInputError(`the password ${problem}`);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = await userByEmail(tx, email.trim());
    if (!user) throw new MemberInputError(`no member with the e-mail address ${email}`);
    await replacePassword(tx, user.id, hash);
    return { userId: user.id };
  });
}

/** The owner sets a member's password (v2): false when the user is not a member of the organization. */
export async function setPasswordOfMember(db: Database, orgId: number, userId: number, password: string): Promise<boolean> {
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if ((await memberRole(tx, orgId, userId)) === null) return false;
    await replacePassword(tx, userId, hash);
    return true;
  });
}
