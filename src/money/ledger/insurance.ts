/** The insurance ledger as a configuration of the ledger module: one per organization, its head in insurance_accounts. */
import type { LedgerSpec } from './spec.ts';

export type InsuranceKey = { orgId: number };

export const INSURANCE_LEDGER: LedgerSpec<InsuranceKey> = {
  ledger: 'insurance',
  headTable: 'insurance_accounts',
  headKey: (key) => [['org_id', key.orgId]],
  currencyColumn: 'currency',
  createsHead: true,
  transactionTable: 'insurance_transactions',
  transactionKey: (key) => [['org_id', key.orgId]],
  kinds: false,
  // A charge is insurance bought: never beyond the balance.
  overdraft: false,
  refillPurpose: 'insurance_refill',
  keyOfIntent: (intent) => ({ orgId: intent.orgId }),
  intentKey: (key) => ({ orgId: key.orgId, subaccountId: null }),
};
