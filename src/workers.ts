/** Background work that runs beside the API in embedded mode, or alone with `boxline worker`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';

export interface Workers {
  stop(): Promise<void>;
}

export async function startWorkers(_db: Database, _config: Config, _logger: FastifyBaseLogger): Promise<Workers> {
  return { stop: async () => {} };
}
