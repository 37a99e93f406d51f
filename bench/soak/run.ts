/**
 * Memory soak: one `boxline serve` process (a real child process, so its resident memory is its own) on a fresh
 * PostgreSQL database, under a steady mixed load for a while: small order writes and PATCHes, pages of 100 orders
 * expanded with boxes and items, and now and then an order of 1,000 items and an expanded page of 1,000 orders.
 * Every --sample seconds it reads the process's memory from /metrics (RSS, V8 heap used and total, external and
 * array buffers) and prints one line; at the end, the curve by minute and the load average.
 *
 *   npx tsx bench/soak/run.ts [--minutes 30] [--clients 4] [--sample 10] [--node-options "--max-semi-space-size=16"]
 *                             [--env KEY=VALUE ...] [--seed 1000] [--csv out.csv] [--embedded]
 *
 * --embedded runs the server on the embedded database (PGlite, in a temporary data directory) instead.
 *
 * DATABASE_URL names the server (default the local one, see bench/support/database.ts).
 */
import { parseArgs } from 'node:util';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchDatabase } from '../support/database.ts';
import { percentile } from '../support/stats.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '30' },
    clients: { type: 'string', default: '4' },
    sample: { type: 'string', default: '10' },
    'node-options': { type: 'string', default: '' },
    env: { type: 'string', multiple: true, default: [] },
    seed: { type: 'string', default: '1000' },
    csv: { type: 'string' },
    'large-every': { type: 'string', default: '20' },
    embedded: { type: 'boolean', default: false },
  },
});
const minutes = Number(args.minutes);
const clients = Number(args.clients);
const sampleSeconds = Number(args.sample);
const largeEvery = Number(args['large-every']);
const BIN = join(import.meta.dirname, '..', '..', 'bin', 'boxline.js');

function orderBody(n: number, items: number) {
  const perBox = Math.min(items, 50);
  const boxes = Math.ceil(items / perBox);
  return {
    primary_id: `SOAK-${n}`,
    order_number: n,
    shipping: { ship_via: 'UPS', ship_to: { first_name: 'Ada', last_name: `Lovelace ${n}`, address_1: '1 Main St', city: 'Springfield', country: 'US', email: `ada${n}@example.com` } },
    billing: { status: 'paid', total: '100.00 USD' },
    tags: ['soak', `t${n % 7}`],
    boxes: Array.from({ length: boxes }, (_, b) => ({
      package_type: 'box',
      items: Array.from({ length: Math.min(perBox, items - b * perBox) }, (_, i) => ({
        quantity: i + 1, part_number: `P-${b}-${i}`, description: `Widget ${b}-${i} in a long enough description`, unit_price: '9.99 USD', unit_weight: '1 lbs', pick_location: `A${i % 20}`,
      })),
    })),
  };
}

interface Sample { t: number; rss: number; heapUsed: number; heapTotal: number; external: number; arrayBuffers: number; load: number }

function metric(text: string, name: string, label = ''): number {
  const re = new RegExp(`^${name}${label ? `\\{[^}]*${label}[^}]*\\}` : ''} ([\\d.e+]+)$`, 'm');
  return Number(re.exec(text)?.[1] ?? NaN);
}

const MB = (n: number) => (n / 1048576).toFixed(0);

