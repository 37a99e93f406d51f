/** The edge's reading of a body's `last_transaction` (to be replaced by the shared reference parser). */
import { invalidField } from '../../../core/errors.ts';
import { decodeId } from '../../../core/ids.ts';

/** A last_transaction url (a path, or an absolute URL) of this sub-account's ledger as its id; null: none yet. */
export function lastWalletTransaction(orgId: number, subaccountId: number, value: string | null): number | null {
  if (value === null || value === '') return null;
  const path = value.replace(/^https?:\/\/[^/]+/i, '');
  const m = /^\/api\/v2\/orgs\/([^/]+)\/wallet-subaccounts\/([^/]+)\/transactions\/([^/]+)\/?$/.exec(path);
  const id = m ? decodeId(m[3]) : null;
  if (!m || decodeId(m[1]) !== orgId || decodeId(m[2]) !== subaccountId || id === null) {
    throw invalidField('last_transaction', 'must be the url of a transaction of this sub-account, or null');
  }
  return id;
}
