/**
 * Claiming deliveries. A claim is a lease (`claimed_until`), taken in a short transaction with
 * `FOR UPDATE SKIP LOCKED`, so any number of dispatchers can share one database; the HTTP call happens after
 * the transaction has committed. Due work is found across organizations without a lock, then locked and claimed
 * organization by organization (src/db/claim-by-org.ts: what makes it run on Citus). Per webhook and object (a "key") at most one delivery is in flight, and it
 * is the newest pending one: older pending ones are marked superseded (a newer state replaces an older
 * undelivered one, and deliveries of one key keep commit order).
 */
import { sql } from '../core/sql.ts';
import { nowWhenSql } from '../core/fields/columns.ts';
import type { Database, Queryable } from '../db/database.ts';
import { bigintArray, textArray } from '../db/sql.ts';
import { claimByOrganization } from '../db/claim-by-org.ts';

export interface ClaimedDelivery {
  orgId: number;
  id: number;
  webhookId: number;
  eventId: number;
  objectPk: string;
  attempt: number;
  action: 'put' | 'delete';
  payload: unknown;
  remoteUrl: string;
  token: string;
}

interface LockedRow {
  org_id: number;
  id: number;
  webhook_id: number;
  object_pk: string;
  event_id: number;
  leased: boolean;
  due: boolean;
  pending: number;
}

interface Decision {
  claim: LockedRow[];
  supersede: { row: LockedRow; head: LockedRow }[];
}

/**
 * Per key: skip it when another claimer holds or has leased any of its pending rows (we locked fewer rows
 * than are pending, or one is leased); otherwise claim the newest when it is due and supersede the rest.
 */
function decide(rows: LockedRow[]): Decision {
  const keys = new Map<string, LockedRow[]>();
  for (const row of rows) {
    const key = `${row.org_id}/${row.webhook_id}/${row.object_pk}`;
    const list = keys.get(key);
    if (list) list.push(row);
    else keys.set(key, [row]);
  }
  const decision: Decision = { claim: [], supersede: [] };
  for (const list of keys.values()) {
    if (list.length !== list[0].pending || list.some((r) => r.leased)) continue;
    const head = list.reduce((a, b) => (b.event_id > a.event_id || (b.event_id === a.event_id && b.id > a.id) ? b : a));
    if (!head.due) continue;
    decision.claim.push(head);
    for (const row of list) if (row !== head) decision.supersede.push({ row, head });
  }
  return decision;
}

/** A key of an earliest due delivery, found across organizations without a lock (step 1 of claimByOrganization). */
interface DueKey {
  org_id: number;
  webhook_id: number;
  object_pk: string;
}

/**
 * Step 1: the keys (webhook and object) of the earliest due deliveries of every organization, whose webhook is not
 * suspended and none of whose pending rows is leased. No lock: on Citus this read runs on every shard.
 */
const dueKeys = (limit: number) => sql`
  SELECT d.org_id, d.webhook_id, d.object_pk
  FROM webhook_deliveries d
  JOIN webhooks w ON w.org_id = d.org_id AND w.id = d.webhook_id AND w.suspended_at IS NULL
  WHERE d.state = 'pending' AND d.claimed_until IS NULL AND d.scheduled_at <= now()
    AND NOT EXISTS (
      SELECT 1 FROM webhook_deliveries busy
      WHERE busy.org_id = d.org_id AND busy.webhook_id = d.webhook_id AND busy.object_pk = d.object_pk
        AND busy.state = 'pending' AND busy.claimed_until IS NOT NULL)
  ORDER BY d.scheduled_at, d.id
  LIMIT ${limit}`;

/**
 * Step 2, in one organization: locks every pending row of each key found (one index probe per key: the LATERAL
 * keeps the planner off a scan of the whole queue) and counts them, to see if any was skipped. Whether a row is
 * leased or due is read under the lock: decide() checks both again.
 */
async function lockKeys(tx: Queryable, orgId: number, keys: DueKey[]): Promise<LockedRow[]> {
  const unique = new Map(keys.map((k) => [`${k.webhook_id}/${k.object_pk}`, k]));
  const list = [...unique.values()];
  return tx.rows<LockedRow>(sql`
    SELECT l.*,
           (SELECT count(*)::int FROM webhook_deliveries x
            WHERE x.org_id = ${orgId} AND x.webhook_id = k.webhook_id AND x.object_pk = k.object_pk AND x.state = 'pending') AS pending
    FROM unnest(${bigintArray(list.map((k) => k.webhook_id))}, ${textArray(list.map((k) => k.object_pk))}) AS k (webhook_id, object_pk)
    CROSS JOIN LATERAL (
      SELECT d.org_id, d.id, d.webhook_id, d.object_pk, d.event_id,
             d.claimed_until IS NOT NULL AS leased, d.scheduled_at <= now() AS due
      FROM webhook_deliveries d
      WHERE d.org_id = ${orgId} AND d.webhook_id = k.webhook_id AND d.object_pk = k.object_pk AND d.state = 'pending'
      FOR UPDATE SKIP LOCKED
    ) l`);
}

interface ClaimedRow {
  org_id: number;
  id: number;
  webhook_id: number;
  event_id: number;
  object_pk: string;
  attempt: number;
  action: 'put' | 'delete';
  payload: unknown;
  remote_url: string;
  token: string;
}

/**
 * The stamps are now(), not clock_timestamp(): Citus refuses a volatile function in an UPDATE of a distributed table.
 * Rows are picked with `= ANY` on the primary key's columns (ids are unique on their own; the org ids let the
 * index be used) and events through LATERAL, so the plan stays a few index probes even on a small, freshly
 * grown queue whose statistics make a full scan look cheap.
 */
