/**
 * GET one order: the API on a real port against PostgreSQL (its own database), 200 orders of 2 boxes x 3 items
 * made through POST orders/, then `--clients` concurrent clients GET random ones of them for `--seconds`, from a
 * process of their own (load.ts), or with --same-process from the server's (the method of the figures before
 * issue 16, where the clients' fetch shared the API's event loop). Prints requests/s, latency percentiles, the CPU
 * each request cost the API process and PostgreSQL, and the load average.
 *
 *   npx tsx bench/get-order/run.ts [--clients 10] [--seconds 10] [--expand boxes,items] [--same-process]
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { ms, percentile } from '../support/stats.ts';
import { loadInChild } from '../support/load-process.ts';
import { cpuMeter } from '../support/cpu.ts';
import { runLoad, type Load, type LoadResult } from './load.ts';

const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '10' }, seconds: { type: 'string', default: '10' }, expand: { type: 'string', default: '' },
    'same-process': { type: 'boolean', default: false },
  },
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
    const load = { urls, headers, clients, seconds };
    const cpu = await cpuMeter(bench.db);
    const { latencies, failures, elapsed } = await (args['same-process'] ? runLoad(load) : loadInChild<Load, LoadResult>(new URL('./load.ts', import.meta.url), load));
    const used = await cpu.read();
    latencies.sort((a, b) => a - b);
    const where = args['same-process'] ? 'in the server\'s process' : 'in a process of their own';
    console.log(`get-order: ${clients} clients ${where}${args.expand ? `, expand=${args.expand}` : ''}, PostgreSQL ${bench.name}`);
    console.log(`requests:     ${latencies.length} in ${elapsed.toFixed(1)} s (${failures} failed)`);
    console.log(`throughput:   ${(latencies.length / elapsed).toFixed(1)} requests/s`);
    console.log(`latency:      p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}`);
    // With --same-process the API's figure includes the clients'.
    console.log(`cpu/request:  API process ${(used.api / latencies.length).toFixed(3)} ms, PostgreSQL ${used.postgres === null ? 'not measured (server not local)' : `${(used.postgres / latencies.length).toFixed(3)} ms`}`);
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
