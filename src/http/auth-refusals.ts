/**
 * The API's words for what the checks of who a request acts for refuse (src/auth/refusals.ts): 404 for an
 * organization or wallet sub-account the token cannot see, 403 for a suspended sub-account or a member of no
 * organization. v2 and v1 meet them through src/http/domain-refusals.ts (the guard, src/http/guard.ts, runs them).
 */
import { forbidden, type ApiError } from '../core/errors.ts';
import { AuthRefusal, type AuthRefusalReason } from '../auth/refusals.ts';
import { missingError } from './refusal-words.ts';

export function authRefusalError(r: AuthRefusalReason): ApiError {
  switch (r.kind) {
    case 'missing': return missingError(r, { organization: 'organization', wallet_subaccount: 'wallet sub-account' });
    case 'subaccount_suspended': return forbidden('This wallet sub-account is suspended.');
    case 'no_organization': return forbidden('This token belongs to no company.');
  }
}

/** The words of an auth refusal; null for any other error. */
export const authError = (error: unknown): ApiError | null => (error instanceof AuthRefusal ? authRefusalError(error.refusal) : null);