async function markClaimed(tx: Queryable, orgId: number, decision: Decision, dispatcherId: string, leaseMs: number): Promise<ClaimedRow[]> {
  const sup = decision.supersede;
  const claim = decision.claim;
  return tx.rows<ClaimedRow>(sql`
    WITH superseded AS (
      UPDATE webhook_deliveries d
      SET state = 'superseded', superseded_by = s.head, finished_at = now()
      FROM unnest(${bigintArray(sup.map((s) => s.row.id))}, ${bigintArray(sup.map((s) => s.head.id))}) AS s(id, head)
      WHERE d.org_id = ${orgId} AND d.id = ANY(${bigintArray(sup.map((s) => s.row.id))})
        AND d.id = s.id
      RETURNING 1
    ), claimed AS (
      UPDATE webhook_deliveries d
      SET claimed_until = now() + make_interval(secs => ${leaseMs / 1000}), claimed_by = ${dispatcherId},
          attempted_at = now(), first_attempted_at = ${nowWhenSql(sql`d.first_attempted_at IS NULL`, sql`d.first_attempted_at`)}
      WHERE d.org_id = ${orgId} AND d.id = ANY(${bigintArray(claim.map((r) => r.id))})
      RETURNING d.org_id, d.id, d.webhook_id, d.event_id, d.object_pk, d.attempt
    )
    SELECT c.org_id, c.id, c.webhook_id, c.event_id, c.object_pk, c.attempt, e.action, e.payload, w.remote_url, w.token
    FROM claimed c
    CROSS JOIN LATERAL (SELECT action, payload FROM events WHERE org_id = ${orgId} AND id = c.event_id) e
    CROSS JOIN LATERAL (SELECT remote_url, token FROM webhooks WHERE org_id = ${orgId} AND id = c.webhook_id) w
    ORDER BY c.id`);
}

export interface ClaimOptions {
  dispatcherId: string;
  /** How many keys to look at; at most this many deliveries are claimed. */
  limit: number;
  /** How long the claim lasts: after it, an unfinished delivery is tried again by any dispatcher. */
  leaseMs: number;
}

export async function claimDeliveries(db: Database, opts: ClaimOptions): Promise<ClaimedDelivery[]> {
  const rows = await claimByOrganization<DueKey, ClaimedRow>(db, dueKeys(opts.limit), async (tx, orgId, keys) => {
    const decision = decide(await lockKeys(tx, orgId, keys));
    if (decision.claim.length === 0) return [];
    return markClaimed(tx, orgId, decision, opts.dispatcherId, opts.leaseMs);
  });
  return rows.sort((a, b) => a.id - b.id).map((r) => ({
    orgId: r.org_id,
    id: r.id,
    webhookId: r.webhook_id,
    eventId: r.event_id,
    objectPk: r.object_pk,
    attempt: r.attempt,
    action: r.action,
    payload: r.payload,
    remoteUrl: r.remote_url,
    token: r.token,
  }));
}

/**
 * A stopping dispatcher gives up the claims it still holds (results it could not record): their leases end now and
 * they expire as a lost claim does, each with its next attempt due at once for another dispatcher. Returns how many.
 */
export async function releaseClaims(db: Database, dispatcherId: string): Promise<number> {
  const cut = await db.rows(sql`
    UPDATE webhook_deliveries SET claimed_until = now() - interval '1 millisecond'
    WHERE claimed_by = ${dispatcherId} AND state = 'pending' AND claimed_until IS NOT NULL
    RETURNING 1`);
  return cut.length ? expireStaleClaims(db) : 0;
}

/**
 * Claims whose lease ran out (their dispatcher died or stalled) become `expired`, and the next attempt is
 * scheduled at once as a new row; the late dispatcher's result, if any, is then ignored. Returns how many.
 */
export async function expireStaleClaims(db: Database, limit = 500): Promise<number> {
  const expired = await claimByOrganization<{ org_id: number; id: number }, { n: number }>(db, sql`
    SELECT org_id, id FROM webhook_deliveries
    WHERE state = 'pending' AND claimed_until < now()
    ORDER BY claimed_until
    LIMIT ${limit}`, (tx, orgId, found) => tx.rows(sql`
    WITH stale AS (
      SELECT org_id, id FROM webhook_deliveries
      WHERE org_id = ${orgId} AND id = ANY(${bigintArray(found.map((f) => f.id))}) AND state = 'pending' AND claimed_until < now()
      FOR UPDATE SKIP LOCKED
    ), expired AS (
      UPDATE webhook_deliveries d
      SET state = 'expired', finished_at = now(), claimed_until = NULL,
          error = 'the dispatcher did not record a result before its claim expired'
      FROM stale s
      WHERE d.org_id = ${orgId} AND d.id = s.id
      RETURNING d.org_id, d.webhook_id, d.event_id, d.object_pk, d.attempt, d.first_attempted_at, d.redelivery_of
    ), retried AS (
      INSERT INTO webhook_deliveries (org_id, webhook_id, event_id, object_pk, attempt, first_attempted_at, redelivery_of, scheduled_at)
      SELECT x.org_id, x.webhook_id, x.event_id, x.object_pk, x.attempt + 1, x.first_attempted_at, x.redelivery_of,
             CASE WHEN w.suspended_at IS NULL THEN now() ELSE 'infinity'::timestamptz END
      FROM expired x JOIN webhooks w ON w.org_id = ${orgId} AND w.id = x.webhook_id
      RETURNING 1
    )
    SELECT count(*)::int AS n FROM retried`));
  return expired.reduce((sum, r) => sum + r.n, 0);
}
