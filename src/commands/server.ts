/** `boxline serve`, `migrate` and `worker`: the processes an installation runs. */
import { createLogger } from '../logging.ts';
import { openAndMigrate, serve } from '../server.ts';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { startWorkers } from '../workers.ts';
import { checkDependencies } from '../startup-checks.ts';
import type { Command } from './command.ts';

export const SERVER_COMMANDS: Record<string, Command> = {
  serve: {
    summary: 'Migrate, then serve the API (what `npm start` runs)',
    example: 'PORT=3000 SEED_DEMO=true boxline serve',
    usage: 'boxline serve\n  Serves the API on HOST:PORT (default 127.0.0.1:8080) with the embedded database in DATA_DIR,\n  or PostgreSQL when DATABASE_URL is set. Migrates first; on an empty database creates a demo\n  organization and prints its token; every start prints API:, Docs:, Organization: and how to get a\n  token. SEED_DEMO=true adds 200 demo orders when the organization has none.',
    options: {},
    run: (config) => serve(config),
  },
  migrate: {
    summary: 'Apply the database migrations that are missing',
    example: 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/boxline boxline migrate',
    usage: 'boxline migrate\n  Applies the database migrations that are missing, naming each as it starts and whether it runs in a\n  transaction or outside one (an index built with CREATE INDEX CONCURRENTLY, which does not stop writes).',
    options: {},
    async run(config) {
      await checkDependencies(config);
      const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const applied = await migrate(db, {
          onMigration: (m) => console.log(m.mode === 'outside-transaction'
            ? `${m.version}: outside a transaction (indexes built concurrently on PostgreSQL; writes go on)`
            : `${m.version}: in a transaction`),
        });
        console.log(applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
      } finally {
        await db.close();
      }
    },
  },
  worker: {
    summary: 'Run only the worker: webhook deliveries, carrier tracking, retention, backups',
    example: 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/boxline boxline worker',
    usage: 'boxline worker\n  Runs only the worker (for a separate process in production, beside API processes started with\n' +
      '  WEBHOOK_IN_PROCESS_WORKER=false): webhook deliveries and retries, carrier tracking, retention, the document\n' +
      '  removal sweep, payment reconciliation and scheduled backups.',
    options: {},
    async run(config) {
      const db = await openAndMigrate(config);
      const workers = await startWorkers(db, config, createLogger(config));
      const stop = async () => {
        setTimeout(() => process.exit(1), config.shutdown.timeoutMs).unref(); // a stop that hangs must not keep the process
        await workers.stop(); // finishes its deliveries, records them, gives up the claims it could not record
        await db.close();
        process.exit(0);
      };
      process.once('SIGTERM', () => void stop());
      process.once('SIGINT', () => void stop());
    },
  },
};
