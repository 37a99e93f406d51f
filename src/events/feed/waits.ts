/**
 * The long polls of a server's events feed that wait for an event: at most `maxPerOrg` of one organization at a
 * time, each woken when its organization writes an event, running no statement while nothing happens.
 *
 * On PostgreSQL one LISTEN connection per server hears every organization's wake-ups (listener.ts: writers notify
 * only organizations some server listens for). On the embedded database the writers are in this process, and
 * emitEvent tells the waits directly (onEventWritten). A poll takes a slot (`enter`), is ready once its
 * organization's wake-ups reach the server (`ready`: false when the LISTEN connection is down, and the poll then
 * answers at its deadline unless the connection comes back first), and reads the feed again after each wake-up.
 */
import type { Database } from '../../db/database.ts';
import { onEventWritten } from '../emit.ts';
import { createFeedListener, type FeedListener } from './listener.ts';

export interface FeedWaitsOptions {
  /** PostgreSQL's URL, for the LISTEN connection (unused on the embedded database). */
  databaseUrl: string | null;
  maxPerOrg: number;
  onError(err: Error): void;
}

export interface FeedWait {
  /** Whether wake-ups of the organization reach this server (resolves once they do, or false if they cannot now). */
  readonly ready: Promise<boolean>;
  /** Counts the organization's wake-ups: compare before and after a read to know whether one came meanwhile. */
  generation(): number;
  /** Resolves at the next wake-up after `generation`, at `deadline` (epoch ms), or when `signal` aborts. */
  wait(generation: number, deadline: number, signal: AbortSignal): Promise<void>;
  /** Gives the slot back (once the answer is ready). */
  leave(): void;
}

export interface FeedWaits {
  /** A waiting slot for the organization's poll until `deadline`, or null when `maxPerOrg` of its polls wait already. */
  enter(orgId: number, deadline: number): FeedWait | null;
  /** Seconds until a slot of the organization frees up at the latest (for Retry-After), at least 1. */
  retryAfterSeconds(orgId: number): number;
  /** How many polls of the organization wait now. */
  waiting(orgId: number): number;
  close(): Promise<void>;
}

interface Waiter {
  deadline: number;
  wake: (() => void) | null;
}

export function createFeedWaits(db: Database, opts: FeedWaitsOptions): FeedWaits {
  const byOrg = new Map<number, Set<Waiter>>();
  const generations = new Map<number, number>();

  const wakeUp = (orgId: number) => {
    generations.set(orgId, (generations.get(orgId) ?? 0) + 1);
    for (const waiter of byOrg.get(orgId) ?? []) waiter.wake?.();
  };
  const wakeAll = () => {
    for (const orgId of byOrg.keys()) wakeUp(orgId);
  };

  let listener: FeedListener | null = null;
  let unsubscribe: (() => void) | null = null;
  if (db.kind === 'postgres') {
    // Without its URL (a handle opened by hand) there is no LISTEN: polls answer at their deadline.
    if (opts.databaseUrl) listener = createFeedListener(db, { databaseUrl: opts.databaseUrl, onWake: wakeUp, onReconnect: wakeAll, onError: opts.onError });
  } else {
    unsubscribe = onEventWritten((orgId) => {
      if (byOrg.has(orgId)) wakeUp(orgId);
    });
  }

  return {
    enter(orgId, deadline) {
      let waiters = byOrg.get(orgId);
      if ((waiters?.size ?? 0) >= opts.maxPerOrg) return null;
      if (!waiters) byOrg.set(orgId, (waiters = new Set()));
      const self: Waiter = { deadline, wake: null };
      waiters.add(self);
      const ready = listener ? listener.follow(orgId) : Promise.resolve(unsubscribe !== null);
      let left = false;
      return {
        ready,
        generation: () => generations.get(orgId) ?? 0,
        wait(generation, until, signal) {
          if ((generations.get(orgId) ?? 0) !== generation || signal.aborted) return Promise.resolve();
          return new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              signal.removeEventListener('abort', done);
              self.wake = null;
              resolve();
            };
            const timer = setTimeout(done, Math.max(0, until - Date.now()));
            signal.addEventListener('abort', done, { once: true });
            self.wake = done;
          });
        },
        leave() {
          if (left) return;
          left = true;
          self.wake?.();
          waiters.delete(self);
          if (waiters.size === 0) {
            byOrg.delete(orgId);
            generations.delete(orgId);
            listener?.unfollow(orgId);
          }
        },
      };
    },
    retryAfterSeconds(orgId) {
      const deadlines = [...(byOrg.get(orgId) ?? [])].map((w) => w.deadline);
      const soonest = deadlines.length ? Math.min(...deadlines) : Date.now();
      return Math.max(1, Math.ceil((soonest - Date.now()) / 1000));
    },
    waiting: (orgId) => byOrg.get(orgId)?.size ?? 0,
    async close() {
      unsubscribe?.();
      await listener?.close();
    },
  };
}
