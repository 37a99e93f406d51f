/**
 * Which shipping adapter answers for a carrier account (shipping-types.ts): the built-in sandbox, or the adapter
 * of UPS, FedEx or USPS made from the account's decrypted credentials. A carrier whose adapter this build does not
 * have answers a CarrierRefusal saying so, never an error of the whole request.
 */
import { join } from 'node:path';
import { CarrierRefusal, type AccountCarrier, type ShippingAdapter } from './shipping-types.ts';
import { createSandboxShipping, SANDBOX_SERVICES } from './sandbox/index.ts';
import { parseRateSheet, type RateSheet } from './sandbox/rate-sheet.ts';
import { diskStore, memoryStore, type SandboxStore } from './sandbox/store.ts';

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

/** The service codes an account of `carrier` may list; null when this build cannot tell (any code accepted). */
export function servicesOf(carrier: AccountCarrier): readonly { code: string; name: string }[] | null {
  return carrier === 'sandbox' ? SANDBOX_SERVICES : null;
}

/** The adapter for an account; throws a CarrierRefusal for a carrier this build has no shipping adapter for. */
export function shippingAdapterFor(account: AccountForAdapter, ctx: ShippingContext): ShippingAdapter {
  if (account.carrier === 'sandbox') {
    return createSandboxShipping({ rateSheet: account.rateSheet === null ? null : sheetOf(account.rateSheet), store: ctx.sandboxStore });
  }
  // The UPS, FedEx and USPS shipping adapters (ups-shipping.ts, fedex-shipping.ts, usps-shipping.ts) are not in
  // this build yet: their accounts can be kept, but rates and labels answer this refusal.
  throw new CarrierRefusal(`${CARRIER_NAMES[account.carrier]} shipping is not available in this version of Boxline yet (rates, labels and address checks work with sandbox accounts).`, 'carrier_account');
}
