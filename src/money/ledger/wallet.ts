/**
 * A wallet sub-account's ledger as a configuration of the ledger module: its head is the sub-account's row, a charge
 * may take the balance below zero (stamping negative_wallet_balance_reached_at), and the row carries the card and the
 * automatic refill's settings, which the head's read brings along.
 */
import { sql } from '../../core/sql.ts';
import { nowWhenSql } from '../../core/fields/index.ts';
import type { LedgerSpec } from './spec.ts';

export type WalletKey = { orgId: number; subaccountId: number };

export interface WalletSettings {
  card: string | null;
  /** Decimal text, or null when no automatic refill is set. */
  refillLimit: string | null;
  refillAmount: string | null;
  refillAmountCurrency: string | null;
}

const text = (value: unknown): string | null => (value === null || value === undefined ? null : String(value).trim());

export const WALLET_LEDGER: LedgerSpec<WalletKey, WalletSettings> = {
  ledger: 'wallet',
  headTable: 'wallet_subaccounts',
  headKey: (key) => [['org_id', key.orgId], ['id', key.subaccountId]],
  currencyColumn: 'balance_currency',
  headExtras: {
    columns: sql`h.processor_credit_card AS card, h.wallet_auto_refill_limit_amount::text AS refill_limit,
      h.wallet_auto_refill_amount_amount::text AS refill_amount, h.wallet_auto_refill_amount_currency AS refill_currency`,
    read: (row) => ({ card: text(row.card), refillLimit: text(row.refill_limit), refillAmount: text(row.refill_amount), refillAmountCurrency: text(row.refill_currency) }),
  },
  createsHead: false,
  transactionTable: 'wallet_transactions',
  transactionKey: (key) => [['org_id', key.orgId], ['subaccount_id', key.subaccountId]],
  kinds: true,
  overdraft: true,
  onAppend: sql`negative_wallet_balance_reached_at = ${nowWhenSql(
    sql`t.balance_amount < 0 AND h.negative_wallet_balance_reached_at IS NULL`, sql`h.negative_wallet_balance_reached_at`)}`,
  refillPurpose: 'wallet_refill',
  keyOfIntent: (intent) => ({ orgId: intent.orgId, subaccountId: intent.subaccountId! }),
  intentKey: (key) => ({ orgId: key.orgId, subaccountId: key.subaccountId }),
};
