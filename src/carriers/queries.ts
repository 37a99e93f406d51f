/**
 * The poller's SQL: finding boxes whose tracking is active (DECISIONS section 7), leasing due ones so that
 * no two workers ask about one box at once, and writing the outcome (next time, failures, end of tracking).
 * Each statement (or lease) is its own short transaction; none is open while a carrier is asked. Their stamps are
 * now(), the transaction's start: Citus refuses a volatile function (clock_timestamp()) in an UPDATE's SET or WHERE.
 */
import { sql } from '../core/sql.ts';
import type { Database } from '../db/database.ts';
import { bigintArray, textArray } from '../db/sql.ts';
import { claimByOrganization } from '../db/claim-by-org.ts';
import { TRACKED_SHIP_VIA } from './types.ts';

export interface LeasedBox {
  org_id: number;
  box_id: number;
  order_id: number;
  tracking_number: string;
  ship_via: string;
  failures: number;
}

/**
 * Gives every active box a poll row (due now), and restarts the row of a box whose tracking number changed.
 * Reads only the boxes of the partial index boxes_tracking_active_idx.
 */
export async function discoverActiveBoxes(db: Database): Promise<void> {
  await db.rows(sql`
    INSERT INTO tracking_polls (org_id, box_id, tracking_number, next_poll_at)
    SELECT b.org_id, b.id, b.tracking_number, now()
    FROM boxes b JOIN orders o ON o.org_id = b.org_id AND o.id = b.order_id
    WHERE b.tracking_number IS NOT NULL AND b.delivered_at IS NULL AND o.ship_via = ANY(${textArray([...TRACKED_SHIP_VIA])})
      AND NOT EXISTS (SELECT 1 FROM tracking_polls p WHERE p.org_id = b.org_id AND p.box_id = b.id AND p.tracking_number = b.tracking_number)
    ON CONFLICT (org_id, box_id) DO UPDATE
      SET tracking_number = EXCLUDED.tracking_number, next_poll_at = EXCLUDED.next_poll_at, failures = 0, last_error = NULL
      WHERE tracking_polls.tracking_number IS DISTINCT FROM EXCLUDED.tracking_number`);
}

/**
 * Poll rows `p2` due now and not leased, of boxes still active whose carrier is on or whose number is scripted. Their
 * boxes and orders are matched by `orgId` when given (a statement on one organization names it as a value, to stay on
 * one shard), by `p2.org_id` otherwise.
 */
const duePolls = (orgId: number | null, opts: { carriers: readonly string[]; scripted: readonly string[] }) => {
  const org = orgId ?? sql`p2.org_id`;
  return sql`
    FROM tracking_polls p2
    JOIN boxes b ON b.org_id = ${org} AND b.id = p2.box_id
    JOIN orders o ON o.org_id = ${org} AND o.id = b.order_id
    WHERE p2.next_poll_at <= clock_timestamp() AND (p2.leased_until IS NULL OR p2.leased_until < clock_timestamp())
      AND b.delivered_at IS NULL AND b.tracking_number = p2.tracking_number
      AND o.ship_via = ANY(${textArray([...TRACKED_SHIP_VIA])})
      AND (o.ship_via = ANY(${textArray([...opts.carriers])}) OR p2.tracking_number = ANY(${textArray([...opts.scripted])}))`;
};

/**
 * Leases up to `limit` due boxes for `leaseMs` (SKIP LOCKED: concurrent pollers take different rows; the lease
 * keeps a row from every other poller until it is released or runs out). Only boxes still active, whose carrier
 * is on or whose number is scripted. Found across organizations, then leased organization by organization
 * (src/db/claim-by-org.ts), each row checked again under its lock.
 */
export function leaseDueBoxes(
  db: Database, poller: string, opts: { limit: number; leaseMs: number; carriers: readonly string[]; scripted: readonly string[] },
): Promise<LeasedBox[]> {
  return claimByOrganization<{ org_id: number; box_id: number }, LeasedBox>(db, sql`
    SELECT p2.org_id, p2.box_id ${duePolls(null, opts)}
    ORDER BY p2.next_poll_at
    LIMIT ${opts.limit}`, (tx, orgId, found) => tx.rows(sql`
    UPDATE tracking_polls p SET leased_by = ${poller}, leased_until = now() + make_interval(secs => ${opts.leaseMs / 1000})
    FROM (
      SELECT p2.box_id, b.order_id, o.ship_via ${duePolls(orgId, opts)}
        AND p2.org_id = ${orgId} AND p2.box_id = ANY(${bigintArray(found.map((f) => f.box_id))})
      FOR UPDATE OF p2 SKIP LOCKED
    ) due
    WHERE p.org_id = ${orgId} AND p.box_id = due.box_id
    RETURNING p.org_id, p.box_id, due.order_id, p.tracking_number, due.ship_via, p.failures`));
}

export interface PollOutcome {
  /** Milliseconds until the box is asked about again. */
  nextInMs: number;
  failures: number;
  error: string | null;
}

/** Ends a lease with the time of the next question (only the poller holding it can). */
export async function releaseBox(db: Database, poller: string, box: LeasedBox, outcome: PollOutcome): Promise<void> {
  await db.rows(sql`
    UPDATE tracking_polls SET leased_by = NULL, leased_until = NULL, last_polled_at = now(),
      next_poll_at = now() + make_interval(secs => ${outcome.nextInMs / 1000}),
      failures = ${outcome.failures}, last_error = ${outcome.error}
    WHERE org_id = ${box.org_id} AND box_id = ${box.box_id} AND leased_by = ${poller}`);
}

/** Tracking of the box is over (delivered, or the box is gone): its poll row goes. */
export async function finishBox(db: Database, box: LeasedBox): Promise<void> {
  await db.rows(sql`DELETE FROM tracking_polls WHERE org_id = ${box.org_id} AND box_id = ${box.box_id}`);
}

/** Gives back every lease of a stopping poller. */
export async function releaseAll(db: Database, poller: string): Promise<void> {
  await db.rows(sql`UPDATE tracking_polls SET leased_by = NULL, leased_until = NULL WHERE leased_by = ${poller}`);
}
