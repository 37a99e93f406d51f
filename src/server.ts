/** Starts the API: opens and migrates the database, bootstraps an empty one (and seeds it with SEED_DEMO=true), listens, and shuts down cleanly. */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { startDraining } from './http/system-routes.ts';
import { demoOrg } from './seed/demo-org.ts';
import { seedOrganization } from './seed/seed.ts';
import { progressBar } from './seed/progress.ts';
import { welcomeLines } from './welcome.ts';
import { consoleWelcomeLine } from './console/first-owner.ts';
import { startWorkers, type Workers } from './workers.ts';
import { fillRenders } from './orders/writing/renders/fill.ts';
import { recoverPayments } from './payments-recovery.ts';
import { recoverLabels } from './shipping-recovery.ts';
import { checkDependencies, checkListen, listenError } from './startup-checks.ts';
import { withWalletTokenKey } from './config-wallet-key.ts';

/** How many orders SEED_DEMO=true adds on a start whose organization has none. */
export const DEMO_ORDERS = 200;

const lent = new AsyncLocalStorage<Database>();

/**
 * Runs `fn` with `db` lent to it: openAndMigrate answers `db` (already migrated; closing it does nothing) instead
 * of opening the database. A process holding the embedded database, which takes one session, runs the commands of
 * other processes on it so (src/commands/socket-server.ts); tests run commands on their own database so.
 */
export function lendDatabase<T>(db: Database, fn: () => Promise<T>): Promise<T> {
  const kept = new Proxy(db, {
    get(target, key) {
      if (key === 'close') return async () => {};
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return lent.run(kept, fn);
}

/** The database lent to the code running now (lendDatabase), if any. */
export const lentDatabase = (): Database | null => lent.getStore() ?? null;

/** Checks DATA_DIR and DATABASE_URL (one line naming the variable when either is wrong), then opens and migrates. */
export async function openAndMigrate(config: Config): Promise<Database> {
  const borrowed = lentDatabase();
  if (borrowed) return borrowed;
  await checkDependencies(config);
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/** What takes the commands of other processes while this one holds the embedded database (src/commands/socket-server.ts). */
export type TakeCommands = (db: Database, server: { workers: boolean; log: FastifyBaseLogger }) => Promise<{ close(): Promise<void> }>;

export interface ServeOptions {
  takeCommands?: TakeCommands;
  /** Called once the server is up: settles with the signal that asks it to stop (SIGTERM waits SHUTDOWN_DELAY_MS first). */
  stopRequested: () => Promise<string>;
}

/** Serves until asked to stop, then stops cleanly (the returned promise settles once it has). */
export async function serve(configured: Config, opts: ServeOptions): Promise<void> {
  await checkListen(configured); // before minutes of migrations, not after
  const db = await openAndMigrate(configured);
  const walletKey = await Promise.resolve().then(() => withWalletTokenKey(configured)).catch(async (err: unknown) => {
    await db.close();
    throw err;
  });
  const config = walletKey.config;
  const workersInside = config.webhook.inProcessWorker;
  // Loaded here, not at the top: every `boxline` command imports this file, and only serve needs the routes.
  const { buildApp } = await import('./app.ts');
  const app = await buildApp({ config, db });
  if (walletKey.source === 'created') app.log.info({ path: walletKey.path }, 'made the wallet token key (WALLET_TOKEN_KEY is not set)');
  if (walletKey.warning) app.log.warn(walletKey.warning);
  // From here other `boxline` processes run their commands in this one (the embedded database is one session).
  const commands = await opts.takeCommands?.(db, { workers: workersInside, log: app.log });
  const failed = async (err: unknown) => {
    await app.close();
    await commands?.close();
    await db.close();
    throw err;
  };
  try {
    await recoverPayments(db, app.payments, config, app.log);
    await recoverLabels(db, app.storage, app.payments, config, app.log);
  } catch (err) {
    await failed(err);
  }
  const org = await demoOrg(db);
  if (config.seedDemo && org.orders === 0) {
    app.log.info(`SEED_DEMO: adding ${DEMO_ORDERS} demo orders to organization ${org.pk}`);
    const seeded = await seedOrganization(db, org.id, { orders: DEMO_ORDERS, onProgress: progressBar('Demo orders') });
    org.orders = seeded.orders;
  }
  // Another process may have taken the port since the check.
  await app.listen({ host: config.host, port: config.port }).catch((err: NodeJS.ErrnoException) => failed(listenError(err, config)));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const workers: Workers | null = workersInside ? await startWorkers(db, config, app.log) : null;
  // The renders of orders that have none (after the migration that made them, or writes by an older version), in
  // short batches beside the traffic; until then such orders are rendered live (src/orders/writing/renders/store.ts and reading/renders/).
  let stopping = false;
  const filling = fillRenders(db, { stopped: () => stopping })
    .then((stored) => { if (stored > 0) app.log.info({ stored }, 'stored the renders of orders that had none'); })
    .catch((err: unknown) => app.log.error({ err }, 'storing the renders of orders failed; `boxline renders check --repair` does it'));

  // Last, so that when these lines appear the server is fully up and stops cleanly on a signal. On stderr, for the
  // person at the terminal: stdout is the log stream (JSON lines for a collector when piped), and the first token
  // has no place in it.
  const baseUrl = config.publicUrl ?? `http://${host}:${port}`;
  const consoleLine = await consoleWelcomeLine(db, org.id, baseUrl);
  console.error([...welcomeLines(config, { baseUrl, orgPk: org.pk, token: org.token, orders: org.orders }), consoleLine].join('\n'));

  const signal = await opts.stopRequested();
  app.log.info({ signal, delayMs: signal === 'SIGTERM' ? config.shutdown.delayMs : 0 }, 'shutting down');
  // A stop that hangs (a request or a receiver that never ends) must not keep the process forever.
  setTimeout(() => {
    app.log.error({ timeoutMs: config.shutdown.timeoutMs }, 'shutdown took too long: exiting');
    process.exit(1);
  }, config.shutdown.timeoutMs).unref();
  // /readyz turns 503 and the balancer takes us out of its pool while we still serve (Ctrl-C skips the wait).
  startDraining(app);
  if (signal === 'SIGTERM' && config.shutdown.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdown.delayMs));
  await app.close(); // stops accepting, closes idle connections, waits for in-flight requests
  await commands?.close(); // takes no more, asks those running to stop and waits for them
  await workers?.stop(); // finishes its deliveries and records them
  stopping = true;
  await filling; // ends after its current batch
  await db.close();
  app.log.info({ signal }, 'stopped');
}
