/**
 * Settles label purchases a crashed process left pending (src/shipping/labels/recovery.ts), and the carrier closes of
 * manifests left pending (src/manifests/recovery.ts), at start and by the worker, once they are
 * SHIPPING_RECONCILE_AFTER_SECONDS old. One that cannot be settled is logged and never stops the others, start-up or
 * the worker.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Storage } from './storage/index.ts';
import type { PaymentProcessor } from './payments/index.ts';
import { shippingDeps } from './shipping/deps.ts';
import { recoverPurchases } from './shipping/labels/recovery.ts';
import { recoverCarrierCloses } from './manifests/recovery.ts';

export async function recoverLabels(db: Database, storage: Storage, processor: PaymentProcessor, config: Config, log: FastifyBaseLogger) {
  const deps = shippingDeps({ db, storage, payments: processor, config });
  const labels = await recoverPurchases(deps, config.shipping.reconcileAfterSeconds, log);
  const manifests = await recoverCarrierCloses(deps, config.shipping.reconcileAfterSeconds, log);
  return { ...labels, manifests };
}

/** The worker's round: every SHIPPING_RECONCILE_AFTER_SECONDS (at least 1 s). */
export function startLabelRecovery(db: Database, storage: Storage, processor: PaymentProcessor, config: Config, log: FastifyBaseLogger) {
  const timer = setInterval(() => {
    recoverLabels(db, storage, processor, config, log).catch((err) => log.error({ err }, 'label purchase recovery failed'));
  }, Math.max(config.shipping.reconcileAfterSeconds, 1) * 1000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
