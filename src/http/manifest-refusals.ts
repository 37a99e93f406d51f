/**
 * The API's words for what closing the day refuses (src/manifests/refusals.ts): 400 naming the field, 404 for a
 * manifest not there, 409 for a state that forbids it. v2 and the console meet them (src/http/domain-refusals.ts).
 */
import { conflict, type ApiError } from '../core/errors.ts';
import { ManifestRefusal, type ManifestInvalidReason, type ManifestRefusalReason } from '../manifests/refusals.ts';
import { invalidError, missingError, NOT_AN_ACCOUNT_OF_THE_ORG } from './refusal-words.ts';

const MESSAGES: Record<ManifestInvalidReason, string> = {
  not_a_date: 'must be a date written YYYY-MM-DD',
  unknown_account: NOT_AN_ACCOUNT_OF_THE_ORG,
};

export function manifestRefusalError(r: ManifestRefusalReason): ApiError {
  switch (r.kind) {
    case 'missing': return missingError(r, { manifest: 'manifest' });
    case 'invalid': return invalidError(r, (p) => MESSAGES[p.reason]);
    case 'nothing_to_manifest':
      return conflict(`No purchased label of this account with ship date ${r.shipDate} is left to manifest (voided labels and labels already in a manifest are not taken).`);
    case 'carrier_close_not_failed': return conflict(`Only a carrier close that failed can be retried; this manifest's is ${r.status}.`);
  }
}

/** The words of a manifest's refusal; null for any other error. */
export const manifestError = (error: unknown): ApiError | null =>
  (error instanceof ManifestRefusal ? manifestRefusalError(error.refusal) : null);
