/**
 * GET one order: the API on a real port against PostgreSQL (its own database), 200 orders of 2 boxes x 3 items
 * made through POST orders/, then `--clients` concurrent clients GET random ones of them for `--seconds`.
 * Prints requests/s, latency percentiles and the load average.
 *
 *   npx tsx bench/get-order/run.ts [--clients 10] [--seconds 10] [--expand boxes,items]
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { ms, percentile } from '../support/stats.ts';

const { values: args } = parseArgs({
  options: { clients: { type: 'string', default: '10' }, seconds: { type: 'string', default: '10' }, expand: { type: 'string', default: '' } },
});
const clients = Number(args.clients);
const seconds = Number(args.seconds);

async function main() {
  const bench = await createBenchDatabase({ poolSize: 10 });
  const server = await startBenchServer(bench);
  try {
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const urls: string[] = [];
    for (let n = 0; n < 200; n++) {
      const res = await fetch(`${server.origin}${server.orgUrl}orders/`, {
        method: 'POST', headers, body: JSON.stringify({
          primary_id: `GET-${n}`, tags: ['bench'], notes: [{ content: 'note' }],
          shipping: { ship_via: 'UPS', ship_to: { first_name: 'Ada', city: 'Springfield', email: `a${n}@example.com` } },
          boxes: [0, 1].map((b) => ({ items: [0, 1, 2].map((i) => ({ quantity: i + 1, part_number: `P-${b}-${i}`, unit_weight: '1 lbs' })) })),
        }),
      });
      urls.push(`${server.origin}${(await res.json()).url}${args.expand ? `?expand=${args.expand}` : ''}`);
    }
    for (let i = 0; i < 50; i++) await (await fetch(urls[i], { headers })).arrayBuffer();
    const latencies: number[] = [];
    let failures = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(Array.from({ length: clients }, async (_, c) => {
      for (let k = c; performance.now() < deadline; k += clients) {
        const t0 = performance.now();
        const res = await fetch(urls[(k * 7919) % urls.length], { headers });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - t0);
        else failures++;
      }
    }));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(`get-order: ${clients} clients${args.expand ? `, expand=${args.expand}` : ''}, PostgreSQL ${bench.name}`);
    console.log(`requests:     ${latencies.length} in ${elapsed.toFixed(1)} s (${failures} failed)`);
    console.log(`throughput:   ${(latencies.length / elapsed).toFixed(1)} requests/s`);
    console.log(`latency:      p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}`);
    console.log(`load average: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await server.close();
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
