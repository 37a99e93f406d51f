/**
 * A server's one LISTEN connection for its events feed's waiting polls (PostgreSQL), and the locks that make
 * writers notify the organizations it listens for, and only those (migration 0215, `event_feed_followed`).
 *
 * Following an organization: on the LISTEN connection (already listening), take the shared session lock
 * (LISTEN_LOCK, org), after which every writer's probe fails and it notifies; then take (SYNC_LOCK, org) exclusively
 * for an instant on a pooled connection, which waits for every writer that probed before and found nobody (each
 * holds SYNC_LOCK shared until it commits). Once `follow` resolves true, every event of the organization has either
 * committed already (the poll's next read sees it) or will be notified at its commit. An organization is unfollowed
 * (its lock released) LINGER_MS after its last poll left, so that a client polling again at once costs nothing.
 *
 * The connection handles its own errors: when it is lost, the locks go with it (writers stop notifying), waiting
 * polls answer at their deadline, and it reconnects after RECONNECT_MS while any poll waits, follows their
 * organizations again and wakes them all (a notification may have been missed meanwhile).
 */
import pg from 'pg';
import { sql } from '../../core/sql.ts';
import type { Database } from '../../db/database.ts';
import { FEED_CHANNEL } from '../emit.ts';

export const LISTEN_LOCK = 1652057601;
export const SYNC_LOCK = 1652057602;
const LINGER_MS = 10_000;
const RECONNECT_MS = 1000;

export interface FeedListener {
  /** Resolves true once the organization's events wake this server, false if the connection is down. */
  follow(orgId: number): Promise<boolean>;
  unfollow(orgId: number): void;
  close(): Promise<void>;
}

export interface FeedListenerOptions {
  databaseUrl: string;
  onWake(orgId: number): void;
  /** After a lost connection came back: notifications may have been missed. */
  onReconnect(): void;
  onError(err: Error): void;
}

interface Followed {
  polls: number;
  /** Whether the lock is held on `client`; null until asked for (again). */
  held: Promise<boolean> | null;
  client: pg.Client | null;
  linger: NodeJS.Timeout | null;
}

/** The lock key of an organization (migration 0215 folds it the same way). */
export const lockKey = (orgId: number) => orgId % 2147483648;

export function createFeedListener(db: Database, opts: FeedListenerOptions): FeedListener {
  const followed = new Map<number, Followed>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client | null> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let closed = false;

  const lost = (c: pg.Client, err: Error) => {
    if (client !== c) return;
    client = null;
    opts.onError(err);
    c.end().catch(() => {});
    for (const entry of followed.values()) {
      entry.held = null;
      entry.client = null;
    }
    scheduleReconnect();
  };

  const connect = (): Promise<pg.Client | null> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: opts.databaseUrl });
      c.on('notification', (n) => {
        if (n.channel === FEED_CHANNEL && !closed) opts.onWake(Number(n.payload));
      });
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c, new Error('the events feed LISTEN connection ended')));
      try {
        await c.connect();
        await c.query(`LISTEN ${FEED_CHANNEL}`);
        if (closed) throw new Error('closed');
        client = c;
        return c;
      } catch (err) {
        if (!closed) opts.onError(err as Error);
        c.removeAllListeners('end');
        c.on('error', () => {});
        c.end().catch(() => {});
        scheduleReconnect();
        return null;
      } finally {
        connecting = null;
      }
    })();
    return connecting;
  };

  const acquire = async (orgId: number, entry: Followed): Promise<boolean> => {
    const c = await connect();
    if (!c) return false;
    try {
      await c.query('SELECT pg_advisory_lock_shared($1, $2)', [LISTEN_LOCK, lockKey(orgId)]);
      entry.client = c;
      await db.transaction((tx) => tx.rows(sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK}::int, ${lockKey(orgId)}::int)`));
      return client === c;
    } catch (err) {
      if (!closed) opts.onError(err as Error);
      return false;
    }
  };

  const hold = (orgId: number, entry: Followed): Promise<boolean> => {
    const held = acquire(orgId, entry).then((ok) => {
      if (!ok && entry.held === held) entry.held = null;
      return ok;
    });
    entry.held = held;
    return held;
  };

  function scheduleReconnect() {
    if (closed || retry || followed.size === 0) return;
    retry = setTimeout(async () => {
      retry = null;
      if (!(await connect())) return;
      await Promise.all([...followed].map(([orgId, entry]) => entry.held ?? hold(orgId, entry)));
      opts.onReconnect();
    }, RECONNECT_MS);
    retry.unref();
  }

  const release = (orgId: number, entry: Followed) => {
    if (entry.polls > 0 || followed.get(orgId) !== entry) return;
    followed.delete(orgId);
    void entry.held?.then((ok) => {
      const c = entry.client;
      if (ok && c && c === client) c.query('SELECT pg_advisory_unlock_shared($1, $2)', [LISTEN_LOCK, lockKey(orgId)]).catch(() => {});
    });
  };

  return {
    follow(orgId) {
      let entry = followed.get(orgId);
      if (!entry) followed.set(orgId, (entry = { polls: 0, held: null, client: null, linger: null }));
      entry.polls++;
      if (entry.linger) clearTimeout(entry.linger);
      entry.linger = null;
      return entry.held ?? hold(orgId, entry);
    },
    unfollow(orgId) {
      const entry = followed.get(orgId);
      if (!entry || --entry.polls > 0) return;
      entry.linger = setTimeout(() => release(orgId, entry), LINGER_MS);
      entry.linger.unref();
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      for (const entry of followed.values()) if (entry.linger) clearTimeout(entry.linger);
      followed.clear();
      const c = client ?? (connecting ? await connecting : null);
      client = null;
      if (c) {
        c.removeAllListeners('end');
        c.on('error', () => {});
        await c.end().catch(() => {});
      }
    },
  };
}
