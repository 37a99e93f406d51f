/** `boxline serve`, `migrate` and `worker`: the processes an installation runs. */
import { createLogger } from '../logging.ts';
import { lentDatabase, openAndMigrate, serve } from '../server.ts';
import { fillRenders } from '../orders/writing/renders/fill.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { startWorkers } from '../workers.ts';
import { checkDependencies } from '../startup-checks.ts';
import { commandTable, print, terminal, type Command } from './command.ts';
import { takeCommands, type CommandSocket } from './socket-server.ts';

/** The embedded database is one session: the process holding it runs the commands of other processes (socket-server.ts). */
const commandsBeside = async (db: Database, dataDir: string, workers: boolean, log: (message: string, fields?: object) => void): Promise<CommandSocket | null> =>
  db.kind === 'pglite' && lentDatabase() === null ? takeCommands({ dataDir, db, commands: commandTable(), workers, log }) : null;

export const SERVER_COMMANDS: Record<string, Command> = {
  serve: {
    summary: 'Migrate, then serve the API (what `npm start` runs)',
    example: 'PORT=3000 SEED_DEMO=true boxline serve',
    usage: 'boxline serve\n  Serves the API on HOST:PORT (default 127.0.0.1:8080) with the embedded database in DATA_DIR,\n  or PostgreSQL when DATABASE_URL is set. Migrates first; on an empty database creates a demo\n  organization and prints its token; every start prints API:, Docs:, Organization: and how to get a\n  token. SEED_DEMO=true adds 200 demo orders when the organization has none. With the embedded\n  database, other boxline commands run inside the server meanwhile (it holds the database).',
    options: {},
    local: true,
    run: (config) => serve(config, {
      stopRequested: () => terminal().stopRequested(),
      takeCommands: async (db, { workers, log }) =>
        (await commandsBeside(db, config.dataDir, workers, (message, fields) => log.info(fields ?? {}, message))) ?? { close: async () => {} },
    }),
  },
  migrate: {
    summary: 'Apply the database migrations that are missing',
    example: 'DATABASE_URL=postgres://postgres@127.0.0.1:5432/boxline boxline migrate',
    usage: 'boxline migrate\n  Applies the database migrations that are missing, naming each as it starts and whether it runs in a\n  transaction or outside one (an index built with CREATE INDEX CONCURRENTLY, which does not stop writes).\n  Then stores the render of every order that has none (stored renders, docs/stored-renders.md), in short\n  batches that do not stop writes.',
    options: {},
    async run(config) {
      const borrowed = lentDatabase();
      if (!borrowed) await checkDependencies(config);
      const db = borrowed ?? await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const applied = await migrate(db, {
          onMigration: (m) => print(false, {}, m.mode === 'outside-transaction'
            ? `${m.version}: outside a transaction (indexes built concurrently on PostgreSQL; writes go on)`
            : `${m.version}: in a transaction`),
        });
        print(false, {}, applied.length ? `applied ${applied.join(', ')}` : 'database is up to date');
        const stored = await fillRenders(db, { onBatch: (n) => print(false, {}, `stored renders: ${n}`) });
        if (stored > 0) print(false, {}, `stored the renders of ${stored} orders that had none`);
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
      '  removal sweep, payment reconciliation and scheduled backups. Beside a server on the embedded database, which\n' +
      '  runs the worker itself, it says so and exits 0; if that server runs without it (WEBHOOK_IN_PROCESS_WORKER=false),\n' +
      '  the worker runs inside the server until this command is stopped (Ctrl-C).',
    options: {},
    async run(config) {
      const { server, stdout } = terminal();
      if (server?.workers) {
        print(false, {}, `The server (process ${server.pid}) holding the embedded database in ${config.dataDir} runs the worker already: nothing to start.`);
        return;
      }
      const db = await openAndMigrate(config);
      // Inside a server, the worker's log lines go to the process that asked for it.
      const logger = server ? createLogger({ ...config, logFormat: 'json' }, { write: (line: string) => stdout.write(line) }) : createLogger(config);
      const workers = await startWorkers(db, config, logger);
      const commands = await commandsBeside(db, config.dataDir, true, (message, fields) => logger.info(fields ?? {}, message));
      await terminal().stopRequested();
      // A stop that hangs must not keep the process (a server has a limit of its own on its whole stop).
      if (!server) setTimeout(() => process.exit(1), config.shutdown.timeoutMs).unref();
      await commands?.close();
      await workers.stop(); // finishes its deliveries, records them, gives up the claims it could not record
      await db.close();
    },
  },
};
