/**
 * Which shipping adapter answers for a carrier account (shipping-types.ts): the built-in sandbox, or the adapter
 * of UPS, FedEx or USPS made from the account's decrypted credentials (checked by that carrier's own reader when the
 * account is written, and again here: a copy that no longer reads is a CarrierRefusal naming the account).
 */
import { join } from 'node:path';
import { CarrierRefusal, type AccountCarrier, type ShippingAdapter } from './shipping-types.ts';
import { createSandboxShipping, SANDBOX_SERVICES } from './sandbox/index.ts';
import { parseRateSheet, type RateSheet } from './sandbox/rate-sheet.ts';
import { diskStore, memoryStore, type SandboxStore } from './sandbox/store.ts';
import { createUpsShipping, parseUpsCredentials, UPS_SERVICES } from './ups-shipping.ts';
import { createFedexShipping, FEDEX_SERVICES, parseFedexCredentials } from './fedex-shipping.ts';
import { createUspsShipping, parseUspsCredentials, USPS_SERVICES } from './usps-shipping.ts';
import type { CredentialsCheck } from './shipping-http.ts';

/** What an adapter is made from: the account's carrier, its opened credentials and (sandbox) its rate sheet. */
export interface AccountForAdapter {
  carrier: AccountCarrier;
  credentials: Record<string, string>;
  rateSheet: string | null;
  isTest: boolean;
}

export interface ShippingContext {
  baseUrls: { ups: string; fedex: string; usps: string };
  timeoutMs: number;
  /** What the sandbox carrier sold (store.ts): kept under the data directory, or in memory. */
  sandboxStore: SandboxStore;
}

/** The sandbox's store for a data directory (null: in memory), one per directory for the process. */
const stores = new Map<string | null, SandboxStore>();
export function sandboxStoreFor(dataDir: string | null): SandboxStore {
  let store = stores.get(dataDir);
  if (!store) {
    store = dataDir === null ? memoryStore() : diskStore(join(dataDir, 'sandbox-carrier'));
    stores.set(dataDir, store);
  }
  return store;
}

/** Parsed rate sheets by their text (a few accounts' sheets; parsing one takes a few milliseconds). */
const sheets = new Map<string, RateSheet>();
function sheetOf(text: string): RateSheet {
  let sheet = sheets.get(text);
  if (!sheet) {
    if (sheets.size > 100) sheets.clear();
    sheet = parseRateSheet(text);
    sheets.set(text, sheet);
  }
  return sheet;
}

const CARRIER_NAMES: Record<AccountCarrier, string> = { ups: 'UPS', fedex: 'FedEx', usps: 'USPS', sandbox: 'Sandbox' };

/** The service codes an account of `carrier` may list. */
export function servicesOf(carrier: AccountCarrier): readonly { code: string; name: string }[] {
  return { sandbox: SANDBOX_SERVICES, ups: UPS_SERVICES, fedex: FEDEX_SERVICES, usps: USPS_SERVICES }[carrier];
}

/** Reads an account's credentials as its carrier's adapter needs them (the sandbox needs none). */
export function readAccountCredentials(carrier: AccountCarrier, value: unknown): CredentialsCheck<unknown> {
  switch (carrier) {
    case 'ups': return parseUpsCredentials(value);
    case 'fedex': return parseFedexCredentials(value);
    case 'usps': return parseUspsCredentials(value);
    case 'sandbox': return { ok: true, value: {} };
  }
}

/** The adapter for an account; throws a CarrierRefusal when the account's credentials do not read as its carrier's. */
export function shippingAdapterFor(account: AccountForAdapter, ctx: ShippingContext): ShippingAdapter {
  if (account.carrier === 'sandbox') {
    return createSandboxShipping({ rateSheet: account.rateSheet === null ? null : sheetOf(account.rateSheet), store: ctx.sandboxStore });
  }
  const read = readAccountCredentials(account.carrier, account.credentials);
  if (!read.ok) {
    throw new CarrierRefusal(`The ${CARRIER_NAMES[account.carrier]} account's credentials cannot be used (${read.field} ${read.message}): write them again.`, 'carrier_account');
  }
  const opts = { baseUrl: ctx.baseUrls[account.carrier], timeoutMs: ctx.timeoutMs };
  switch (account.carrier) {
    case 'ups': return createUpsShipping(read.value as Parameters<typeof createUpsShipping>[0], opts);
    case 'fedex': return createFedexShipping(read.value as Parameters<typeof createFedexShipping>[0], opts);
    case 'usps': return createUspsShipping(read.value as Parameters<typeof createUspsShipping>[0], opts);
  }
}
