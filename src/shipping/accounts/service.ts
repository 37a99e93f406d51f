/**
 * Carrier account writes: the catalogue's fields, the services (checked against the carrier's), the credentials
 * (sealed with the wallet key, src/auth/seal.ts; never shown) and a sandbox account's rate sheet (read whole: a
 * 400 naming `rate_sheet` and the line). Every problem of a body is one 400.
 */
import type { Queryable } from '../../db/database.ts';
import { invalidFields, notFound, conflict, type FieldErrors } from '../../core/errors.ts';
import { columnsOf, type Columns } from '../../core/fields/index.ts';
import { sql } from '../../core/sql.ts';
import { createSealer, type Sealer } from '../../auth/seal.ts';
import { CARRIER_ACCOUNT_FIELDS } from '../../catalogue/carrier-account.ts';
import type { AccountCarrier } from '../../carriers/shipping-types.ts';
import { readAccountCredentials, servicesOf, type AccountForAdapter } from '../../carriers/shipping-registry.ts';
import { parseRateSheet, RateSheetError } from '../../carriers/sandbox/rate-sheet.ts';
import {
  deleteCarrierAccountRow, insertCarrierAccount, renderCarrierAccount, selectCarrierAccount, updateCarrierAccountRow, type CarrierAccountRow,
} from './queries.ts';
import type { CarrierAccount, CarrierAccountValues } from './shape.ts';
import { refuse } from '../refusals.ts';

function checkServices(carrier: AccountCarrier, services: string[] | undefined, errors: FieldErrors): string[] | undefined {
  if (services === undefined) return undefined;
  const known = servicesOf(carrier);
  const unique = [...new Set(services.map((s) => s.trim()))];
  const bad = unique.filter((s) => !known.some((k) => k.code === s));
  if (bad.length) errors.services = [`${bad.map((b) => `"${b}"`).join(', ')} is not a service of ${carrier}: use ${known.map((k) => k.code).join(', ')}`];
  return unique;
}

function checkRateSheet(carrier: AccountCarrier, sheet: string | null | undefined, errors: FieldErrors): void {
  if (sheet === undefined || sheet === null) return;
  if (carrier !== 'sandbox') {
    errors.rate_sheet = ['only a sandbox account has a rate sheet'];
    return;
  }
  try {
    parseRateSheet(sheet);
  } catch (err) {
    if (!(err instanceof RateSheetError)) throw err;
    errors.rate_sheet = [err.message];
  }
}

/** The default service must be one the account may use (null: the cheapest of them, box by box). */
function checkDefaultService(carrier: AccountCarrier, services: string[], value: unknown, errors: FieldErrors): void {
  if (typeof value !== 'string') return;
  const allowed = services.length ? services : servicesOf(carrier).map((k) => k.code);
  if (!allowed.includes(value)) errors.default_service = [`"${value}" is not a service of this account: use ${allowed.join(', ')}, or null for the cheapest`];
}

/** Setting `is_default` on one account clears it on the others, in the same transaction (the index allows one). */
async function clearOtherDefaults(tx: Queryable, orgId: number, fields: Record<string, unknown>, keepId: number | null): Promise<void> {
  if (fields.is_default !== true) return;
  await tx.rows(sql`UPDATE carrier_accounts SET is_default = false, updated_at = now()
    WHERE org_id = ${orgId} AND is_default ${keepId === null ? sql`` : sql`AND id <> ${keepId}`}`);
}

function sealCredentials(carrier: AccountCarrier, credentials: Record<string, string> | undefined, creating: boolean, sealer: Sealer | null,
  errors: FieldErrors): string | null | undefined {
  if (credentials === undefined && !creating) return undefined;
  const given = credentials ?? {};
  const read = readAccountCredentials(carrier, given);
  if (!read.ok) errors[read.field === 'credentials' ? 'credentials' : `credentials.${read.field}`] = [`${read.message} for a ${carrier} account`];
  if (Object.keys(given).length > 50) errors.credentials = ['may hold at most 50 values'];
  if (Object.keys(given).length === 0) return creating ? null : null;
  if (sealer === null) {
    throw refuse({ reason: 'no_credential_key' });
  }
  return sealer.seal(JSON.stringify(given));
}