async function main() {
  const dataDir = args.embedded ? mkdtempSync(join(tmpdir(), 'boxline-soak-')) : null;
  const bench = dataDir ? null : await createBenchDatabase({ poolSize: 2 });
  const env = { ...process.env, ...(bench ? { DATABASE_URL: bench.url } : { DATABASE_URL: '', DATA_DIR: dataDir! }), LOG_LEVEL: 'warn', RATE_LIMIT_PER_SECOND: '0', WEBHOOK_IN_PROCESS_WORKER: 'false', SHUTDOWN_DELAY_MS: '0' };
  for (const kv of args.env) {
    const i = kv.indexOf('=');
    (env as Record<string, string>)[kv.slice(0, i)] = kv.slice(i + 1);
  }
  const created = spawnSync(process.execPath, [BIN, 'org', 'create', '--name', 'Soak', '--json'], { env, encoding: 'utf8' });
  if (created.status !== 0) throw new Error(created.stderr);
  const org = JSON.parse(created.stdout) as { org_pk: string; token: string };
  const seeded = spawnSync(process.execPath, [BIN, 'seed', '--org', org.org_pk, '--orders', args.seed, '--json'], { env, encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(seeded.stderr);

  const port = 20000 + Math.floor(Math.random() * 20000);
  const nodeOptions = args['node-options'];
  const child = spawn(process.execPath, [...(args['node-options'] ? args['node-options'].split(' ') : []), BIN, 'serve'], {
    env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (c) => (out += c));
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600 && !/API: /.test(out); i++) await new Promise((r) => setTimeout(r, 100));
  if (!/API: /.test(out)) throw new Error(`the server did not start: ${out}`);
  const orders = `${origin}/api/v2/orgs/${org.org_pk}/orders/`;
  const headers = { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' };

  const samples: Sample[] = [];
  const started = Date.now();
  const sample = async () => {
    const text = await (await fetch(`${origin}/metrics`)).text();
    const s: Sample = {
      t: (Date.now() - started) / 1000,
      rss: metric(text, 'process_resident_memory_bytes'),
      heapUsed: metric(text, 'nodejs_heap_size_used_bytes'),
      heapTotal: metric(text, 'nodejs_heap_size_total_bytes'),
      external: metric(text, 'nodejs_external_memory_bytes'),
      arrayBuffers: NaN,
      load: loadavg()[0]!,
    };
    samples.push(s);
    console.log(`t=${s.t.toFixed(0).padStart(5)} s  rss ${MB(s.rss).padStart(4)} MB  heap used ${MB(s.heapUsed).padStart(4)} / total ${MB(s.heapTotal).padStart(4)} MB  external ${MB(s.external).padStart(4)} MB  load ${s.load.toFixed(1)}`);
  };
  await sample();

  const end = started + minutes * 60_000;
  const counts: Record<string, number[]> = { small: [], patch: [], page100: [], large: [], page1000: [] };
  let errors = 0;
  let n = 0;
  let created1000 = 0;
  const timed = async (kind: string, fn: () => Promise<Response>) => {
    const t0 = performance.now();
    const res = await fn();
    const text = await res.text();
    if (res.status >= 400) errors++;
    counts[kind]!.push(performance.now() - t0);
    return { status: res.status, text };
  };
  const client = async (c: number) => {
    let lastId: string | null = null;
    let step = 0;
    while (Date.now() < end) {
      step++;
      const k = ++n;
      if (c === 0 && step % largeEvery === 0) {
        // The heavy pair: an order of 1,000 items, then a page of 1,000 orders with boxes and items.
        await timed('large', () => fetch(orders, { method: 'POST', headers, body: JSON.stringify(orderBody(k, 1000)) }));
        created1000++;
        await timed('page1000', () => fetch(`${orders}?limit=1000&expand=boxes,items`, { headers }));
      } else if (step % 4 === 0) {
        await timed('page100', () => fetch(`${orders}?limit=100&expand=boxes,items&offset=${(k * 37) % 900}`, { headers }));
      } else if (step % 4 === 1 && lastId) {
        await timed('patch', () => fetch(`${orders}${lastId}/`, { method: 'PATCH', headers, body: JSON.stringify({ po_number: `PO-${k}` }) }));
      } else {
        const res = await timed('small', () => fetch(orders, { method: 'POST', headers, body: JSON.stringify(orderBody(k, 6)) }));
        if (res.status === 201) lastId = String((JSON.parse(res.text) as { url: string }).url).split('/').at(-2) ?? lastId;
      }
    }
  };
  const sampler = setInterval(() => void sample(), sampleSeconds * 1000);
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  clearInterval(sampler);
  await sample();

  console.log(`\ndatabase: ${bench ? 'PostgreSQL' : 'embedded PGlite'}; node options: ${nodeOptions || '(none)'}; extra env: ${args.env.join(' ') || '(none)'}; ${clients} clients, ${minutes} min`);
  console.log(`requests: ${Object.entries(counts).map(([k, v]) => `${k} ${v.length} (p50 ${percentile([...v].sort((a, b) => a - b), 50).toFixed(0)} ms)`).join(', ')}; errors ${errors}; orders of 1,000 items ${created1000}`);
  console.log('\nminute  rss MB (min-max)  heap used MB (min-max)  heap total MB  load');
  for (let m = 0; m <= Math.ceil(minutes); m++) {
    const inMinute = samples.filter((s) => s.t >= m * 60 && s.t < (m + 1) * 60);
    if (!inMinute.length) continue;
    const range = (f: (s: Sample) => number) => `${MB(Math.min(...inMinute.map(f)))}-${MB(Math.max(...inMinute.map(f)))}`;
    console.log(`${String(m).padStart(6)}  ${range((s) => s.rss).padStart(16)}  ${range((s) => s.heapUsed).padStart(22)}  ${MB(inMinute.at(-1)!.heapTotal).padStart(13)}  ${inMinute.at(-1)!.load.toFixed(1)}`);
  }
  if (args.csv) writeFileSync(args.csv, ['t,rss,heap_used,heap_total,external,load', ...samples.map((s) => [s.t.toFixed(0), s.rss, s.heapUsed, s.heapTotal, s.external, s.load.toFixed(2)].join(','))].join('\n') + '\n');

  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  await bench?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
