/** Background work that runs beside the API in embedded mode, or alone with `boxline worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { startDispatcher } from './events/dispatcher.ts';
import { startRemovalSweep } from './storage/sweep.ts';
import { createStorage } from './storage/index.ts';
import { startRetention } from './retention.ts';
import { startTrackingPoller } from './carriers/poller.ts';
import { carriersFromConfig } from './carriers/registry.ts';
import { recordBoxScans } from './orders/writing/tracking-scans.ts';
import { createProcessor } from './payments/index.ts';
import { recoverPayments } from './payments-recovery.ts';
import { startLabelRecovery } from './shipping-recovery.ts';
import { scheduleBackups } from './backups/service.ts';
import { shippingDeps } from './shipping/deps.ts';
import { startBatchRunner } from './batches/run.ts';

export interface Workers {
  stop(): Promise<void>;
}

export async function startWorkers(db: Database, config: Config, logger: FastifyBaseLogger): Promise<Workers> {
  const dispatcher = startDispatcher({ db, config, logger }); // logs 'webhook dispatcher started' itself
  const storage = await createStorage({ kind: config.storage.kind, dataDir: config.dataDir, s3: config.storage.s3 });
  const sweep = startRemovalSweep(db, storage, logger);
  const retention = startRetention(db, config.retention, logger);
  // Carrier tracking: asks the carriers (and the scripted adapter) about boxes in transit, records new scans.
  const tracking = startTrackingPoller({
    db, config: config.tracking, carriers: carriersFromConfig(config.tracking), logger,
    record: (box, scans) => recordBoxScans(db, box, scans),
  });
  // Card charges a crashed process left unfinished are finished once they are PAYMENT_RECONCILE_AFTER_SECONDS old.
  const processor = createProcessor(config.payments.processor, db);
  const reconciler = setInterval(() => {
    recoverPayments(db, processor, config, logger).catch((err) => logger.error({ err }, 'payment reconciliation failed'));
  }, Math.max(config.payments.reconcileAfterSeconds, 5) * 1000);
  reconciler.unref();
  // Label purchases a crashed process left pending are settled with their carrier (src/shipping/labels/recovery.ts).
  const labels = startLabelRecovery(db, storage, processor, config, logger);
  // Batches (src/batches/): items claimed FOR UPDATE SKIP LOCKED, so any number of workers share them.
  const batches = startBatchRunner(shippingDeps({ db, storage, payments: processor, config }), config.shipping.batches, logger);
  const backups = config.backupIntervalHours > 0 ? scheduleBackups(db, config.backupIntervalHours, logger) : null;
  if (backups) logger.info({ hours: config.backupIntervalHours }, 'order backup schedule started');
  return {
    async stop() {
      backups?.stop();
      clearInterval(reconciler);
      labels.stop();
      sweep.stop();
      await Promise.all([tracking.stop(), dispatcher.stop(), retention.stop(), batches.stop()]);
    },
  };
}