export async function createCarrierAccount(tx: Queryable, orgId: number, body: CarrierAccountValues, sealer: Sealer | null): Promise<CarrierAccount> {
  const errors: FieldErrors = {};
  const columns = columnsOf(CARRIER_ACCOUNT_FIELDS, body as Record<string, unknown>, { full: true, errors });
  const fields = body as Record<string, unknown>;
  const carrier = fields.carrier as AccountCarrier;
  const services = checkServices(carrier, body.services, errors) ?? [];
  checkRateSheet(carrier, fields.rate_sheet as string | null | undefined, errors);
  if (!errors.services) checkDefaultService(carrier, services, fields.default_service, errors);
  const sealed = sealCredentials(carrier, body.credentials, true, sealer, errors);
  if (Object.keys(errors).length) throw invalidFields(errors);
  await clearOtherDefaults(tx, orgId, fields, null);
  return renderCarrierAccount(await insertCarrierAccount(tx, orgId, columns, { services, sealed: sealed ?? null }));
}

export async function updateCarrierAccount(tx: Queryable, orgId: number, id: number, body: CarrierAccountValues, sealer: Sealer | null): Promise<CarrierAccount> {
  const before = await selectCarrierAccount(tx, orgId, id);
  if (!before) throw notFound('carrier account');
  const errors: FieldErrors = {};
  const fields = body as Record<string, unknown>;
  if (fields.carrier !== undefined && fields.carrier !== before.carrier) errors.carrier = ['cannot be changed: create another account'];
  const columns: Columns = columnsOf(CARRIER_ACCOUNT_FIELDS.filter((s) => s.key !== 'carrier'), body as Record<string, unknown>, { full: false, errors });
  const services = checkServices(before.carrier, body.services, errors);
  checkRateSheet(before.carrier, fields.rate_sheet as string | null | undefined, errors);
  if (!errors.services) checkDefaultService(before.carrier, services ?? before.services, fields.default_service === undefined ? before.default_service : fields.default_service, errors);
  const sealed = sealCredentials(before.carrier, body.credentials, false, sealer, errors);
  if (Object.keys(errors).length) throw invalidFields(errors);
  await clearOtherDefaults(tx, orgId, fields, id);
  const row = await updateCarrierAccountRow(tx, orgId, id, columns, { services, sealed });
  if (!row) throw notFound('carrier account');
  return renderCarrierAccount(row);
}

/** Refused (409) while a label purchase of the account is pending: crash recovery needs the account. */
export async function deleteCarrierAccount(tx: Queryable, orgId: number, id: number): Promise<void> {
  const pending = await tx.one(sql`SELECT 1 FROM label_purchases WHERE org_id = ${orgId} AND carrier_account_id = ${id} AND status IN ('pending', 'attention') LIMIT 1`);
  if (pending) throw conflict('A label purchase with this account is still being completed; retry in a minute.');
  if (!(await deleteCarrierAccountRow(tx, orgId, id))) throw notFound('carrier account');
}

/** The service codes an account may use: its `services`, or every service of its carrier when that list is empty. */
export const allowedServices = (row: CarrierAccountRow): string[] => (row.services.length ? row.services : servicesOf(row.carrier).map((k) => k.code));

/**
 * The organization's default choice, as the console sets it: an account (with a service, or null for its cheapest)
 * becomes the default through the same checks as a PATCH; null leaves no default (the cheapest rate of every account).
 */
export async function setDefaultAccount(tx: Queryable, orgId: number, choice: { accountId: number; service: string | null } | null, sealer: Sealer | null): Promise<void> {
  if (choice === null) {
    await tx.rows(sql`UPDATE carrier_accounts SET is_default = false, updated_at = now() WHERE org_id = ${orgId} AND is_default`);
    return;
  }
  await updateCarrierAccount(tx, orgId, choice.accountId, { is_default: true, default_service: choice.service } as CarrierAccountValues, sealer);
}

/** What an adapter is made from; a copy sealed under another key has no credentials (the carrier then refuses). */
export function accountForAdapter(row: CarrierAccountRow, sealer: Sealer | null): AccountForAdapter {
  let credentials: Record<string, string> = {};
  if (row.sealed_credentials !== null && sealer !== null) {
    const opened = sealer.open(row.sealed_credentials);
    if (opened !== null) credentials = JSON.parse(opened) as Record<string, string>;
  }
  return { carrier: row.carrier, credentials, rateSheet: row.rate_sheet, isTest: row.is_test };
}

/** The sealer of credentials: the wallet tokens' at-rest key (WALLET_TOKEN_KEY or the key file); null without one. */
export const credentialSealer = (key: string | null): Sealer | null => (key === null ? null : createSealer(key));
