/** The worker's removal sweep: every minute, the files listed for removal whose time has come (src/storage/removals.ts). */
import type { Database } from '../db/database.ts';
import type { Storage } from './types.ts';
import { sweepRemovals } from './removals.ts';

const EVERY_MS = 60_000;

export function startRemovalSweep(db: Database, storage: Storage, logger: { error(obj: object, msg: string): void }): { stop(): void } {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      while ((await sweepRemovals(db, storage)) === 100) { /* a full batch: there may be more */ }
    } catch (err) {
      logger.error({ err }, 'storage removal sweep failed');
    } finally {
      running = false;
    }
  }, EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
