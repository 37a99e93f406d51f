/**
 * Order-create benchmark: starts the API on a real port against PostgreSQL, in a fresh database it creates
 * and drops (bench/support), then posts orders of 2 boxes x 3 items from several concurrent clients and prints throughput
 * and latency percentiles.
 *
 *   npx tsx bench/create-orders/run.ts [--clients 8] [--seconds 10] [--count 0] [--pool 10] [--boxes 2] [--items 3]
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the benchmark works
 * in its own database `boxline_bench_<pid>` there. --count stops after that many orders (0: only time).
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { ms, percentile } from '../support/stats.ts';

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

/**
 * The floor: the same order (its row, boxes, items and tag) written by one hand-written statement through the
 * same pool, with no checks, kept values, search document, events or rendering. What POST orders/ costs above it
 * is the price of what it does.
 */
function floorStatement(orgId: number, n: number) {
  return sql`
    WITH o AS (
      INSERT INTO orders (org_id, primary_id, unique_id, order_number, ship_via, ship_to_first_name, ship_to_last_name, ship_to_address_1,
        ship_to_city, ship_to_region, ship_to_post_code, ship_to_country, ship_to_email, ship_to_created_at, ship_to_updated_at,
        billing_status, billing_total_amount, billing_total_currency)
      VALUES (${orgId}, ${`FLOOR-${n}`}, md5(random()::text || clock_timestamp()::text), ${n}, 'UPS', 'Ada', 'Lovelace', '1 Main St',
        'Springfield', 'IL', '62701', 'US', ${`ada${n}@example.com`}, now(), now(), 'paid', 100, 'USD')
      RETURNING id),
    b AS (
      INSERT INTO boxes (org_id, order_id, package_type) SELECT ${orgId}, o.id, 'box' FROM o, generate_series(1, ${boxesPerOrder}::int) RETURNING id, order_id),
    i AS (
      INSERT INTO items (org_id, order_id, box_id, quantity, kind, part_number, description, unit_price_amount, unit_price_currency, unit_weight, pick_location)
      SELECT ${orgId}, b.order_id, b.id, g + 1, 'goods', 'P-' || b.id || '-' || g, 'Widget', 9.99, 'USD', 453.59237, 'A' || g
      FROM b, generate_series(0, ${itemsPerBox - 1}::int) g RETURNING 1),
    t AS (INSERT INTO order_tags (org_id, order_id, value) SELECT ${orgId}, o.id, 'bench' FROM o RETURNING 1)
    SELECT (SELECT id FROM o) AS id, (SELECT count(*) FROM i) AS items`;
}

/** Orders per second of the floor statement, from `clients` concurrent writers for `seconds`. */
async function floorRate(db: Database, orgId: number): Promise<number> {
  for (let i = 0; i < 20; i++) await db.one(floorStatement(orgId, -1000 - i));
  let next = 0;
  let done = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < deadline && (maxCount === 0 || next < maxCount)) {
      await db.one(floorStatement(orgId, 1_000_000 + next++));
      done++;
    }
  }));
  return done / ((performance.now() - started) / 1000);
}

async function main() {
  const bench = await createBenchDatabase({ poolSize });
  const server = await startBenchServer(bench);
  try {
    const url = `${server.origin}${server.orgUrl}orders/`;
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };

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
    const fmt = ms;
    console.log(`create-orders: ${clients} clients, pool ${poolSize}, ${boxesPerOrder} boxes x ${itemsPerBox} items, PostgreSQL ${bench.name}`);
    console.log(`orders created: ${latencies.length} in ${elapsed.toFixed(1)} s (${failures} failed)`);
    console.log(`throughput:     ${(latencies.length / elapsed).toFixed(1)} orders/s`);
    console.log(`latency:        p50 ${fmt(percentile(latencies, 50))}  p95 ${fmt(percentile(latencies, 95))}  p99 ${fmt(percentile(latencies, 99))}  max ${fmt(latencies.at(-1) ?? 0)}`);
    console.log(`load average:   ${loadavg().map((l) => l.toFixed(2)).join(' ')} (after the API run)`);
    const ours = latencies.length / elapsed;
    const floor = await floorRate(bench.db, server.orgId);
    console.log(`floor:          ${floor.toFixed(1)} orders/s (one hand-written statement per order, same pool and clients)`);
    console.log(`ratio:          ${(floor / ours).toFixed(2)} (our time per order / the floor's)`);
    console.log(`load average:   ${loadavg().map((l) => l.toFixed(2)).join(' ')} (after the floor run)`);
  } finally {
    await server.close();
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
