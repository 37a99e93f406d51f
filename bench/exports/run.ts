/**
 * Order exports on PostgreSQL (`GET .../orders/export.csv` and `.xlsx`): seeds one organization with --orders orders of
 * 2 boxes x 3 items (bench/orders-list/seed.ts; default 100,000, 1,000,000 works), then exports every order from the
 * API in a process of its own (bench/support/server-process.ts) and reports, for each case: rows/s, the time to the
 * first byte, the size, the rows per CPU-second of the API's process (what a core of its own would make; the machine's
 * other work slows the wall clock, not this), PostgreSQL's CPU, the API's largest resident memory (sampled every 50
 * ms) and the latency of other requests made meanwhile (GET one order, one after another, 20 ms apart) against the
 * same requests with no export running; and the largest of each of the API's process.memoryUsage() figures (rss,
 * heapTotal, heapUsed, external, arrayBuffers), to tell V8's heap from buffers outside it.
 *
 *   npx tsx bench/exports/run.ts [--orders 100000] [--keep DBNAME] [--only REGEX] [--profile DIR] [--node OPTION ...]
 *
 * Targets (issue: 1,000,000 orders): CSV of every order 50,000 rows/s or more, item rows 100,000 rows/s or more,
 * XLSX 20,000 rows/s or more, the API's RSS under 300 MB and other requests' p95 under 50 ms throughout.
 * --keep DBNAME seeds that database once and reuses it; a seed that was stopped goes on where it stopped, and a larger
 * --orders adds the orders it lacks. --profile DIR writes the API's CPU profile there (node --cpu-prof);
 * each --node OPTION is given to the API's node (`--node=--trace-gc`). DATABASE_URL names the server (default the local one).
 */
import { parseArgs } from 'node:util';
import http from 'node:http';
import { loadavg } from 'node:os';
import pg from 'pg';
import { sql } from '../../src/core/sql.ts';
import { encodeId } from '../../src/core/ids.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { createBenchDatabase, SERVER_URL } from '../support/database.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { ms, percentile } from '../support/stats.ts';
import { cpuMeter } from '../support/cpu.ts';
import { seedBenchOrders } from '../orders-list/seed.ts';

const { values: args } = parseArgs({ options: { orders: { type: 'string', default: '100000' }, keep: { type: 'string' }, only: { type: 'string' }, profile: { type: 'string' }, node: { type: 'string', multiple: true } } });
const ORDERS = Number(args.orders);
const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

interface Streamed { bytes: number; lines: number; firstByteMs: number; totalMs: number }

/** GETs `url` and reads the answer as it comes, counting its bytes and line ends. */
function stream(url: string, headers: Record<string, string>): Promise<Streamed> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http.get(url, { headers, agent }, (res) => {
      if (res.statusCode !== 200) { reject(new Error(`${url}: ${res.statusCode}`)); res.resume(); return; }
      let bytes = 0; let lines = 0; let firstByteMs = -1;
      res.on('data', (piece: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - started;
        bytes += piece.length;
        for (let i = piece.indexOf(10); i >= 0; i = piece.indexOf(10, i + 1)) lines++;
      }).on('end', () => resolve({ bytes, lines, firstByteMs, totalMs: performance.now() - started })).on('error', reject);
    }).on('error', reject);
  });
}

/** GET one order after another (20 ms apart) until `until` settles: each latency to the answer's last byte. */
async function sideLoad(urls: string[], headers: Record<string, string>, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.finally(() => { done = true; });
  const latencies: number[] = [];
  for (let i = 0; !done; i++) {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => http.get(urls[i % urls.length], { headers, agent }, (res) => res.resume().on('end', resolve)).on('error', reject));
    latencies.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies.sort((a, b) => a - b);
}

