/** Token scopes. A scope allows every method; its `-read_only` form allows GET and HEAD only. */
export const SCOPES = [
  'account', 'company', 'packaging', 'calendar', 'license_key', 'api_client', 'tracking_number', 'contact',
  'backup_config', 'order', 'note', 'wallet_subaccount', 'insurance', 'webhook', 'shipping',
] as const;

export type Scope = (typeof SCOPES)[number];
export const ALL_SCOPES: string[] = [...SCOPES];

const READ_METHODS = new Set(['GET', 'HEAD']);

export function isKnownScope(value: string): boolean {
  const base = value.endsWith('-read_only') ? value.slice(0, -'-read_only'.length) : value;
  return (SCOPES as readonly string[]).includes(base);
}

export function scopeAllows(granted: readonly string[], required: Scope, method: string): boolean {
  if (granted.includes(required)) return true;
  return READ_METHODS.has(method) && granted.includes(`${required}-read_only`);
}
