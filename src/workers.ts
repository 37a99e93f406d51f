/** Background work that runs beside the API in embedded mode, or alone with `boxline worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { startDispatcher } from './events/dispatcher.ts';
import { pruneExpiredKeys } from './db/idempotency-keys.ts';
import { scheduleBackups } from './v1/backups/service.ts';

export interface Workers {
  stop(): Promise<void>;
}

const PRUNE_EVERY_MS = 60_000;

/** Expired Idempotency-Keys go in batches of 1,000, each its own short statement. */
function startPruner(db: Database, logger: FastifyBaseLogger): { stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  const prune = async () => {
    try {
      while ((await pruneExpiredKeys(db)) === 1000);
    } catch (err) {
      logger.warn({ err }, 'pruning expired idempotency keys failed; will retry');
    }
  };
  const timer = setInterval(() => {
    running ??= prune().finally(() => (running = null));
  }, PRUNE_EVERY_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

export async function startWorkers(db: Database, config: Config, logger: FastifyBaseLogger): Promise<Workers> {
  const dispatcher = startDispatcher({ db, config, logger });
  const pruner = startPruner(db, logger);
  logger.info('webhook dispatcher started');
  const backups = config.backupIntervalHours > 0 ? scheduleBackups(db, config.backupIntervalHours, logger) : null;
  if (backups) logger.info({ hours: config.backupIntervalHours }, 'order backup schedule started');
  return {
    async stop() {
      backups?.stop();
      await pruner.stop();
      await dispatcher.stop();
    },
  };
}
