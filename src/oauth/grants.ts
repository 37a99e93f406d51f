/** What an app may be granted: the scopes it asks for, within those it was registered with, said in words. */
import { isKnownScope } from '../auth/scopes.ts';

const WORDS: Record<string, string> = {
  account: 'your member account details',
  company: "the organization's settings",
  packaging: 'packaging presets',
  calendar: 'calendars and schedules',
  license_key: 'license keys',
  api_client: 'API apps and installed integrations',
  tracking_number: 'tracking numbers',
  contact: 'contacts (the customer directory)',
  backup_config: 'order backups',
  order: 'orders, with their boxes, items, notes and tags',
  note: 'notes',
  wallet_subaccount: 'wallet sub-accounts',
  insurance: 'the insurance balance and its transactions',
  webhook: 'webhook subscriptions',
};

const base = (scope: string) => (scope.endsWith('-read_only') ? scope.slice(0, -'-read_only'.length) : scope);

export function describeScope(scope: string): { scope: string; words: string; readOnly: boolean } {
  const readOnly = scope.endsWith('-read_only');
  const thing = WORDS[base(scope)] ?? base(scope);
  return { scope, words: `${readOnly ? 'See' : 'See and change'} ${thing}`, readOnly };
}

/**
 * The scopes to grant for a request's `scope` parameter (space-separated; absent: everything the app may have).
 * An app registered with `order` may ask for `order-read_only`; null when a scope is unknown or not the app's.
 */
export function grantedScopes(requested: string | undefined, allowed: string[]): string[] | null {
  if (requested === undefined || requested.trim() === '') return [...allowed];
  const scopes = [...new Set(requested.split(/[\s,+]+/).filter(Boolean))];
  for (const scope of scopes) {
    if (!isKnownScope(scope)) return null;
    if (!allowed.includes(scope) && !(scope.endsWith('-read_only') && allowed.includes(base(scope)))) return null;
  }
  return scopes;
}
