/** The stored answers of `Idempotency-Key` POSTs (migration 0015); the HTTP side is src/http/idempotency.ts. */
import { sql } from '../core/sql.ts';
import type { Database, Queryable } from './database.ts';
import { textArray } from './sql.ts';
import { deleteByOrganization, deleteInBatches, type PruneOptions } from './prune.ts';

export interface KeyClaim {
  orgId: number;
  key: string;
}

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  location: string | null;
  body: string;
}

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'mismatch' }
  | { kind: 'running' }
  | ({ kind: 'answered' } & StoredAnswer);

/**
 * Takes `key` for a request with `fingerprint`, atomically: a new key, an expired one, or one whose request
 * died without answering (its lease over, same fingerprint) is claimed; otherwise the stored state is returned.
 */
export async function claimKey(db: Queryable, claim: KeyClaim, fingerprint: string, ttlSeconds: number, leaseSeconds: number): Promise<ClaimResult> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const claimed = await db.one(sql`
      INSERT INTO idempotency_keys (org_id, key, fingerprint, locked_until, expires_at, created_at)
      VALUES (${claim.orgId}, ${claim.key}, ${fingerprint}, now() + make_interval(secs => ${leaseSeconds}), now() + make_interval(secs => ${ttlSeconds}), now())
      ON CONFLICT (org_id, key) DO UPDATE
        SET fingerprint = EXCLUDED.fingerprint, status = NULL, content_type = NULL, location = NULL, body = NULL,
            locked_until = EXCLUDED.locked_until, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at
        WHERE idempotency_keys.expires_at <= EXCLUDED.created_at
           OR (idempotency_keys.status IS NULL AND idempotency_keys.locked_until <= EXCLUDED.created_at AND idempotency_keys.fingerprint = EXCLUDED.fingerprint)
      RETURNING key`);
    if (claimed) return { kind: 'claimed' };
    const row = await db.one<{ fingerprint: string; status: number | null; content_type: string | null; location: string | null; body: string | null }>(sql`
      SELECT fingerprint, status, content_type, location, body FROM idempotency_keys WHERE org_id = ${claim.orgId} AND key = ${claim.key}`);
    if (!row) continue; // pruned in between: claim again
    if (row.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (row.status === null) return { kind: 'running' };
    return { kind: 'answered', status: row.status, contentType: row.content_type, location: row.location, body: row.body ?? '' };
  }
  return { kind: 'running' };
}

export async function storeAnswer(db: Queryable, claim: KeyClaim, answer: StoredAnswer): Promise<void> {
  await db.rows(sql`
    UPDATE idempotency_keys SET status = ${answer.status}, content_type = ${answer.contentType}, location = ${answer.location}, body = ${answer.body}
    WHERE org_id = ${claim.orgId} AND key = ${claim.key} RETURNING key`);
}

/** Lets the key go (the request failed on our side), so that a retry runs the request again. */
export async function releaseKey(db: Queryable, claim: KeyClaim): Promise<void> {
  await db.rows(sql`DELETE FROM idempotency_keys WHERE org_id = ${claim.orgId} AND key = ${claim.key} AND status IS NULL RETURNING key`);
}

/**
 * Deletes the keys past their 24 hours (`expires_at` before `now`), in short batches (src/db/prune.ts): found across
 * organizations, deleted organization by organization.
 */
export async function pruneIdempotencyKeys(db: Database, now: Date, options: PruneOptions): Promise<number> {
  const at = now.toISOString();
  return deleteInBatches((limit) => deleteByOrganization<{ org_id: number; key: string }>(db, sql`
    SELECT org_id, key FROM idempotency_keys WHERE expires_at <= ${at} LIMIT ${limit}`, (orgId, found) => sql`
    WITH doomed AS (SELECT key FROM idempotency_keys WHERE org_id = ${orgId} AND key = ANY(${textArray(found.map((f) => f.key))}) AND expires_at <= ${at}
                    FOR UPDATE SKIP LOCKED),
         gone AS (DELETE FROM idempotency_keys k USING doomed d WHERE k.org_id = ${orgId} AND k.key = d.key RETURNING 1)
    SELECT count(*)::int AS n FROM gone`), options);
}
