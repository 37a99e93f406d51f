/**
 * Pick lists and packing slips on PostgreSQL (issue 50: a 1,000-order pick list under 5 s). Seeds one organization
 * with --orders orders of 2 boxes x 3 goods items at 400 pick locations and 20,000 part numbers
 * (bench/orders-list/seed.ts: nearly every item is a line of its own, the heaviest list those orders can make), then
 * renders the pick list of every order --runs times, and the packing slips once per run, each into a sink that
 * counts bytes, and reports the median and slowest wall time, pages, size and the process's largest RSS.
 * Runs alternate between two series of the same build (A and A'): their ratio is the noise of the machine.
 *
 *   npx tsx bench/pick-list/run.ts [--orders 1000] [--runs 5] [--slips true]
 *
 * The database is `boxline_bench_printdocs_<pid>` on DATABASE_URL (default the local server), dropped at the end.
 */
import { parseArgs } from 'node:util';
import { Writable } from 'node:stream';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from '../../src/core/sql.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { DiskStorage } from '../../src/storage/disk.ts';
import { renderPackingSlips, renderPickList, type PackingDeps } from '../../src/packing/index.ts';
import { selectPickRows } from '../../src/packing/queries.ts';
import { createBenchDatabase, SERVER_URL } from '../support/database.ts';
import { median } from '../support/stats.ts';
import { seedOrders } from '../orders-list/seed.ts';

const { values: args } = parseArgs({ options: { orders: { type: 'string', default: '1000' }, runs: { type: 'string', default: '5' }, slips: { type: 'string', default: 'true' } } });
const ORDERS = Number(args.orders);
const RUNS = Number(args.runs);
const NAME = `boxline_bench_printdocs_${process.pid}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}

function sink() {
  let bytes = 0;
  return { target: new Writable({ write(chunk: Buffer, _e, done) { bytes += chunk.length; done(); } }), bytes: () => bytes };
}

let peakRss = 0;
const sampler = setInterval(() => { peakRss = Math.max(peakRss, process.memoryUsage().rss); }, 25);

/** Wall time and this process's CPU time (user + system): on a busy machine the CPU time is what a core of its own would take. */
async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; cpuMs: number; result: T }> {
  const t0 = performance.now();
  const c0 = process.cpuUsage();
  const result = await fn();
  const c = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000, result };
}

async function main() {
  await admin(`CREATE DATABASE ${NAME}`);
  const bench = await createBenchDatabase({ poolSize: 4, keep: NAME });
  const dataDir = mkdtempSync(join(tmpdir(), 'boxline-bench-pick-'));
  try {
    const { orgId } = await createOrganizationWithToken(bench.db, { name: 'Bench Fulfilment', ownerEmail: `bench-${Date.now()}@example.com` });
    const t0 = performance.now();
    await seedOrders(bench.db, orgId, { orders: ORDERS });
    console.log(`seeded ${ORDERS} orders in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    const ids = (await bench.db.rows<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${orgId} ORDER BY id`)).map((r) => Number(r.id));
    const deps: PackingDeps = { db: bench.db, storage: new DiskStorage(dataDir) };
    const series: Record<string, number[]> = { "pick list A": [], "pick list A'": [], 'packing slips': [] };
    const cpu: Record<string, number[]> = { "pick list A": [], "pick list A'": [], 'packing slips': [] };
    let lines = 0; let pages = 0; let bytes = 0; let slipPages = 0; let slipBytes = 0;
    // The statement alone (PostgreSQL's share of the wall time, which this process's CPU time does not count).
    for (let i = 0; i < 3; i++) {
      const { ms, result } = await timed(() => selectPickRows(bench.db, orgId, ids));
      console.log(`the orders and items statement: ${result.length} rows in ${ms.toFixed(0)} ms wall`);
    }
    for (let run = 0; run < RUNS; run++) {
      for (const name of ['pick list A', "pick list A'"]) {
        const out = sink();
        const { ms, cpuMs, result } = await timed(() => renderPickList(deps, orgId, ids, out.target));
        series[name].push(ms);
        cpu[name].push(cpuMs);
        console.log(`run ${run + 1} ${name}: ${(ms / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU`);
        ({ pages, bytes } = result);
        lines = result.lines.length;
      }
      if (args.slips === 'true') {
        const out = sink();
        const { ms, cpuMs, result } = await timed(() => renderPackingSlips(deps, orgId, ids, out.target));
        series['packing slips'].push(ms);
        cpu['packing slips'].push(cpuMs);
        console.log(`run ${run + 1} packing slips: ${(ms / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU`);
        slipPages = result.pages; slipBytes = result.bytes;
      }
    }
    console.log(`pick list of ${ids.length} orders: ${lines} lines, ${pages} pages, ${(bytes / 1024).toFixed(0)} KiB`);
    if (args.slips === 'true') console.log(`packing slips of ${ids.length} orders: ${slipPages} pages, ${(slipBytes / 1024).toFixed(0)} KiB`);
    for (const [name, values] of Object.entries(series)) {
      if (values.length) {
        console.log(`${name.padEnd(14)} median ${(median(values) / 1000).toFixed(2)} s wall (slowest ${(Math.max(...values) / 1000).toFixed(2)} s), `
          + `median ${(median(cpu[name]) / 1000).toFixed(2)} s CPU (${values.length} runs)`);
      }
    }
    console.log(`A'/A ratio of medians: wall ${(median(series["pick list A'"]) / median(series['pick list A'])).toFixed(2)}, CPU ${(median(cpu["pick list A'"]) / median(cpu['pick list A'])).toFixed(2)}`);
    console.log(`largest RSS of the process: ${(peakRss / 1024 / 1024).toFixed(0)} MB`);
  } finally {
    clearInterval(sampler);
    rmSync(dataDir, { recursive: true, force: true });
    await bench.db.close();
    await admin(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`);
  }
}

await main();
