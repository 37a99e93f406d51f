/**
 * A shipping choice as a console form picks it: one select of "the cheapest rate of every account", each account
 * with its cheapest service, and each account with each of its services (`<account id>:<service>`). The pack
 * station's default and the order list's label batches use it.
 */
import { invalidField } from '../../core/errors.ts';
import { allowedServices } from '../../shipping/accounts/service.ts';
import type { CarrierAccountRow } from '../../shipping/accounts/queries.ts';

export const EVERY_ACCOUNT = 'cheapest';

export function shippingChoiceOptions(accounts: CarrierAccountRow[], everyAccount: string): [string, string][] {
  return [[EVERY_ACCOUNT, everyAccount], ...accounts.flatMap((a): [string, string][] => [
    [`${a.id}:`, `${a.name}: its cheapest service`], ...allowedServices(a).map((s): [string, string] => [`${a.id}:${s}`, `${a.name}: ${s}`]),
  ])];
}

/** The choice a form sent: null for every account's cheapest; `service` null for the account's cheapest. 400 naming `field`. */
export function parseShippingChoice(value: string, field: string): { accountId: number; service: string | null } | null {
  if (value === EVERY_ACCOUNT) return null;
  const picked = /^(\d{1,15}):([a-z0-9_-]{0,64})$/i.exec(value);
  if (!picked) throw invalidField(field, 'Pick an account and service from the list.');
  return { accountId: Number(picked[1]), service: picked[2] || null };
}
