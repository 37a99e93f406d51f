/**
 * The retention pass the worker runs (src/workers.ts): every `retention.intervalSeconds`, deletes what is older
 * than `retention.days` (settled delivery attempts, events nothing pending still needs, revoked and expired
 * tokens) and idempotency keys past their 24 hours, each in batches of
 * `retention.batchSize` rows with a short pause in between.
 */
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { PruneOptions } from './db/prune.ts';
import { pruneIdempotencyKeys } from './db/idempotency-keys.ts';
import { pruneDeliveries, pruneEvents } from './events/retention.ts';
import { pruneTokens } from './auth/retention.ts';

export interface RetentionSummary {
  deliveries: number;
  events: number;
  tokens: number;
  idempotencyKeys: number;
}

export interface RetentionLogger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** One pass. `now` moves the clock for tests. */
export async function runRetention(db: Database, retention: Config['retention'], opts: { now?: Date; stopped?: () => boolean } = {}): Promise<RetentionSummary> {
  const now = opts.now ?? new Date();
  const cutoff = new Date(now.getTime() - retention.days * 86_400_000);
  const options: PruneOptions = { batchSize: retention.batchSize, stopped: opts.stopped };
  // Attempts first, then the events left with none pending (their remaining attempts cascade).
  const deliveries = await pruneDeliveries(db, cutoff, options);
  const events = await pruneEvents(db, cutoff, options);
  const tokens = await pruneTokens(db, cutoff, options);
  const idempotencyKeys = await pruneIdempotencyKeys(db, now, options);
  return { deliveries, events, tokens, idempotencyKeys };
}

export interface Retention {
  stop(): Promise<void>;
}

/** Runs a pass shortly after start, then every interval, until stop() (which waits for the batch in hand). */
export function startRetention(db: Database, retention: Config['retention'], logger: RetentionLogger): Retention {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const pass = async () => {
    try {
      const summary = await runRetention(db, retention, { stopped: () => stopped });
      if (summary.deliveries + summary.events + summary.tokens + summary.idempotencyKeys > 0) logger.info(summary, 'retention pass pruned old rows');
    } catch (err) {
      logger.error({ err }, 'retention pass failed');
    }
  };
  const schedule = (ms: number) => {
    if (stopped || retention.intervalSeconds === 0) return;
    timer = setTimeout(() => {
      running = pass().finally(() => schedule(retention.intervalSeconds * 1000));
    }, ms);
    timer.unref();
  };
  schedule(5_000);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
