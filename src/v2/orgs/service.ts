/** Creating an organization with its owner: used by the command line and by the first start. */
import { sql } from '../../core/sql.ts';
import type { Database } from '../../db/database.ts';
import { issueToken } from '../../auth/tokens.ts';
import { ALL_SCOPES } from '../../auth/scopes.ts';
import { encodeId } from '../../core/ids.ts';

export interface CreatedOrg {
  orgId: number;
  orgPk: string;
  orgUrl: string;
  userId: number;
  token: string;
}

export async function createOrganization(db: Database, input: { name: string; ownerEmail: string }): Promise<CreatedOrg> {
  return db.transaction(async (tx) => {
    const org = await tx.one<{ id: number }>(sql`INSERT INTO orgs (name) VALUES (${input.name}) RETURNING id`);
    const user = await tx.one<{ id: number }>(sql`
      INSERT INTO users (email) VALUES (${input.ownerEmail})
      ON CONFLICT (lower(email)) DO UPDATE SET updated_at = now()
      RETURNING id`);
    await tx.rows(sql`INSERT INTO memberships (org_id, user_id, role) VALUES (${org!.id}, ${user!.id}, 'owner')`);
    const { token } = await issueToken(tx, { userId: user!.id, orgId: org!.id, scopes: ALL_SCOPES });
    const orgPk = encodeId(org!.id);
    return { orgId: org!.id, orgPk, orgUrl: `/api/v2/orgs/${orgPk}/`, userId: user!.id, token };
  });
}

/** Adds a member with a role (tests and the command line); returns the user id. */
export async function addMember(db: Database, orgId: number, email: string, role: 'owner' | 'admin' | 'member' | 'shipper'): Promise<number> {
  return db.transaction(async (tx) => {
    const user = await tx.one<{ id: number }>(sql`
      INSERT INTO users (email) VALUES (${email})
      ON CONFLICT (lower(email)) DO UPDATE SET updated_at = now()
      RETURNING id`);
    await tx.rows(sql`INSERT INTO memberships (org_id, user_id, role) VALUES (${orgId}, ${user!.id}, ${role})
                      ON CONFLICT (org_id, user_id) DO UPDATE SET role = EXCLUDED.role`);
    return user!.id;
  });
}
