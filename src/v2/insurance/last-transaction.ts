/** The edge's reading of a body's `last_transaction`, through the one reference parser (src/http/refs.ts). */
import { v2RefAt } from '../../http/refs.ts';

/** A last_transaction url (a path, or an absolute URL) of this organization's insurance ledger as its id; null: none yet. */
export function lastInsuranceTransaction(orgId: number, value: string | null): number | null {
  if (value === null || value === '') return null;
  return v2RefAt('insuranceTransaction', value, { id: orgId }, 'last_transaction')![0];
}
