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
  } finally {
    await server.close();
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
