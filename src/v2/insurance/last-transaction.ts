/** The edge's reading of a body's `last_transaction` (to be replaced by the shared reference parser). */
import { invalidField } from '../../core/errors.ts';
import { decodeId } from '../../core/ids.ts';

/** A last_transaction url (a path, or an absolute URL) of this organization's insurance ledger as its id; null: none yet. */
export function lastInsuranceTransaction(orgId: number, value: string | null): number | null {
  if (value === null || value === '') return null;
  const path = value.replace(/^https?:\/\/[^/]+/i, '');
  const m = /^\/api\/v2\/orgs\/([^/]+)\/insurance\/([^/]+)\/?$/.exec(path);
  const id = m ? decodeId(m[2]) : null;
  if (!m || decodeId(m[1]) !== orgId || id === null) {
    throw invalidField('last_transaction', 'must be the url of a transaction of this organization\'s insurance ledger, or null');
  }
  return id;
}
