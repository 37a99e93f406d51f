/**
 * What closing the day refuses, as data (close.ts, carrier-close.ts): nothing is written when it refuses. The views
 * word it (the API's words: src/http/manifest-refusals.ts, used by v2 and the console).
 */
import { Refusal, type Invalid, type Missing } from '../core/refusal.ts';
import type { ManifestRow } from './queries.ts';

export type ManifestInvalidReason =
  /** `ship_date` is not a calendar date written YYYY-MM-DD. */
  | 'not_a_date'
  /** `carrier_account` is not one of the organization's carrier accounts. */
  | 'unknown_account';

export type ManifestRefusalReason =
  | Missing<'manifest'>
  | Invalid<ManifestInvalidReason>
  /** No purchased label of the account with this ship date is left to manifest (voided and manifested ones are not taken). */
  | { kind: 'nothing_to_manifest'; shipDate: string }
  /** Only a carrier close that failed can be retried; this manifest's is `status`. */
  | { kind: 'carrier_close_not_failed'; status: ManifestRow['carrier_status'] };

export class ManifestRefusal extends Refusal<ManifestRefusalReason> {
  constructor(refusal: ManifestRefusalReason) {
    super('manifest', refusal);
  }
}

export const refuseManifest = (refusal: ManifestRefusalReason): ManifestRefusal => new ManifestRefusal(refusal);
