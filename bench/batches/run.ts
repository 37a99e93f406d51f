/**
 * Batch benchmark on PostgreSQL (a fresh database named boxline_bench_batches_*), with the sandbox carrier, as an
 * installation runs it: `boxline serve` (the API, no worker in it) and `boxline worker` in processes of their own,
 * over the built dist/. Each run makes ORDERS one-box orders through the API, then times a `labels` batch over them
 * from its POST to its end (every label bought and recorded, the one merged PDF streamed to storage): labels/s,
 * target >= 50. The API's and the worker's resident memory are sampled every 100 ms: their maximum, target < 300 MB.
 * The print file is downloaded and its pages counted. Run twice by default (an A/A row: the same build, the same
 * work) since the machine is shared and noisy.
 *
 *   npx tsx bench/batches/run.ts [--orders 1000] [--runs 2] [--workers 1] [--concurrency 4] [--size 4x6]
 */
import { parseArgs } from 'node:util';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument } from 'pdf-lib';
import { sql } from '../../src/core/sql.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { createBenchDatabase } from '../support/database.ts';

const { values: args } = parseArgs({ options: {
  orders: { type: 'string', default: '1000' }, runs: { type: 'string', default: '2' }, workers: { type: 'string', default: '1' },
  concurrency: { type: 'string', default: '4' }, size: { type: 'string', default: '4x6' },
} });
const BIN = fileURLToPath(new URL('../../bin/boxline.js', import.meta.url));
const MB = 1024 * 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const rssOf = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => resolve(port));
  });
});

function boxline(command: string, env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [BIN, command], { env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  return child;
}

async function main() {
  const built = spawnSync(process.execPath, [fileURLToPath(new URL('../../scripts/build.mjs', import.meta.url)), '--if-stale'], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building dist/ failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'boxline-bench-batches-'));
  const bench = await createBenchDatabase({ poolSize: 4, prefix: 'boxline_bench_batches' });
  const org = await createOrganizationWithToken(bench.db, { name: 'Bench', ownerEmail: `bench-${Date.now()}@example.com` });
  const port = await freePort();
  const env = { DATABASE_URL: bench.url, DATA_DIR: dataDir, PORT: String(port), WEBHOOK_IN_PROCESS_WORKER: 'false', RATE_LIMIT_PER_SECOND: '0',
    WALLET_TOKEN_KEY: 'b'.repeat(40), TRACKING_POLL_TICK_MS: '0', BATCH_CONCURRENCY: args.concurrency!, BATCH_POLL_MS: '100' };
  const api = boxline('serve', env);
  const workers: ChildProcess[] = [];
  try {
    const origin = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${origin}/readyz`)).status === 200) break;
      } catch { /* not yet */ }
      if (i > 1200) throw new Error('the API did not start');
      await sleep(100);
    }
    for (let i = 0; i < Number(args.workers); i++) workers.push(boxline('worker', env));
    const headers = { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${origin}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return res;
    };
    const base = org.orgUrl;
    const account = (await (await call('POST', `${base}carrier-accounts/`, { carrier: 'sandbox', name: 'Bench' })).json()).url;
    const orders = Number(args.orders);
    console.log(`batches bench: ${orders} one-box orders a run, ${args.workers} worker(s) x BATCH_CONCURRENCY=${args.concurrency}, size ${args.size}, PostgreSQL ${bench.name}`);
    for (let run = 1; run <= Number(args.runs); run++) {
      const tag = `run${run}`;
      let next = 0;
      await Promise.all(Array.from({ length: 4 }, async () => {
        while (next < orders) {
          const n = next++;
          await call('POST', `${base}orders/`, {
            primary_id: `B${run}-${String(n).padStart(5, '0')}`, tags: [tag], boxes: [{ weight: `${1 + (n % 20)} lbs` }],
            shipping: {
              ship_from: { company: 'Acme', address_1: '1 Depot Rd', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US' },
              ship_to: { first_name: 'Ada', last_name: `Lovelace ${n}`, address_1: '12 Analytical Way', city: 'Brooklyn', region: 'NY', post_code: `1${String(n % 10000).padStart(4, '0')}`, country: 'US' },
            },
          });
        }
      }));
      // As autovacuum would have by now on a live database: without statistics the list's keyset read of a fresh
      // table is planned as a nested loop over its LIMIT subquery (minutes for 1,000 orders).
      await bench.db.exec('ANALYZE');
      const pids = [api.pid!, ...workers.map((w) => w.pid!)];
      const peak = new Map(pids.map((p) => [p, rssOf(p)]));
      const sampler = setInterval(() => { for (const p of pids) peak.set(p, Math.max(peak.get(p)!, rssOf(p))); }, 100);
      const t0 = performance.now();
      const batch = await (await call('POST', `${base}batches/`, { action: 'labels', query: `tag=${tag}&order_by=primary_id`, carrier_account: account, service: 'ground', size: args.size })).json();
      let state = batch;
      while (state.status === 'queued' || state.status === 'running') {
        await sleep(100);
        state = await (await call('GET', batch.url)).json();
      }
      const seconds = (performance.now() - t0) / 1000;
      clearInterval(sampler);
      const pdf = Buffer.from(await (await call('GET', state.print_file)).arrayBuffer());
      const pages = (await PDFDocument.load(pdf)).getPageCount();
      const workerPeak = Math.max(...workers.map((w) => peak.get(w.pid!)!));
      console.log(`run ${run}: ${state.done} labels (${state.failed} failed) in ${seconds.toFixed(1)} s = ${(state.done / seconds).toFixed(1)} labels/s including the merged PDF `
        + `(${pages} pages, ${(pdf.length / MB).toFixed(1)} MB); RSS max: API ${(peak.get(api.pid!)! / MB).toFixed(0)} MB, worker ${(workerPeak / MB).toFixed(0)} MB`);
    }
    const doubles = (await bench.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT box_id FROM label_purchases WHERE status = 'purchased' GROUP BY box_id HAVING count(*) > 1) d`))!.n;
    console.log(`check: ${doubles} boxes with more than one label`);
  } finally {
    for (const w of workers) w.kill('SIGTERM');
    api.kill('SIGTERM');
    await sleep(1000);
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