async function ensureDatabase(name: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  if ((await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

async function main() {
  if (args.keep) await ensureDatabase(args.keep);
  const bench = await createBenchDatabase({ poolSize: 4, keep: args.keep });
  const made = await createOrganizationWithToken(bench.db, { name: 'Bench', ownerEmail: `bench-${Date.now()}@example.com` });
  const started = performance.now();
  const orgId = await seedBenchOrders(bench.db, made.orgId, { orders: ORDERS, log: (m) => console.log(`  seed: ${m} (+${((performance.now() - started) / 1000).toFixed(0)} s)`) });
  console.log(`seed of ${ORDERS} orders ready in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const counts = (await bench.db.one<{ orders: number; items: number; bare: number }>(sql`
    SELECT (SELECT count(*)::int FROM orders WHERE org_id = ${orgId}) AS orders,
           (SELECT count(*)::int FROM items WHERE org_id = ${orgId}) AS items,
           (SELECT count(*)::int FROM orders o WHERE org_id = ${orgId} AND NOT EXISTS (SELECT 1 FROM items i WHERE i.org_id = o.org_id AND i.order_id = o.id)) AS bare`))!;
  const ids = await bench.db.rows<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${orgId} ORDER BY created_at DESC, id DESC LIMIT 200`);
  const api: ServerProcess = await startServerProcess(bench.url, [...(args.profile ? ['--cpu-prof', `--cpu-prof-dir=${args.profile}`] : []), ...(args.node ?? [])]);
  const base = `${api.origin}/api/v2/orgs/${encodeId(orgId)}/orders/`;
  const headers = { authorization: `Bearer ${made.token}` };
  const one = ids.map((r) => `${base}${encodeId(Number(r.id))}/`);
  const results: string[] = [];
  try {
    console.log(`\n${counts.orders} orders (${counts.items} items), PostgreSQL ${bench.name}; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}; API RSS ${(api.rss() / 1048576).toFixed(0)} MB`);
    const quiet = await sideLoad(one, headers, new Promise((r) => setTimeout(r, 3000)));
    console.log(`GET one order, no export: p50 ${ms(percentile(quiet, 50))}, p95 ${ms(percentile(quiet, 95))} (n=${quiet.length})`);
    const cases: [string, string, number, number][] = [
      ['CSV, rows=orders', 'export.csv', counts.orders, 50_000],
      ['CSV, rows=items', 'export.csv?rows=items', counts.items + counts.bare, 100_000],
      ['XLSX, rows=orders', 'export.xlsx', counts.orders, 20_000],
    ];
    for (const [name, path, rows, target] of cases) {
      if (args.only && !new RegExp(args.only).test(name)) continue;
      let rssMax = api.rss();
      // The largest of each of the API's process.memoryUsage() figures, and all of them when its RSS was largest.
      const peaks: Record<string, number> = {};
      let atRssMax: NodeJS.MemoryUsage | null = null;
      const sampler = setInterval(() => {
        rssMax = Math.max(rssMax, api.rss());
        void api.memory().then((usage) => {
          if (usage.rss >= (atRssMax?.rss ?? 0)) atRssMax = usage;
          for (const [k, v] of Object.entries(usage)) peaks[k] = Math.max(peaks[k] ?? 0, v);
        });
      }, 50);
      const meter = await cpuMeter(bench.db, api.pid);
      const exported = stream(`${base}${path}`, headers);
      const side = await sideLoad(one, headers, exported);
      const got = await exported;
      const cpu = await meter.read();
      clearInterval(sampler);
      if (path.startsWith('export.csv') && got.lines !== rows + 1) console.log(`  ! ${got.lines} CSV lines for ${rows} rows (quoted line breaks?)`);
      const rate = rows / (got.totalMs / 1000);
      const line = `| ${name} | ${rows.toLocaleString('en')} | ${(got.totalMs / 1000).toFixed(1)} s | ${Math.round(rate).toLocaleString('en')}${target ? ` (target ${target.toLocaleString('en')})` : ''} | ` +
        `${Math.round(rows / (cpu.api / 1000)).toLocaleString('en')} | ${cpu.postgres === null ? '?' : (cpu.postgres / 1000).toFixed(1)} s | ` +
        `${got.firstByteMs.toFixed(0)} ms | ${(got.bytes / 1048576).toFixed(0)} MB | ${(rssMax / 1048576).toFixed(0)} MB | ${ms(percentile(side, 50))} / ${ms(percentile(side, 95))} (n=${side.length}) |`;
      console.log(line);
      const mb = (usage: Record<string, number> | null) => Object.entries(usage ?? {}).map(([k, v]) => `${k} ${(v / 1048576).toFixed(0)}`).join(', ');
      console.log(`  API memory (MB), largest of each: ${mb(peaks)}; at the largest RSS: ${mb(atRssMax)}`);
      results.push(line);
    }
    console.log(`\n| Export | Rows | Time | Rows/s | Rows per API CPU-second | PostgreSQL CPU | First byte | Size | API RSS max | Other requests p50 / p95 |\n` +
      `|---|---|---|---|---|---|---|---|---|---|\n${results.join('\n')}`);
    console.log(`load average after ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    agent.destroy();
    await api.close();
    if (args.keep) await bench.db.close();
    else await bench.drop();
  }
}

await main();
