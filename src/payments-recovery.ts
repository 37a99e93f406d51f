/**
 * Finishes card charges a crash left between the processor and the ledger (src/payments/recovery.ts), at start and
 * by the worker, with every ledger's recorder (src/money/ledger/writers.ts). One intent that cannot be finished is logged
 * and never stops the others, start-up or the worker.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { LEDGER_WRITERS } from './money/ledger/index.ts';
import { reconcilePayments, type PaymentProcessor } from './payments/index.ts';

export async function recoverPayments(db: Database, processor: PaymentProcessor, config: Config, log: FastifyBaseLogger, olderThanSeconds?: number) {
  const counts = await reconcilePayments(db, processor, LEDGER_WRITERS, olderThanSeconds ?? config.payments.reconcileAfterSeconds, log);
  if (Object.values(counts).some((n) => n > 0)) log.info({ payments: counts }, 'unfinished card charges reconciled');
  return counts;
}
