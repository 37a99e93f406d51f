/** The organization a start-up and `boxline seed` talk about: the first one, created on an empty database. */
import { sql } from '../core/sql.ts';
import type { Database } from '../db/database.ts';
import { encodeId } from '../core/ids.ts';
import { createOrganizationWithToken } from '../orgs/create.ts';
import { firstOrgId } from '../orgs/organizations.ts';

export interface DemoOrg {
  id: number;
  pk: string;
  /** The owner's token, only when the organization was just created (tokens are stored hashed). */
  token: string | null;
  orders: number;
}

/** The first organization; on a database with none, creates the demo organization and its owner. */
export async function demoOrg(db: Database): Promise<DemoOrg> {
  const id = await firstOrgId(db);
  if (id !== null) {
    return { id, pk: encodeId(id), token: null, orders: await orderCount(db, id) };
  }
  const created = await createOrganizationWithToken(db, { name: 'Demo Organization', ownerEmail: 'owner@example.com' });
  return { id: created.orgId, pk: created.orgPk, token: created.token, orders: 0 };
}

export async function orderCount(db: Database, orgId: number): Promise<number> {
  return Number((await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders WHERE org_id = ${orgId}`))!.n);
}
