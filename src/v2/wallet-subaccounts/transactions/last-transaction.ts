/** The edge's reading of a body's `last_transaction`, through the one reference parser (src/http/refs.ts). */
import { refError, v2Ref } from '../../../http/refs.ts';

/** A last_transaction url (a path, or an absolute URL) of this sub-account's ledger as its id; null: none yet. */
export function lastWalletTransaction(orgId: number, subaccountId: number, value: string | null): number | null {
  if (value === null || value === '') return null;
  const ids = v2Ref('walletTransaction', value, { id: orgId });
  if (!ids || ids[0] !== subaccountId) throw refError('last_transaction', 'walletTransaction');
  return ids[1];
}
