/**
 * What the checks of who a request acts for refuse, as data (org.ts, subaccount.ts, and src/orgs/members.ts
 * `resolveTokenOrg`, v1's organization of a token): an organization or wallet sub-account the token cannot see, a
 * suspended sub-account, a member of no organization. The request edge (src/http/guard.ts) meets them before any
 * handler; each view words them (the API's words: src/http/auth-refusals.ts).
 */
import { Refusal, type Missing } from '../core/refusal.ts';

export type AuthRefusalReason =
  /** The organization of the path, or the wallet sub-account (a sub-account token's own), is not one the token sees. */
  | Missing<'organization' | 'wallet_subaccount'>
  /** The wallet sub-account whose token this is is suspended. */
  | { kind: 'subaccount_suspended' }
  /** The token's member belongs to no live organization (a v1 request names none, so it works in the member's). */
  | { kind: 'no_organization' };

export class AuthRefusal extends Refusal<AuthRefusalReason> {
  constructor(refusal: AuthRefusalReason) {
    super('auth', refusal);
  }
}

export const refuseAuth = (refusal: AuthRefusalReason): AuthRefusal => new AuthRefusal(refusal);
