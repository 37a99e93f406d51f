/** Creating an organization with its first owner: the command line, the demo organization and v1 `POST company/`. */
import { sql } from '../core/sql.ts';
import { encodeId } from '../core/ids.ts';
import type { Database, Queryable } from '../db/database.ts';
import { issueToken } from '../auth/tokens.ts';
import { ALL_SCOPES } from '../auth/scopes.ts';
import { userIdForEmail } from './members.ts';
import { orgUrl } from '../core/urls.ts';

export interface NewOrganization {
  name: string;
  /** v1's unique text key; generated when omitted. */
  companyId?: string;
  /** The id to give it (v1 PUT to a free id); drawn when omitted. */
  id?: number;
  /** An existing user (v1: the member who asks), or the user with this e-mail address, made when there is none. */
  owner: { userId: number } | { email: string };
}

/** The one way an organization is made: the row and its owner's membership, in the caller's transaction. */
export async function createOrganization(tx: Queryable, input: NewOrganization): Promise<{ orgId: number; userId: number }> {
  const org = await tx.one<{ id: number }>(sql`
    INSERT INTO orgs (${input.id === undefined ? sql`` : sql`id, `}name${input.companyId === undefined ? sql`` : sql`, company_id`})
    VALUES (${input.id === undefined ? sql`` : sql`${input.id}, `}${input.name}${input.companyId === undefined ? sql`` : sql`, ${input.companyId}`}) RETURNING id`);
  // An id given by the client: the sequence moves past it, so that no later organization draws it.
  if (input.id !== undefined) {
    await tx.rows(sql`SELECT setval(pg_get_serial_sequence('orgs', 'id'), greatest(${input.id}::bigint, (SELECT last_value FROM orgs_id_seq)))`);
  }
  const userId = 'userId' in input.owner ? input.owner.userId : await userIdForEmail(tx, input.owner.email);
  await tx.rows(sql`INSERT INTO memberships (org_id, user_id, role) VALUES (${org!.id}, ${userId}, 'owner')`);
  return { orgId: Number(org!.id), userId: Number(userId) };
}

export interface CreatedOrg {
  orgId: number;
  orgPk: string;
  orgUrl: string;
  userId: number;
  token: string;
}

/**
 * createOrganization in a transaction of its own, with a token of every scope for the owner (tokens are stored
 * hashed, so this is the only time it can be shown): `boxline org create`, the demo organization, tests, benches.
 */
export async function createOrganizationWithToken(db: Database, input: { name: string; ownerEmail: string }): Promise<CreatedOrg> {
  return db.transaction(async (tx) => {
    const { orgId, userId } = await createOrganization(tx, { name: input.name, owner: { email: input.ownerEmail } });
    const { token } = await issueToken(tx, { userId, orgId, scopes: ALL_SCOPES });
    const orgPk = encodeId(orgId);
    return { orgId, orgPk, orgUrl: orgUrl(orgId), userId, token };
  });
}
