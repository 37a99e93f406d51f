/** The configured payment processor. A real one is added here under its name and chosen with PAYMENT_PROCESSOR. */
import type { Queryable } from '../db/database.ts';
import type { PaymentProcessor } from './processor.ts';
import { testProcessor } from './test-processor.ts';

export type { PaymentProcessor, ChargeRequest, ChargeResult } from './processor.ts';
export { maskCard } from './processor.ts';
export { payThenRecord, type LedgerWriter, type LedgerWriters, type Recorder, type PaymentOutcome } from './charge.ts';
export { PaymentRefusal, type PaymentRefusalReason } from './refusals.ts';
export { reconcilePayments, type RecoveryCounts, type RecoveryLog } from './recovery.ts';
export { DECLINING_TEST_CARDS, APPROVING_TEST_CARD } from './test-processor.ts';

export function createProcessor(name: string, db: Queryable): PaymentProcessor {
  switch (name) {
    case 'test': return testProcessor(db);
    default: throw new Error(`Unknown payment processor "${name}"`);
  }
}
export { insertIntent as recordIntent, type Intent, type IntentInput, type Purpose } from './queries.ts';
