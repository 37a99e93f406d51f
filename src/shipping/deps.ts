/** What the shipping domain works with: the database, document storage, the carriers' settings, the card processor. */
import type { Config } from '../config.ts';
import type { ShippingFault } from '../config-shipping.ts';
import type { Database } from '../db/database.ts';
import type { Storage } from '../storage/index.ts';
import type { Sealer } from '../auth/seal.ts';
import type { PaymentProcessor } from '../payments/index.ts';
import { sandboxStoreFor, shippingAdapterFor, type ShippingContext } from '../carriers/shipping-registry.ts';
import type { ShippingAdapter } from '../carriers/shipping-types.ts';
import { accountForAdapter, credentialSealer } from './accounts/service.ts';
import type { CarrierAccountRow } from './accounts/queries.ts';

export interface ShippingDeps {
  db: Database;
  storage: Storage;
  processor: PaymentProcessor;
  sealer: Sealer | null;
  carriers: ShippingContext;
  /** Tests only: where the process kills itself during a purchase (config-shipping.ts). */
  fault: ShippingFault | null;
}

export function shippingDeps(app: { db: Database; storage: Storage; payments: PaymentProcessor; config: Config }): ShippingDeps {
  const { config } = app;
  return {
    db: app.db, storage: app.storage, processor: app.payments, sealer: credentialSealer(config.payments.walletTokenKey),
    carriers: { baseUrls: config.shipping.baseUrls, timeoutMs: config.shipping.timeoutMs, sandboxStore: sandboxStoreFor(config.dataDir) },
    fault: config.shipping.fault,
  };
}

/** The adapter of an account (throws the CarrierRefusal of a carrier this build cannot ship with). */
export const adapterOf = (deps: ShippingDeps, row: CarrierAccountRow): ShippingAdapter =>
  shippingAdapterFor(accountForAdapter(row, deps.sealer), deps.carriers);

/** The fault hook: the process dies here, as a crash would (tests of crash recovery only). */
export function faultPoint(deps: ShippingDeps, at: ShippingFault): void {
  if (deps.fault === at) process.kill(process.pid, 'SIGKILL');
}
