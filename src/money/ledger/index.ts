/**
 * One ledger module for every append-only money ledger (the insurance ledger, each wallet sub-account's): a
 * ledger is a `LedgerSpec` (its tables, its key, its own rules); this module holds the compare-and-swap on
 * last_transaction, append, void, the reservation and recorders of card refills, and the amount checks.
 */
export { ledgerAmount, currencyDecimals, maximumOf, LEDGER_LIMIT, type Amount } from './amount.ts';
export type { Entry, Head, KeyColumns, LedgerSpec } from './spec.ts';
export { readHead } from './queries.ts';
export { append, voidTransaction, type Hold } from './append.ts';
export { refill, refillWriter, scheduleRefill, chargeScheduledRefill, type RefillInput } from './refill.ts';
export { LedgerRefusal, refuseLedger, type LedgerAmountReason, type LedgerName, type LedgerMoney, type LedgerRefusalReason } from './refusals.ts';
export { balanceAfter } from './amount.ts';
export { INSURANCE_LEDGER, type InsuranceKey } from './insurance.ts';
export { WALLET_LEDGER, type WalletKey, type WalletSettings } from './wallet.ts';
export { LEDGER_WRITERS } from './writers.ts';
export { detachLedgerFromOrders, detachLedgerFromBox } from './detach.ts';
