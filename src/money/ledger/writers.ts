/** Every ledger's recorder of card charges, by payment purpose: what recovery (src/payments-recovery.ts) finishes with. */
import type { LedgerWriters } from '../../payments/index.ts';
import { INSURANCE_LEDGER } from './insurance.ts';
import { refillWriter } from './refill.ts';
import { WALLET_LEDGER } from './wallet.ts';

export const LEDGER_WRITERS: LedgerWriters = {
  insurance_refill: refillWriter(INSURANCE_LEDGER),
  wallet_refill: refillWriter(WALLET_LEDGER),
  wallet_auto_refill: refillWriter(WALLET_LEDGER),
};
