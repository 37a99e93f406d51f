/**
 * Shipping benchmark on PostgreSQL (a fresh database, bench/support), the API on a real port with the sandbox carrier:
 * 1. rates for a one-box order from one sandbox account, one request at a time: p50 / p95 (target p95 < 30 ms);
 * 2. a label purchase with its 4x6 PDF, one at a time: p50 / p95 (target p95 < 100 ms);
 * 3. 10 clients buying labels for different boxes at once: labels/s (target >= 100).
 * Then it checks that every label is recorded once: purchased rows = labels the sandbox sold = boxes with a number.
 *
 *   npx tsx bench/shipping/run.ts [--rates 300] [--labels 300] [--clients 10] [--concurrent 1000] [--profile /tmp/labels.cpuprofile]
 *
 * `--profile`: step 3 is profiled (bench/support/cpu-profile.ts) and its heaviest functions printed.
 */
import { parseArgs } from 'node:util';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from '../../src/core/sql.ts';
import { diskStore } from '../../src/carriers/sandbox/store.ts';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { ms, percentile } from '../support/stats.ts';
import { startCpuProfile } from '../support/cpu-profile.ts';
import { cpuMeter } from '../support/cpu.ts';
import { httpClient } from '../support/http-client.ts';

const { values: args } = parseArgs({ options: {
  rates: { type: 'string', default: '300' }, labels: { type: 'string', default: '300' }, clients: { type: 'string', default: '10' },
  concurrent: { type: 'string', default: '1000' }, profile: { type: 'string' },
} });
const BOXES_PER_ORDER = 5;

const ORDER = (n: number, boxes: number) => ({
  primary_id: `BENCH-${n}`,
  shipping: {
    ship_from: { company: 'Acme', address_1: '1 Depot Rd', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US' },
    ship_to: { first_name: 'Ada', last_name: 'Lovelace', address_1: '12 Analytical Way', city: 'Brooklyn', region: 'NY', post_code: '11201', country: 'US' },
  },
  boxes: Array.from({ length: boxes }, (_, i) => ({ weight: `${500 + (i % 20) * 400} g` })),
});

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'boxline-bench-shipping-'));
  const bench = await createBenchDatabase({ poolSize: 10 });
  const server = await startBenchServer(bench, { DATA_DIR: dataDir, WALLET_TOKEN_KEY: 'b'.repeat(40) });
  try {
    const base = `${server.origin}${server.orgUrl}`;
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    // The benches' own client (kept-alive sockets, a fraction of fetch's CPU): the clients share the API's process.
    const client = httpClient(Number(args.clients));
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await client.send(method, url.startsWith('http') ? url : `${server.origin}${url}`, headers, body === undefined ? undefined : JSON.stringify(body));
      const text = res.text;
      return { status: res.status, json: text ? JSON.parse(text) : null };
    };
    const account = (await call('POST', `${base}carrier-accounts/`, { carrier: 'sandbox', name: 'Bench' })).json.url as string;
    const boxesNeeded = Number(args.labels) + Number(args.concurrent);
    const boxes: string[] = [];
    for (let n = 0; boxes.length < boxesNeeded; n++) {
      const made = await call('POST', `${base}orders/?expand=boxes`, ORDER(n, BOXES_PER_ORDER));
      boxes.push(...made.json.boxes.map((b: { url: string }) => b.url));
    }
    const one = (await call('POST', `${base}orders/?expand=boxes`, ORDER(-1, 1))).json.url as string;

    const timed = async (n: number, f: (i: number) => Promise<number>) => {
      const latencies: number[] = [];
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        const status = await f(i);
        if (status >= 300) throw new Error(`status ${status}`);
        latencies.push(performance.now() - t0);
      }
      latencies.sort((a, b) => a - b);
      return latencies;
    };
    // Warm up each route once.
    await call('POST', `${one}rates/`, {});
    const rates = await timed(Number(args.rates), async () => (await call('POST', `${one}rates/`, {})).status);
    console.log(`rates (1 box, 1 account, 3 services): p50 ${ms(percentile(rates, 50))}, p95 ${ms(percentile(rates, 95))} over ${rates.length}`);
    let next = 0;
    const buy = async () => (await call('POST', `${boxes[next++]}label/`, { carrier_account: account, service: 'ground' })).status;
    const labels = await timed(Number(args.labels), buy);
    console.log(`label purchase with a 4x6 PDF: p50 ${ms(percentile(labels, 50))}, p95 ${ms(percentile(labels, 95))} over ${labels.length}`);

    const clients = Number(args.clients);
    const concurrent = Number(args.concurrent);
    const end = next + concurrent;
    let failed = 0;
    // CPU of this process (the API and the clients: load-independent where the wall clock is not) and of PostgreSQL, per label.
    const profiler = args.profile ? await startCpuProfile() : null;
    const meter = await cpuMeter(bench.db);
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, async () => {
      while (next < end) {
        const status = await buy();
        if (status !== 201) failed++;
      }
    }));
    const seconds = (performance.now() - started) / 1000;
    const cpu = await meter.read();
    if (profiler) console.log(await profiler.stop(args.profile!, fileURLToPath(new URL('../..', import.meta.url)).replace(/\/$/, '')));
    console.log(`${clients} clients: ${concurrent} labels in ${seconds.toFixed(1)} s = ${(concurrent / seconds).toFixed(1)} labels/s (${failed} failed); `
      + `CPU a label: API and clients ${(cpu.api / concurrent).toFixed(2)} ms, PostgreSQL ${cpu.postgres === null ? '-' : (cpu.postgres / concurrent).toFixed(2)} ms`);

    const purchased = (await bench.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM label_purchases WHERE status = 'purchased'`))!.n;
    const numbered = (await bench.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM boxes WHERE tracking_number LIKE 'SBX%'`))!.n;
    const sold = diskStore(join(dataDir, 'sandbox-carrier')).all().length;
    console.log(`check: ${purchased} purchased, ${sold} sold by the sandbox, ${numbered} boxes numbered: ${purchased === sold && sold === numbered ? 'equal' : 'MISMATCH'}`);
    client.close();
  } finally {
    await server.close();
    await bench.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
