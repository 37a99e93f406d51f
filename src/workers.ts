/** Background work that runs beside the API in embedded mode, or alone with `boxline worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { startDispatcher } from './events/dispatcher.ts';
import { scheduleBackups } from './v1/backups/service.ts';

export interface Workers {
  stop(): Promise<void>;
}

export async function startWorkers(db: Database, config: Config, logger: FastifyBaseLogger): Promise<Workers> {
  const dispatcher = startDispatcher({ db, config, logger });
  logger.info('webhook dispatcher started');
  const backups = config.backupIntervalHours > 0 ? scheduleBackups(db, config.backupIntervalHours, logger) : null;
  if (backups) logger.info({ hours: config.backupIntervalHours }, 'order backup schedule started');
  return {
    stop: async () => {
      backups?.stop();
      await dispatcher.stop();
    },
  };
}
