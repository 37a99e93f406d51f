/**
 * A company made by v1 POST company/ (or PUT to a free id): the one organization maker (src/orgs/create.ts) with
 * the token's member as its owner, and the token granted it when the token is bound to another organization, so
 * that the Location answered works with the same token and the token's list shows it.
 */
import type { Queryable } from '../../db/database.ts';
import type { AuthContext } from '../../auth/authenticate.ts';
import { grantOrgToToken } from '../../auth/tokens.ts';
import { conflict } from '../../core/errors.ts';
import { companyIdTaken, getCompany } from '../../orgs/companies.ts';
import { createOrganization } from '../../orgs/create.ts';
import { renderCompany } from './shape.ts';

export async function createCompany(tx: Queryable, auth: AuthContext, input: { name: string; company_id?: string }, id?: number) {
  const companyId = input.company_id;
  if (companyId !== undefined && (await companyIdTaken(tx, companyId))) throw conflict('A company with this company_id already exists.');
  const { orgId } = await createOrganization(tx, { id, name: input.name.trim(), companyId, owner: { userId: auth.userId } });
  await grantOrgToToken(tx, auth, orgId);
  return renderCompany((await getCompany(tx, { ...auth, grantedOrgIds: [...auth.grantedOrgIds, orgId] }, orgId))!);
}
