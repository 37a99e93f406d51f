/** Background work that runs beside the API in embedded mode, or alone with `boxline worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { startDispatcher } from './events/dispatcher.ts';
import { pruneExpiredKeys } from './db/idempotency-keys.ts';
import { createProcessor } from './payments/index.ts';
import { recoverPayments } from './payments-recovery.ts';

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
  // Card charges a crashed process left unfinished are finished once they are PAYMENT_RECONCILE_AFTER_SECONDS old.
  const processor = createProcessor(config.payments.processor, db);
  const every = Math.max(config.payments.reconcileAfterSeconds, 5) * 1000;
  const reconciler = setInterval(() => {
    recoverPayments(db, processor, config, logger).catch((err) => logger.error({ err }, 'payment reconciliation failed'));
  }, every);
  reconciler.unref();
  return {
    async stop() {
      clearInterval(reconciler);
      await pruner.stop();
      await dispatcher.stop();
    },
  };
}
