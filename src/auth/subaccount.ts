/** What a wallet sub-account's own token may do: its sub-account's wallet routes, while it is not suspended. */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { AuthContext } from './authenticate.ts';
import { refuseAuth } from './refusals.ts';

/** Refused as `missing` for another sub-account (as for another organization's ids), and when the token's sub-account is suspended. */
export async function checkSubaccountToken(db: Queryable, auth: AuthContext, orgId: number, subaccountId: number | undefined): Promise<void> {
  if (subaccountId !== undefined && subaccountId !== auth.subjectId) throw refuseAuth({ kind: 'missing', what: 'wallet_subaccount' });
  const row = await db.one<{ suspended: boolean }>(sql`
    SELECT suspended_at IS NOT NULL AND suspended_at <= now() AS suspended FROM wallet_subaccounts WHERE org_id = ${orgId} AND id = ${auth.subjectId}`);
  if (!row) throw refuseAuth({ kind: 'missing', what: 'wallet_subaccount' });
  if (row.suspended) throw refuseAuth({ kind: 'subaccount_suspended' });
}
