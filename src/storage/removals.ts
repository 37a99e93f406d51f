/**
 * The list of files to remove (table storage_removals, migration 0020), so that no stored file outlives its row:
 * - before an upload starts, its key is listed as due in an hour (`reserveUpload`, its own short statement); the
 *   transaction that writes the document row takes it off the list (`keepUpload`). A request that fails after the
 *   upload removes the file at once (`removeFiles`); one that dies leaves the entry for the sweep.
 * - the writer lists the file of every document row it deletes or gives another file, due at once, in the deleting
 *   transaction (`listForRemoval`); after commit the route removes those files (`removeFiles`), and the sweep
 *   catches any it could not. (A trigger did this until migration 0292: Citus runs no triggers.)
 */
import { sql } from '../core/sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import { textArray } from '../db/sql.ts';
import type { Storage } from './types.ts';

/** How long an upload may take before the sweep treats its file as abandoned. */
const UPLOAD_GRACE = '1 hour';
/** How long a sweep owns the entries it claimed before another may retry them. */
const CLAIM_LEASE = '5 minutes';

export async function reserveUpload(db: Queryable, key: string): Promise<void> {
  await db.rows(sql`INSERT INTO storage_removals (storage_key, due_at) VALUES (${key}, now() + ${UPLOAD_GRACE}::interval)`);
}

/** In the transaction that writes the row naming `key` (or the rows naming `keys`): the files are kept. */
export async function keepUpload(tx: Queryable, key: string | readonly string[]): Promise<void> {
  if (typeof key === 'string') await tx.rows(sql`DELETE FROM storage_removals WHERE storage_key = ${key}`);
  else if (key.length > 0) await tx.rows(sql`DELETE FROM storage_removals WHERE storage_key = ANY(${textArray(key)})`);
}

/** In the transaction that deletes the rows naming these files, or gives them others: the files are due at once. */
export async function listForRemoval(tx: Queryable, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await tx.rows(sql`
    INSERT INTO storage_removals (storage_key, due_at) SELECT k, now() FROM unnest(${textArray([...new Set(keys)])}) AS k
    ON CONFLICT (storage_key) DO UPDATE SET due_at = EXCLUDED.due_at`);
}

/** Removes the files and then their entries; a file whose removal fails stays listed for the sweep. */
export async function removeFiles(db: Queryable, storage: Storage, keys: readonly string[]): Promise<void> {
  const removed: string[] = [];
  for (const key of keys) {
    try {
      await storage.remove(key);
      removed.push(key);
    } catch {
      // Left listed: the sweep retries.
    }
  }
  if (removed.length) await db.rows(sql`DELETE FROM storage_removals WHERE storage_key = ANY(${textArray(removed)})`);
}

/**
 * Removes up to `limit` due files. Entries are claimed by pushing their due time a lease ahead (no transaction is
 * held while storage answers), so several workers never remove the same file at once. Returns how many were removed.
 */
export async function sweepRemovals(db: Database, storage: Storage, limit = 100): Promise<number> {
  const claimed = await db.rows<{ storage_key: string }>(sql`
    UPDATE storage_removals SET due_at = now() + ${CLAIM_LEASE}::interval
    WHERE storage_key IN (
      SELECT storage_key FROM storage_removals WHERE due_at <= now() ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING storage_key`);
  const keys = claimed.map((r) => r.storage_key);
  await removeFiles(db, storage, keys);
  return keys.length;
}

/** Keys listed for removal (tests and diagnostics). */
export async function listedRemovals(db: Queryable): Promise<string[]> {
  return (await db.rows<{ storage_key: string }>(sql`SELECT storage_key FROM storage_removals ORDER BY storage_key`)).map((r) => r.storage_key);
}
