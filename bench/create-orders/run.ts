/**
 * Order-create benchmark: starts the API on a real port against PostgreSQL, in a fresh database it creates
 * and drops (bench/support), then posts orders of 2 boxes x 3 items from several concurrent clients (in a process
 * of their own, load.ts; --same-process runs them in the server's) and prints throughput, latency percentiles,
 * and the CPU time each order cost the API process, PostgreSQL and the clients (a figure that other work on the
 * machine does not inflate as much as it does the rate); then the same for the floor (below) and the ratio.
 *
 *   npx tsx bench/create-orders/run.ts [--clients 8] [--seconds 10] [--count 0] [--pool 10] [--boxes 2] [--items 3] [--same-process]
 *                                      [--warm-up 6000] [--warm-up-clients <clients>] [--analyze halfway|after|no] [--rounds 1]
 *
 * --rounds N times ours and the floor N times, one after the other, and prints each round's ratio and their median:
 * on a shared machine the speed drifts between runs (the same code measured 3.2 to 5.0), and a round compares two
 * runs made seconds apart.
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/postgres); the benchmark works
 * in its own database `boxline_bench_<pid>` there. --count stops after that many orders (0: only time).
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { median, ms, percentile } from '../support/stats.ts';
import { loadInChild } from '../support/load-process.ts';
import { cpuMeter, type CpuUsed } from '../support/cpu.ts';
import { ordersLoad, runLoad, type Load, type LoadResult } from './load.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    count: { type: 'string', default: '0' },
    pool: { type: 'string', default: '10' },
    boxes: { type: 'string', default: '2' },
    items: { type: 'string', default: '3' },
    'same-process': { type: 'boolean', default: false },
    'warm-up': { type: 'string', default: '6000' },
    'warm-up-clients': { type: 'string' },
    analyze: { type: 'string', default: 'halfway' },
    rounds: { type: 'string', default: '1' },
  },
});
const clients = Number(args.clients);
const seconds = Number(args.seconds);
const maxCount = Number(args.count);
const poolSize = Number(args.pool);
const boxesPerOrder = Number(args.boxes);
const itemsPerBox = Number(args.items);
const warmUp = Number(args['warm-up']);
if (!['halfway', 'after', 'no'].includes(args.analyze)) throw new Error('--analyze: halfway, after or no');
const analyze = args.analyze;
const rounds = Number(args.rounds);

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

/**
 * Orders per second of the floor statement, from `clients` concurrent writers for `seconds`, how many were written
 * and the CPU they used (after a warm-up of its own).
 */
async function floorRun(db: Database, orgId: number, round: number): Promise<{ rate: number; count: number; used: CpuUsed }> {
  for (let i = 0; i < 20; i++) await db.one(floorStatement(orgId, -1000 * round - i));
  const cpu = await cpuMeter(db);
  let next = 0;
  let done = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(Array.from({ length: clients }, async () => {
    while (performance.now() < deadline && (maxCount === 0 || next < maxCount)) {
      await db.one(floorStatement(orgId, 1_000_000 * round + next++));
      done++;
    }
  }));
  const rate = done / ((performance.now() - started) / 1000);
  return { rate, count: done, used: await cpu.read() };
}

/** `<api> ms, PostgreSQL <postgres> ms`: CPU per order of `count` orders. */
function cpuPerOrder(used: CpuUsed, count: number, api: string): string {
  const perOrder = (total: number) => `${(total / count).toFixed(2)} ms`;
  return `${api} ${perOrder(used.api)}, PostgreSQL ${used.postgres === null ? 'not measured (server not local)' : perOrder(used.postgres)}`;
}

async function main() {
  const bench = await createBenchDatabase({ poolSize });
  const server = await startBenchServer(bench);
  try {
    const load = ordersLoad(server, { clients, seconds, count: maxCount, boxes: boxesPerOrder, items: itemsPerBox, first: 1_000_000 });
    const run = (l: Load) => (args['same-process'] ? runLoad(l) : loadInChild<Load, LoadResult>(new URL('./load.ts', import.meta.url), l));
    // Warm-up at the concurrency measured: schemas compiled, connections open, statements prepared, and the API's
    // code at the speed it keeps (after a 1,000-order warm-up its CPU per order was 1.44, 1.09, 1.01 ms in the first
    // three rounds, then 0.85-0.86 ms; after 8,000 orders, 0.87-0.97 from the first round). ANALYZE halfway, as
    // autovacuum does on a running deployment: plans are made again for tables that hold orders. Without it, the plans
    // made in the warm-up, for nearly empty tables, stay for the whole run, and PostgreSQL's own foreign-key checks
    // read the orders table from end to end (its floor ran at half speed); ANALYZE last had every connection plan
    // again in the first round (PostgreSQL 1.46-1.59 ms an order in it, 1.27-1.38 after). `--warm-up 100 --analyze no
    // --warm-up-clients 2` is the method of the figures before 2026-11-24, `--warm-up 1000 --warm-up-clients 2
    // --analyze after` that of the figures before 2026-11-25.
    const warmUpClients = Number(args['warm-up-clients'] ?? clients);
    const half = analyze === 'halfway' ? Math.ceil(warmUp / 2) : warmUp;
    if (warmUp > 0) await run({ ...load, clients: warmUpClients, seconds: 120, count: half, first: 0 });
    if (analyze !== 'no') await bench.db.exec('ANALYZE');
    if (warmUp > half) await run({ ...load, clients: warmUpClients, seconds: 120, count: warmUp - half, first: half });

    const where = args['same-process'] ? 'in the server\'s process' : 'in a process of their own';
    console.log(`create-orders: ${clients} clients (${where}), pool ${poolSize}, ${boxesPerOrder} boxes x ${itemsPerBox} items, PostgreSQL ${bench.name}`);
    const ratios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      if (rounds > 1) console.log(`round ${round} of ${rounds}`);
      const cpu = await cpuMeter(bench.db);
      const { latencies, failures, errors, elapsed, cpu: loadCpu } = await run({ ...load, first: load.first * round });
      const used = await cpu.read();
      for (const error of errors) console.error(error);
      latencies.sort((a, b) => a - b);
      const ours = latencies.length / elapsed;
      console.log(`orders created: ${latencies.length} in ${elapsed.toFixed(1)} s (${failures} failed)`);
      console.log(`throughput:     ${ours.toFixed(1)} orders/s`);
      console.log(`latency:        p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}  max ${ms(latencies.at(-1) ?? 0)}`);
      console.log(`cpu per order:  ${cpuPerOrder(used, latencies.length, 'API process')}${args['same-process'] ? ' (the clients\' included in the API\'s)' : `, the clients' process ${(loadCpu / latencies.length).toFixed(2)} ms`}`);
      console.log(`load average:   ${loadavg().map((l) => l.toFixed(2)).join(' ')} (after the API run)`);
      const { rate: floor, count: floorCount, used: floorUsed } = await floorRun(bench.db, server.orgId, round);
      console.log(`floor:          ${floor.toFixed(1)} orders/s (one hand-written statement per order, same pool and clients)`);
      console.log(`floor cpu:      ${cpuPerOrder(floorUsed, floorCount, 'this process')} per order`);
      console.log(`ratio:          ${(floor / ours).toFixed(2)} (our time per order / the floor's)`);
      console.log(`load average:   ${loadavg().map((l) => l.toFixed(2)).join(' ')} (after the floor run)`);
      ratios.push(floor / ours);
    }
    if (rounds > 1) console.log(`ratio, median of ${rounds} rounds: ${median(ratios).toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(', ')})`);
  } finally {
    await server.close();
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
