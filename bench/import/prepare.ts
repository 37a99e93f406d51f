/**
 * The import benchmark's source database, built once and reused by every run (bench/import/run.ts): N orders of
 * 2 boxes x 3 items (bench/orders-list/seed.ts) with their renders stored (fillRenders, as `boxline migrate` does),
 * so that reading the source's pages reads stored renders and no run pays, or counts, the source's rendering.
 *
 *   npx tsx bench/import/prepare.ts --orders 20000 --source boxline_bench_import_20k
 *
 * Then `npx tsx bench/import/run.ts --orders 20000 --keep-source boxline_bench_import_20k ...`. The database stays
 * (drop it with `DROP DATABASE boxline_bench_import_20k`); a run finds it ready and only checks it.
 */
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { SERVER_URL, createBenchDatabase } from '../support/database.ts';
import { adoptSeededOrg, seedOrders, seededCount } from '../orders-list/seed.ts';
import { fillRenders } from '../../src/orders/writing/renders/fill.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';

/** Creates database `name` on the server unless it is there. */
export async function ensureDatabase(name: string | undefined): Promise<void> {
  if (!name) return;
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
}

/**
 * The source organization of `db` holding at least `orders` orders (seeded when it holds fewer), given to the bench
 * server's organization `serverOrgId` (its owner and token), every order's render stored: its id and order count.
 */
export async function prepareSource(db: Database, serverOrgId: number, orders: number, log: (m: string) => void): Promise<{ orgId: number; orders: number }> {
  let seeded = await adoptSeededOrg(db, serverOrgId);
  if (!seeded || seeded.orders < seededCount(orders)) {
    log(`seeding ${orders} source orders (2 boxes x 3 items)`);
    await seedOrders(db, seeded?.orgId ?? serverOrgId, { orders, log });
    seeded = await adoptSeededOrg(db, serverOrgId);
  }
  const missing = await db.one<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM orders o
    WHERE o.org_id = ${seeded!.orgId} AND NOT EXISTS (SELECT 1 FROM order_renders r WHERE r.org_id = o.org_id AND r.order_id = o.id)`);
  if (missing!.n > 0) {
    const started = Date.now();
    const stored = await fillRenders(db, { orgId: seeded!.orgId });
    await db.exec('VACUUM ANALYZE order_renders');
    log(`stored the renders of ${stored} source orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return seeded!;
}

async function main() {
  const { values: args } = parseArgs({ options: { orders: { type: 'string', default: '20000' }, source: { type: 'string' } } });
  if (!args.source) throw new Error('--source NAME: the database to keep the source in');
  const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);
  await ensureDatabase(args.source);
  const source = await createBenchDatabase({ keep: args.source, poolSize: 4 });
  try {
    const owner = await createOrganizationWithToken(source.db, { name: 'Bench', ownerEmail: `bench-${Date.now()}@example.com` });
    const seeded = await prepareSource(source.db, owner.orgId, Number(args.orders), log);
    log(`source ready: ${seeded.orders} orders with their renders in database ${args.source}`);
  } finally {
    await source.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
