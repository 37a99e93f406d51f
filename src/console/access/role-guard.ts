/** The console's answer when a role change (a role form, an invitation) would break the owner rules (checkRoleChange). */
import { conflict, type ApiError } from '../../core/errors.ts';
import { forbiddenPage } from '../session/context.ts';

export const LAST_OWNER = 'The organization must keep an owner: make someone else an owner first.';

export function roleChangeRefused(problem: 'owner-only' | 'last-owner'): ApiError {
  return problem === 'owner-only' ? forbiddenPage('Only an owner can make or unmake an owner.') : conflict(LAST_OWNER);
}
