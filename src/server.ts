/** Starts the API: opens and migrates the database, bootstraps an empty one (and seeds it with SEED_DEMO=true), listens, and shuts down cleanly. */
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { startDraining } from './http/system-routes.ts';
import { demoOrg } from './seed/demo-org.ts';
import { seedOrganization } from './seed/seed.ts';
import { progressBar } from './seed/progress.ts';
import { welcomeLines } from './welcome.ts';
import { startWorkers, type Workers } from './workers.ts';
import { recoverPayments } from './payments-recovery.ts';
import { checkDependencies, checkListen, listenError } from './startup-checks.ts';
import { withWalletTokenKey } from './config-wallet-key.ts';

/** How many orders SEED_DEMO=true adds on a start whose organization has none. */
export const DEMO_ORDERS = 200;

/** Checks DATA_DIR and DATABASE_URL (one line naming the variable when either is wrong), then opens and migrates. */
export async function openAndMigrate(config: Config): Promise<Database> {
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

export async function serve(configured: Config): Promise<void> {
  await checkListen(configured); // before minutes of migrations, not after
  const db = await openAndMigrate(configured);
  const walletKey = await Promise.resolve().then(() => withWalletTokenKey(configured)).catch(async (err: unknown) => {
    await db.close();
    throw err;
  });
  const config = walletKey.config;
  const app = await buildApp({ config, db });
  if (walletKey.source === 'created') app.log.info({ path: walletKey.path }, 'made the wallet token key (WALLET_TOKEN_KEY is not set)');
  if (walletKey.warning) app.log.warn(walletKey.warning);
  await recoverPayments(db, app.payments, config, app.log);
  const org = await demoOrg(db);
  if (config.seedDemo && org.orders === 0) {
    app.log.info(`SEED_DEMO: adding ${DEMO_ORDERS} demo orders to organization ${org.pk}`);
    const seeded = await seedOrganization(db, org.id, { orders: DEMO_ORDERS, onProgress: progressBar('Demo orders') });
    org.orders = seeded.orders;
  }
  // Another process may have taken the port since the check.
  await app.listen({ host: config.host, port: config.port }).catch(async (err: NodeJS.ErrnoException) => {
    await app.close();
    await db.close();
    throw listenError(err, config);
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const workers: Workers | null = config.webhook.inProcessWorker ? await startWorkers(db, config, app.log) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
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
    await workers?.stop(); // finishes its deliveries and records them
    await db.close();
    app.log.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // Last, so that when these lines appear the server is fully up and stops cleanly on a signal. On stderr, for the
  // person at the terminal: stdout is the log stream (JSON lines for a collector when piped), and the first token
  // has no place in it.
  console.error(welcomeLines(config, { baseUrl: `http://${host}:${port}`, orgPk: org.pk, token: org.token, orders: org.orders }).join('\n'));
}
