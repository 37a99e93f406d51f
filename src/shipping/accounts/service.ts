/**
 * Carrier account writes: the catalogue's fields, the services (checked against the carrier's), the credentials
 * (sealed with the wallet key, src/auth/seal.ts; never shown) and a sandbox account's rate sheet (read whole: its
 * problem names `rate_sheet` and the line). Every problem of a body is one refusal (`account_fields`).
 */
import type { Queryable } from '../../db/database.ts';
import type { ValueProblems } from '../../core/fields/problems.ts';
import type { FieldProblem } from '../../core/refusal.ts';
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
import { refuse, type AccountInvalidReason } from '../refusals.ts';

const MAX_CREDENTIALS = 50;

/**
 * What a body's checks found: the field mechanism's messages (`errors`) and the account's own problems, one a path
 * (a later one of a path replaces the earlier; `has` says whether a path has one).
 */
class AccountProblems {
  readonly errors: ValueProblems = {};
  readonly fields: FieldProblem<AccountInvalidReason>[] = [];
  set(path: string, reason: AccountInvalidReason, values?: FieldProblem<AccountInvalidReason>['values']): void {
    const problem = values === undefined ? { path, reason } : { path, reason, values };
    const at = this.fields.findIndex((p) => p.path === path);
    if (at >= 0) this.fields[at] = problem;
    else this.fields.push(problem);
  }
  has(path: string): boolean {
    return path in this.errors || this.fields.some((p) => p.path === path);
  }
  /** Refuses every problem at once, if there is any. */
  throwIfAny(): void {
    if (this.fields.length || Object.keys(this.errors).length) throw refuse({ kind: 'account_fields', errors: this.errors, fields: this.fields });
  }
}

function checkServices(carrier: AccountCarrier, services: string[] | undefined, problems: AccountProblems): string[] | undefined {
  if (services === undefined) return undefined;
  const known = servicesOf(carrier);
  const unique = [...new Set(services.map((s) => s.trim()))];
  const bad = unique.filter((s) => !known.some((k) => k.code === s));
  if (bad.length) problems.set('services', 'unknown_services', { bad, carrier, known: known.map((k) => k.code) });
  return unique;
}

function checkRateSheet(carrier: AccountCarrier, sheet: string | null | undefined, problems: AccountProblems): void {
  if (sheet === undefined || sheet === null) return;
  if (carrier !== 'sandbox') {
    problems.set('rate_sheet', 'rate_sheet_not_sandbox');
    return;
  }
  try {
    parseRateSheet(sheet);
  } catch (err) {
    if (!(err instanceof RateSheetError)) throw err;
    problems.set('rate_sheet', 'bad_rate_sheet', { detail: err.message });
  }
}

/** The default service must be one the account may use (null: the cheapest of them, box by box). */
function checkDefaultService(carrier: AccountCarrier, services: string[], value: unknown, problems: AccountProblems): void {
  if (typeof value !== 'string') return;
  const allowed = services.length ? services : servicesOf(carrier).map((k) => k.code);
  if (!allowed.includes(value)) problems.set('default_service', 'unknown_default_service', { value, allowed });
}

/** Setting `is_default` on one account clears it on the others, in the same transaction (the index allows one). */
async function clearOtherDefaults(tx: Queryable, orgId: number, fields: Record<string, unknown>, keepId: number | null): Promise<void> {
  if (fields.is_default !== true) return;
  await tx.rows(sql`UPDATE carrier_accounts SET is_default = false, updated_at = now()
    WHERE org_id = ${orgId} AND is_default ${keepId === null ? sql`` : sql`AND id <> ${keepId}`}`);
}

function sealCredentials(carrier: AccountCarrier, credentials: Record<string, string> | undefined, creating: boolean, sealer: Sealer | null,
  problems: AccountProblems): string | null | undefined {
  if (credentials === undefined && !creating) return undefined;
  const given = credentials ?? {};
  const read = readAccountCredentials(carrier, given);
  if (!read.ok) problems.set(read.field === 'credentials' ? 'credentials' : `credentials.${read.field}`, 'bad_credentials', { detail: read.message, carrier });
  if (Object.keys(given).length > MAX_CREDENTIALS) problems.set('credentials', 'too_many_credentials', { max: MAX_CREDENTIALS });
  if (Object.keys(given).length === 0) return creating ? null : null;
  if (sealer === null) {
    throw refuse({ kind: 'no_credential_key' });
  }
  return sealer.seal(JSON.stringify(given));
}

export async function createCarrierAccount(tx: Queryable, orgId: number, body: CarrierAccountValues, sealer: Sealer | null): Promise<CarrierAccount> {
  const problems = new AccountProblems();
  const columns = columnsOf(CARRIER_ACCOUNT_FIELDS, body as Record<string, unknown>, { full: true, errors: problems.errors });
  const fields = body as Record<string, unknown>;
  const carrier = fields.carrier as AccountCarrier;
  const services = checkServices(carrier, body.services, problems) ?? [];
  checkRateSheet(carrier, fields.rate_sheet as string | null | undefined, problems);
  if (!problems.has('services')) checkDefaultService(carrier, services, fields.default_service, problems);
  const sealed = sealCredentials(carrier, body.credentials, true, sealer, problems);
  problems.throwIfAny();
  await clearOtherDefaults(tx, orgId, fields, null);
  return renderCarrierAccount(await insertCarrierAccount(tx, orgId, columns, { services, sealed: sealed ?? null }));
}

export async function updateCarrierAccount(tx: Queryable, orgId: number, id: number, body: CarrierAccountValues, sealer: Sealer | null): Promise<CarrierAccount> {
  const before = await selectCarrierAccount(tx, orgId, id);
  if (!before) throw refuse({ kind: 'missing', what: 'carrier_account' });
  const problems = new AccountProblems();
  const fields = body as Record<string, unknown>;
  if (fields.carrier !== undefined && fields.carrier !== before.carrier) problems.set('carrier', 'carrier_unchangeable');
  const columns: Columns = columnsOf(CARRIER_ACCOUNT_FIELDS.filter((s) => s.key !== 'carrier'), body as Record<string, unknown>, { full: false, errors: problems.errors });
  const services = checkServices(before.carrier, body.services, problems);
  checkRateSheet(before.carrier, fields.rate_sheet as string | null | undefined, problems);
  if (!problems.has('services')) {
    checkDefaultService(before.carrier, services ?? before.services, fields.default_service === undefined ? before.default_service : fields.default_service, problems);
  }
  const sealed = sealCredentials(before.carrier, body.credentials, false, sealer, problems);
  problems.throwIfAny();
  await clearOtherDefaults(tx, orgId, fields, id);
  const row = await updateCarrierAccountRow(tx, orgId, id, columns, { services, sealed });
  if (!row) throw refuse({ kind: 'missing', what: 'carrier_account' });
  return renderCarrierAccount(row);
}

/** Refused (`account_in_use`) while a label purchase of the account is pending: crash recovery needs the account. */
export async function deleteCarrierAccount(tx: Queryable, orgId: number, id: number): Promise<void> {
  const pending = await tx.one(sql`SELECT 1 FROM label_purchases WHERE org_id = ${orgId} AND carrier_account_id = ${id} AND status IN ('pending', 'attention') LIMIT 1`);
  if (pending) throw refuse({ kind: 'account_in_use' });
  if (!(await deleteCarrierAccountRow(tx, orgId, id))) throw refuse({ kind: 'missing', what: 'carrier_account' });
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
