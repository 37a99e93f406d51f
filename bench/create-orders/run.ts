/**
 * Order-create benchmark: starts the API on a real port against PostgreSQL, in a fresh database it creates
 * and drops, then posts orders of 2 boxes x 3 items from several concurrent clients and prints throughput
 * and latency percentiles.
 *
 *   npx tsx bench/create-orders/run.ts [--clients 8] [--seconds 10] [--count 0] [--pool 10] [--boxes 2] [--items 3]
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the benchmark works
 * in its own database `boxline_bench_<pid>` there. --count stops after that many orders (0: only time).
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createOrganization } from '../../src/v2/orgs/service.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    count: { type: 'string', default: '0' },
    pool: { type: 'string', default: '10' },
    boxes: { type: 'string', default: '2' },
    items: { type: 'string', default: '3' },
  },
});
const clients = Number(args.clients);
const seconds = Number(args.seconds);
const maxCount = Number(args.count);
const poolSize = Number(args.pool);
const boxesPerOrder = Number(args.boxes);
const itemsPerBox = Number(args.items);

const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `boxline_bench_${process.pid}_${randomBytes(3).toString('hex')}`;
const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function orderBody(n: number) {
  return {
    primary_id: `BENCH-${n}`,
    order_number: n,
    shipping: {
      ship_via: 'UPS',
      ship_to: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Main St', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US', email: `ada${n}@example.com` },
    },
    billing: { status: 'paid', total: '100.00 USD' },
    tags: ['bench'],
    boxes: Array.from({ length: boxesPerOrder }, (_, b) => ({
      package_type: 'box',
      items: Array.from({ length: itemsPerBox }, (_, i) => ({
        quantity: i + 1, part_number: `P-${b}-${i}`, description: 'Widget', unit_price: '9.99 USD', unit_weight: '1 lbs', pick_location: `A${i}`,
      })),
    })),
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function main() {
  await admin(`CREATE DATABASE ${dbName}`);
  const db = await openDatabase({ databaseUrl: withDb(serverUrl, dbName), dataDir: null, poolSize });
  const config = loadConfig({ DATABASE_URL: withDb(serverUrl, dbName), LOG_LEVEL: 'warn', WEBHOOK_IN_PROCESS_WORKER: 'false', RATE_LIMIT_PER_SECOND: '0' });
  const app = await buildApp({ config, db, logger: false });
  try {
    await migrate(db);
    const org = await createOrganization(db, { name: 'Bench', ownerEmail: 'bench@example.com' });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const url = `http://127.0.0.1:${port}${org.orgUrl}orders/`;
    const headers = { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' };

    // Warm-up: schemas compiled, connections open.
    for (let i = 0; i < 20; i++) await fetch(url, { method: 'POST', headers, body: JSON.stringify(orderBody(-i - 1)) });

    const latencies: number[] = [];
    let next = 0;
    let failures = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const worker = async () => {
      while (performance.now() < deadline && (maxCount === 0 || next < maxCount)) {
        const n = next++;
        const t0 = performance.now();
        const res = await fetch(url, { method: 'POST', headers, body: JSON.stringify(orderBody(n)) });
        if (res.status === 201) await res.arrayBuffer();
        if (res.status === 201) latencies.push(performance.now() - t0);
        else {
          failures++;
          if (failures <= 3) console.error(`HTTP ${res.status}: ${await res.text().catch(() => '')}`);
        }
      }
    };
    await Promise.all(Array.from({ length: clients }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(`create-orders: ${clients} clients, pool ${poolSize}, ${boxesPerOrder} boxes x ${itemsPerBox} items, PostgreSQL ${dbName}`);
    console.log(`orders created: ${latencies.length} in ${elapsed.toFixed(1)} s (${failures} failed)`);
    console.log(`throughput:     ${(latencies.length / elapsed).toFixed(1)} orders/s`);
    console.log(`latency:        p50 ${fmt(percentile(latencies, 50))}  p95 ${fmt(percentile(latencies, 95))}  p99 ${fmt(percentile(latencies, 99))}  max ${fmt(latencies.at(-1) ?? 0)}`);
  } finally {
    await app.close();
    await db.close();
    await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
