/** Background work that runs beside the API in embedded mode, or alone with `boxline worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { startDispatcher } from './events/dispatcher.ts';
import { createProcessor } from './payments/index.ts';
import { recoverPayments } from './payments-recovery.ts';

export interface Workers {
  stop(): Promise<void>;
}

export async function startWorkers(db: Database, config: Config, logger: FastifyBaseLogger): Promise<Workers> {
  const dispatcher = startDispatcher({ db, config, logger });
  logger.info('webhook dispatcher started');
  // Card charges a crashed process left unfinished are finished once they are PAYMENT_RECONCILE_AFTER_SECONDS old.
  const processor = createProcessor(config.payments.processor, db);
  const every = Math.max(config.payments.reconcileAfterSeconds, 5) * 1000;
  const reconciler = setInterval(() => {
    recoverPayments(db, processor, config, logger).catch((err) => logger.error({ err }, 'payment reconciliation failed'));
  }, every);
  reconciler.unref();
  return {
    stop: async () => {
      clearInterval(reconciler);
      await dispatcher.stop();
    },
  };
}
