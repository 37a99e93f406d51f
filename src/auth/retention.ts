/**
 * Token retention: access tokens revoked before `cutoff`, and those that expired before it and carry no refresh
 * token (a pair whose access token expired can still be refreshed, so it stays until it is revoked). A revoked
 * pair is kept that long so that a refresh token used twice still revokes its family (src/auth/tokens.ts).
 * access_tokens is a global table (a Citus reference table), so each batch stays one locking statement.
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { deleteInBatches, deleted, type PruneOptions } from '../db/prune.ts';

export async function pruneTokens(db: Queryable, cutoff: Date, options: PruneOptions): Promise<number> {
  const at = cutoff.toISOString();
  const revoked = await deleteInBatches((limit) => deleted(db, sql`
    WITH doomed AS (SELECT id FROM access_tokens WHERE revoked_at < ${at} LIMIT ${limit} FOR UPDATE SKIP LOCKED),
         gone AS (DELETE FROM access_tokens t USING doomed WHERE t.id = doomed.id RETURNING 1)
    SELECT count(*)::int AS n FROM gone`), options);
  const expired = await deleteInBatches((limit) => deleted(db, sql`
    WITH doomed AS (SELECT id FROM access_tokens WHERE refresh_hash IS NULL AND expires_at < ${at} LIMIT ${limit} FOR UPDATE SKIP LOCKED),
         gone AS (DELETE FROM access_tokens t USING doomed WHERE t.id = doomed.id RETURNING 1)
    SELECT count(*)::int AS n FROM gone`), options);
  return revoked + expired;
}
