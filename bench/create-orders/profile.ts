/**
 * A CPU profile of the API under the POST orders/ load, of any checkout (`--root`): the server runs in this process,
 * the clients in another (load.ts); after the warm-up, `--seconds` of load are profiled (node:inspector) and the
 * profile is written to `--out` (open it in Chrome's DevTools), and its heaviest functions and files by self time
 * are printed.
 *
 *   npx tsx bench/create-orders/profile.ts [--root <checkout>] [--seconds 10] [--out /tmp/create.cpuprofile]
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadInChild } from '../support/load-process.ts';
import { ordersLoad, type Load, type LoadResult } from './load.ts';

const { values: args } = parseArgs({
  options: { root: { type: 'string' }, seconds: { type: 'string', default: '10' }, out: { type: 'string', default: '/tmp/create.cpuprofile' }, 'warm-up': { type: 'string', default: '6000' } },
});
const root = resolve(args.root ?? new URL('../..', import.meta.url).pathname);

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount: number; children?: number[] }

async function main() {
  const { createBenchDatabase } = await import(`${root}/bench/support/database.ts`);
  const { startBenchServer } = await import(`${root}/bench/support/server.ts`);
  const bench = await createBenchDatabase({ poolSize: 10 });
  const server = await startBenchServer(bench);
  const load = ordersLoad(server, { clients: 8, seconds: 120, count: 0, boxes: 2, items: 3, first: 0 });
  const run = (l: Load) => loadInChild<Load, LoadResult>(new URL('./load.ts', import.meta.url), l);
  const session = new Session();
  try {
    const warmUp = Number(args['warm-up']);
    await run({ ...load, count: warmUp / 2 });
    await bench.db.exec('ANALYZE');
    await run({ ...load, count: warmUp / 2, first: warmUp });
    session.connect();
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 200 });
    await session.post('Profiler.start');
    const cpu = process.cpuUsage();
    const result = await run({ ...load, seconds: Number(args.seconds), first: 10_000_000 });
    const used = process.cpuUsage(cpu);
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(args.out!, JSON.stringify(profile));
    const n = result.latencies.length;
    console.log(`${root}: ${n} orders, API ${((used.user + used.system) / 1000 / n * 1000).toFixed(0)} us CPU an order; profile in ${args.out}`);
    const nodes = profile.nodes as Node[];
    const total = nodes.reduce((s, x) => s + x.hitCount, 0);
    const by = (key: (x: Node) => string) => {
      const sums = new Map<string, number>();
      for (const x of nodes) sums.set(key(x), (sums.get(key(x)) ?? 0) + x.hitCount);
      return [...sums].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([k, v]) => `${(v / total * 100).toFixed(1).padStart(5)}%  ${k}`).join('\n');
    };
    const file = (x: Node) => x.callFrame.url.replace(/^file:\/\//, '').replace(/.*node_modules\//, 'nm/').replace(root, '') || `(${x.callFrame.functionName || 'native'})`;
    console.log(`self time by file:\n${by(file)}`);
    console.log(`self time by function:\n${by((x) => `${x.callFrame.functionName || '(anonymous)'} ${file(x)}:${x.callFrame.lineNumber + 1}`)}`);
  } finally {
    session.disconnect();
    await server.close();
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
