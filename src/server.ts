/** Starts the API: opens and migrates the database, bootstraps an empty one, listens, and shuts down cleanly. */
import { sql } from 'drizzle-orm';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { buildApp } from './app.ts';
import { createOrganization } from './v2/orgs/service.ts';
import { startWorkers, type Workers } from './workers.ts';

export async function openAndMigrate(config: Config): Promise<Database> {
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
  } catch (err) {
    await db.close();
    throw err;
  }
  return db;
}

/** On a database with no organization, creates the demo organization and its owner, and returns the token. */
async function bootstrap(db: Database): Promise<{ orgPk: string; token: string } | null> {
  const any = await db.one(sql`SELECT 1 FROM orgs LIMIT 1`);
  if (any) return null;
  const created = await createOrganization(db, { name: 'Demo Organization', ownerEmail: 'owner@example.com' });
  return { orgPk: created.orgPk, token: created.token };
}

export async function serve(config: Config): Promise<void> {
  const db = await openAndMigrate(config);
  const app = await buildApp({ config, db });
  const first = await bootstrap(db);
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  console.log(`API: http://${host}:${port}/api/v2/`);
  if (first) {
    console.log(`Organization: ${first.orgPk}`);
    console.log(`Token: ${first.token}`);
  }
  const workers: Workers | null = config.webhook.inProcessWorker ? await startWorkers(db, config, app.log) : null;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close(); // stops accepting and waits for in-flight requests
    await workers?.stop(); // releases claimed deliveries
    await db.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}
