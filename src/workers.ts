/** Background work that runs beside the API in embedded mode, or alone with `boxline worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { startDispatcher } from './events/dispatcher.ts';
import { startRemovalSweep } from './storage/sweep.ts';
import { createStorage } from './storage/index.ts';
import { startRetention } from './retention.ts';

export interface Workers {
  stop(): Promise<void>;
}

export async function startWorkers(db: Database, config: Config, logger: FastifyBaseLogger): Promise<Workers> {
  const dispatcher = startDispatcher({ db, config, logger });
  logger.info('webhook dispatcher started');
  const storage = createStorage({ kind: config.storage.kind, dataDir: config.dataDir, s3: config.storage.s3 });
  const sweep = startRemovalSweep(db, storage, logger);
  const retention = startRetention(db, config.retention, logger);
  return {
    async stop() {
      sweep.stop();
      await Promise.all([dispatcher.stop(), retention.stop()]);
    },
  };
}
