/**
 * Finishes card charges a crash left between the processor and the ledger (src/payments/charge.ts), at start: each
 * ledger's recorder is wired here, where the folders meet.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { reconcilePayments, type PaymentProcessor, type Recorders } from './payments/index.ts';
import { recordInsuranceRefill } from './v2/insurance/service.ts';
import { recordWalletAutoRefill, recordWalletRefill } from './v2/wallet-subaccounts/transactions/service.ts';

export const RECORDERS: Recorders = {
  insurance_refill: recordInsuranceRefill,
  wallet_refill: recordWalletRefill,
  wallet_auto_refill: recordWalletAutoRefill,
};

export async function recoverPayments(db: Database, processor: PaymentProcessor, config: Config, log: FastifyBaseLogger, olderThanSeconds?: number) {
  const counts = await reconcilePayments(db, processor, RECORDERS, olderThanSeconds ?? config.payments.reconcileAfterSeconds);
  if (counts.recorded + counts.abandoned + counts.declined + counts.refunded > 0) log.info({ payments: counts }, 'unfinished card charges reconciled');
  return counts;
}
