/**
 * Work due across organizations (webhook deliveries, batch items and ends, tracking leases, manifest closes, rows to
 * prune), claimed in two steps, so that it runs on Citus (tenant tables distributed by org_id) as on one server:
 *
 * 1. `find` reads what is due without a lock. On Citus it runs on every shard: an unlocked read across shards is
 *    what Citus runs (a locking one it refuses: "could not run distributed query with FOR UPDATE/SHARE commands").
 *    Each is index-backed and bounded by its LIMIT; scripts/distribution.ts lists them (QUERY_EXCEPTIONS,
 *    SCHEMA_EXCEPTIONS).
 * 2. `claim` locks and claims one organization's rows by their keys: its statements name `org_id = <the id>` (one
 *    shard on Citus; scripts/citus-rules.ts refuses a locking read that does not) and check again that each row is
 *    still due, with SKIP LOCKED, so that a row another claimer took meanwhile is left alone.
 *
 * Every organization's step 2 runs in one short transaction (nothing but the claim happens in it), and their
 * statements are issued together: on PostgreSQL they go out in one write and are answered in order (the pool's
 * pipelined connections), so on one server the claim costs about what one statement across organizations did, with
 * one commit. On Citus each statement runs on its organization's shard and the commit spans the workers holding them
 * (at most every worker, however many organizations). One transaction per organization would commit as often as
 * there are organizations in a claim, for nothing the claim needs: a claimed row stays claimed by its lease, not by
 * the transaction.
 */
import type { SQL } from '../core/sql.ts';
import type { Database, Queryable } from './database.ts';

/** The rows step 1 found, grouped by organization, in the order found. */
export function byOrganization<F extends { org_id: number | string }>(found: readonly F[]): Map<number, F[]> {
  const groups = new Map<number, F[]>();
  for (const row of found) {
    const orgId = Number(row.org_id);
    const group = groups.get(orgId);
    if (group) group.push(row);
    else groups.set(orgId, [row]);
  }
  return groups;
}

/**
 * Runs `find` (step 1, no lock), then `claim` for each organization found (step 2), all in one transaction, and
 * returns what the claims answered, organization after organization in the order step 1 found them.
 */
export async function claimByOrganization<F extends { org_id: number | string }, C>(
  db: Database,
  find: SQL,
  claim: (tx: Queryable, orgId: number, found: F[]) => Promise<C[]>,
): Promise<C[]> {
  const found = await db.rows<F>(find);
  if (found.length === 0) return [];
  const groups = [...byOrganization(found)];
  const claimed = await db.transaction(async (tx) => {
    // Every organization's claim settles before the transaction ends: none may send a statement after a rollback.
    const settled = await Promise.allSettled(groups.map(([orgId, rows]) => claim(tx, orgId, rows)));
    const failed = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    return settled.map((s) => (s as PromiseFulfilledResult<C[]>).value);
  });
  return claimed.flat();
}
