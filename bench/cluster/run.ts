/**
 * Cluster benchmark: 3 API processes (`boxline serve`) and 2 `boxline worker` processes on one PostgreSQL database,
 * behind nginx on loopback (Debian's package, installed by ./install-nginx.sh when missing), a webhook receiver
 * with two subscribers of `orders`, and a load of order writes (creates, then PATCHes of the same orders), list
 * reads and webhook changes. In the middle it SIGKILLs one API process and one worker and restarts them.
 *
 * At the end it checks: every order's committed state (read from the database) reached every subscriber; per
 * subscriber and order, states arrived in commit order (never an older one after a newer; a repeat of the same
 * state is allowed: at least once); never two deliveries of one object to one subscriber in flight at once; the
 * 5xx answers, inside and outside the kill window; and the rate limit across processes (README: each process
 * allows the full limit, so N processes allow up to N times it). Then the same load on one API process with one
 * worker, without kills, for the comparison. Prints throughput and latency of both, with the load average.
 *
 *   npx tsx bench/cluster/run.ts [--seconds 120] [--clients 12] [--apis 3] [--workers 2] [--single-seconds 60]
 *
 * DATABASE_URL names the PostgreSQL server (default the local one, see bench/support/database.ts).
 */
import { parseArgs } from 'node:util';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { createBenchDatabase } from '../support/database.ts';
import { percentile } from '../support/stats.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { issueToken } from '../../src/auth/tokens.ts';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '120' },
    'single-seconds': { type: 'string', default: '60' },
    clients: { type: 'string', default: '12' },
    apis: { type: 'string', default: '3' },
    workers: { type: 'string', default: '2' },
    'rate-per-second': { type: 'string', default: '5' },
    'rate-burst': { type: 'string', default: '20' },
  },
});
const SECONDS = Number(args.seconds);
const CLIENTS = Number(args.clients);
const APIS = Number(args.apis);
const WORKERS = Number(args.workers);
const RATE = Number(args['rate-per-second']);
const BURST = Number(args['rate-burst']);
const HERE = import.meta.dirname;
const BIN = join(HERE, '..', '..', 'bin', 'boxline.js');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

// ---------------------------------------------------------------- the webhook receiver
interface Receipt { version: number; at: number }
class Receiver {
  /** subscriber -> order key -> versions in arrival order. */
  readonly received = new Map<string, Map<string, Receipt[]>>();
  readonly inFlight = new Set<string>();
  overlaps = 0;
  total = 0;
  port = 0;
  private server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const [, , subscriber, key] = req.url!.split('/'); // /hooks/<subscriber>/<key>
    const flightKey = `${subscriber}/${key}`;
    if (this.inFlight.has(flightKey)) this.overlaps++;
    this.inFlight.add(flightKey);
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('close', () => this.inFlight.delete(flightKey));
    req.on('end', () => {
      // A few milliseconds of work, as a real receiver would take; widens the window for overlaps.
      setTimeout(() => {
        this.total++;
        const po = req.method === 'PUT' ? (JSON.parse(body) as { po_number?: string }).po_number : undefined;
        const version = Number(String(po ?? 'v0').slice(1));
        const perSub = this.received.get(subscriber!) ?? new Map<string, Receipt[]>();
        this.received.set(subscriber!, perSub);
        const list = perSub.get(key!) ?? [];
        perSub.set(key!, list);
        list.push({ version, at: Date.now() });
        this.inFlight.delete(flightKey);
        res.writeHead(200).end();
      }, 3);
    });
  });
  async start() {
    this.server.keepAliveTimeout = 60_000;
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }
  close() {
    this.server.closeAllConnections();
    this.server.close();
  }
}

// ---------------------------------------------------------------- processes
interface Proc { name: string; child: ChildProcess; output: string }

function startProcess(name: string, command: string[], env: Record<string, string>): Proc {
  const child = spawn(process.execPath, [BIN, ...command], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc: Proc = { name, child, output: '' };
  child.stdout!.on('data', (c) => (proc.output = (proc.output + c).slice(-20000)));
  child.stderr!.on('data', (c) => (proc.output = (proc.output + c).slice(-20000)));
  return proc;
}

async function waitReady(port: number, ms = 180_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
    } catch { /* not yet */ }
    await sleep(100);
  }
  throw new Error(`port ${port} did not become ready`);
}

async function stopProcess(p: Proc): Promise<void> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return;
  const exited = new Promise((resolve) => p.child.once('exit', resolve));
  p.child.kill('SIGTERM');
  await Promise.race([exited, sleep(40_000)]);
  if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
}

function freePorts(n: number): number[] {
  const base = 21000 + Math.floor(Math.random() * 30000);
  return Array.from({ length: n }, (_, i) => base + i);
}

function nginxConfig(dir: string, listen: number, upstreams: number[]): string {
  for (const d of ['client', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, d), { recursive: true });
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/client;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 21m;
  upstream boxline {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://boxline;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_next_upstream error timeout;
      proxy_read_timeout 60s;
    }
  }
}
`;
}

// ---------------------------------------------------------------- load
interface Result { kind: string; status: number; start: number; ms: number }

interface LoadOptions { origin: string; orgUrl: string; tokens: string[]; spareWebhook: string; seconds: number; results: Result[]; versions: Map<string, number> }

async function runLoad(o: LoadOptions): Promise<void> {
  const end = Date.now() + o.seconds * 1000;
  const call = async (kind: string, method: string, path: string, token: string, body?: unknown) => {
    const start = Date.now();
    const t0 = performance.now();
    try {
      const res = await fetch(`${o.origin}${path}`, {
        method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      const text = await res.text();
      o.results.push({ kind, status: res.status, start, ms: performance.now() - t0 });
      return { status: res.status, text };
    } catch {
      o.results.push({ kind, status: 0, start, ms: performance.now() - t0 }); // connection error
      return { status: 0, text: '' };
    }
  };
  const client = async (c: number) => {
    const token = o.tokens[c % o.tokens.length]!;
    const mine: string[] = [];
    let step = 0;
    while (Date.now() < end) {
      step++;
      if (c === 0 && step % 10 === 0) {
        // A webhook change: its remote_url moves between two paths of the spare subscriber.
        await call('webhook', 'PATCH', `${o.spareWebhook}`, token, { remote_url: `http://127.0.0.1:1/spare/${step % 2}/` });
      } else if (step % 3 === 0) {
        await call('list', 'GET', `${o.orgUrl}orders/?limit=50&expand=boxes,items`, token);
      } else if (step % 3 === 1 && mine.length > 0) {
        const key = mine[step % mine.length]!;
        const version = (o.versions.get(key) ?? 1) + 1;
        o.versions.set(key, version); // the last version asked for; the committed one is read from the database
        await call('patch', 'PATCH', `${o.orgUrl}orders/${key}/`, token, { po_number: `v${version}` });
      } else {
        const res = await call('create', 'POST', `${o.orgUrl}orders/`, token, {
          primary_id: `C-${c}-${step}`, po_number: 'v1', shipping: { ship_via: 'UPS' },
          boxes: [{ items: [{ part_number: 'SKU-1', quantity: 1 }, { part_number: 'SKU-2', quantity: 2 }] }],
        });
        if (res.status === 201) {
          const key = String((JSON.parse(res.text) as { url: string }).url).split('/').at(-2)!;
          mine.push(key);
          o.versions.set(key, 1);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
}

function summarize(label: string, results: Result[], seconds: number): string[] {
  const lines = [`${label}: ${results.length} requests in ${seconds} s = ${(results.length / seconds).toFixed(1)} req/s`];
  for (const kind of ['create', 'patch', 'list', 'webhook']) {
    const ok = results.filter((r) => r.kind === kind && r.status > 0 && r.status < 500).map((r) => r.ms).sort((a, b) => a - b);
    if (!ok.length) continue;
    lines.push(`  ${kind.padEnd(8)} ${String(ok.length).padStart(6)} ok  ${(ok.length / seconds).toFixed(1).padStart(6)}/s  p50 ${percentile(ok, 50).toFixed(1)} ms  p95 ${percentile(ok, 95).toFixed(1)} ms  p99 ${percentile(ok, 99).toFixed(1)} ms`);
  }
  return lines;
}

/** How many of `n` requests sent at once with one new token get through (the rest are 429). */
async function rateProbe(origin: string, orgUrl: string, token: string, n: number): Promise<{ ok: number; limited: number; other: number; seconds: number }> {
  const t0 = performance.now();
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(Array.from({ length: 16 }, async () => {
    while (next < n) {
      next++;
      const res = await fetch(`${origin}${orgUrl}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
  }));
  return { ok: statuses.filter((s) => s === 200).length, limited: statuses.filter((s) => s === 429).length, other: statuses.filter((s) => s !== 200 && s !== 429).length, seconds: (performance.now() - t0) / 1000 };
}

async function main() {
  console.log(`load average at start: ${load()}`);
  const installed = spawnSync('sh', [join(HERE, 'install-nginx.sh')], { encoding: 'utf8' });
  if (installed.status !== 0) throw new Error(`installing nginx failed: ${installed.stderr}`);
  const dir = mkdtempSync(join(tmpdir(), 'boxline-cluster-'));
  const bench = await createBenchDatabase({ poolSize: 4 });
  const receiver = new Receiver();
  await receiver.start();
  const procs: Proc[] = [];
  let nginx: ChildProcess | null = null;
  try {
    const org = await createOrganizationWithToken(bench.db, { name: 'Cluster', ownerEmail: `cluster-${Date.now()}@example.com` });
    const tokens: string[] = [];
    for (let i = 0; i < CLIENTS; i++) tokens.push((await issueToken(bench.db, { userId: org.userId, orgId: org.orgId, scopes: ALL_SCOPES })).token);
    const env = {
      DATABASE_URL: bench.url, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', WEBHOOK_IN_PROCESS_WORKER: 'false', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      TRUST_PROXY: 'true', RATE_LIMIT_PER_SECOND: String(RATE), RATE_LIMIT_BURST: String(BURST), SHUTDOWN_DELAY_MS: '500',
    };
    const ports = freePorts(APIS + 2);
    const apiPorts = ports.slice(0, APIS);
    const lbPort = ports[APIS]!;
    const singlePort = ports[APIS + 1]!;

    // Two subscribers of orders, and a spare webhook whose changes are the "webhook changes" of the load.
    const direct = `http://127.0.0.1:${singlePort}`;
    const subscribers = ['s1', 's2'];
    // The API is not up yet: subscribe through one process started now.
    const apis = apiPorts.map((port, i) => startProcess(`api${i + 1}`, ['serve'], { ...env, PORT: String(port) }));
    procs.push(...apis);
    await Promise.all(apiPorts.map((p) => waitReady(p)));
    const admin = (method: string, path: string, body: unknown) => fetch(`http://127.0.0.1:${apiPorts[0]}${path}`, {
      method, headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' }, body: JSON.stringify(body),
    }).then(async (r) => ({ status: r.status, json: (await r.json()) as { url: string } }));
    for (const s of subscribers) {
      const res = await admin('POST', `${org.orgUrl}webhooks/`, { entity: 'orders', remote_url: `http://127.0.0.1:${receiver.port}/hooks/${s}/` });
      if (res.status !== 201) throw new Error(`subscribe: ${res.status}`);
    }
    const spare = await admin('POST', `${org.orgUrl}webhooks/`, { entity: 'packaging', remote_url: 'http://127.0.0.1:1/spare/0/' });
    const spareWebhook = new URL(spare.json.url, 'http://x').pathname;

    const workers = Array.from({ length: WORKERS }, (_, i) => startProcess(`worker${i + 1}`, ['worker'], env));
    procs.push(...workers);
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, lbPort, apiPorts));
    nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
    await waitReady(lbPort);
    const origin = `http://127.0.0.1:${lbPort}`;
    console.log(`cluster: ${APIS} API processes, ${WORKERS} workers, nginx on ${origin}; ${CLIENTS} clients for ${SECONDS} s; load ${load()}`);

    // ---- the cluster run, with a SIGKILL of one API process and one worker in the middle
    const results: Result[] = [];
    const versions = new Map<string, number>();
    let killStart = 0;
    let killEnd = 0;
    const chaos = (async () => {
      await sleep(SECONDS * 400);
      killStart = Date.now();
      console.log(`t=${Math.round(SECONDS * 0.4)} s: SIGKILL api1 and worker1 (load ${load()})`);
      apis[0]!.child.kill('SIGKILL');
      workers[0]!.child.kill('SIGKILL');
      await sleep(3000);
      apis[0] = startProcess('api1', ['serve'], { ...env, PORT: String(apiPorts[0]) });
      workers[0] = startProcess('worker1', ['worker'], env);
      procs.push(apis[0], workers[0]);
      await waitReady(apiPorts[0]!);
      killEnd = Date.now() + 2000; // nginx's fail_timeout: it may try the restarted process again only after it
      console.log(`api1 and worker1 restarted after ${((Date.now() - killStart) / 1000).toFixed(1)} s`);
    })();
    await runLoad({ origin, orgUrl: org.orgUrl, tokens, spareWebhook, seconds: SECONDS, results, versions });
    await chaos;
    const clusterLoad = load();

    // ---- checks
    const fivexx = results.filter((r) => r.status >= 500 || r.status === 0);
    const inWindow = fivexx.filter((r) => r.start + r.ms >= killStart && r.start <= killEnd);
    const orders = await fetchCommitted(origin, org.orgUrl, tokens[0]!);
    const drainDeadline = Date.now() + 120_000;
    let missing: string[] = [];
    do {
      missing = [];
      for (const s of subscribers) {
        const got = receiver.received.get(s) ?? new Map<string, Receipt[]>();
        for (const [key, version] of orders) {
          const list = got.get(key) ?? [];
          if (!list.some((r) => r.version === version)) missing.push(`${s}/${key}@v${version}`);
        }
      }
      if (missing.length === 0) break;
      await sleep(500);
    } while (Date.now() < drainDeadline);
    // Where the deliveries stand, by webhook (a suspended webhook keeps its events: README).
    const states = await bench.db.rows<{ webhook_id: number; suspended: boolean; state: string; n: number }>(sql`
      SELECT d.webhook_id, w.suspended_at IS NOT NULL AS suspended, d.state, count(*)::int AS n
      FROM webhook_deliveries d JOIN webhooks w ON w.org_id = d.org_id AND w.id = d.webhook_id
      GROUP BY 1, 2, 3 ORDER BY 1, 3`);
    const errors = await bench.db.rows<{ error: string; n: number }>(sql`
      SELECT left(coalesce(error, ''), 120) AS error, count(*)::int AS n FROM webhook_deliveries WHERE state <> 'delivered' AND error IS NOT NULL GROUP BY 1 ORDER BY 2 DESC LIMIT 5`);
    let outOfOrder = 0;
    let repeats = 0;
    for (const s of subscribers) {
      for (const list of (receiver.received.get(s) ?? new Map<string, Receipt[]>()).values()) {
        for (let i = 1; i < list.length; i++) {
          if (list[i]!.version < list[i - 1]!.version) outOfOrder++;
          if (list[i]!.version === list[i - 1]!.version) repeats++;
        }
      }
    }

    // ---- rate limits across processes: a new token, 600 requests through the balancer, then to one process
    const probeToken = (await issueToken(bench.db, { userId: org.userId, orgId: org.orgId, scopes: ALL_SCOPES })).token;
    const viaLb = await rateProbe(origin, org.orgUrl, probeToken, 600);
    const probeToken2 = (await issueToken(bench.db, { userId: org.userId, orgId: org.orgId, scopes: ALL_SCOPES })).token;
    const viaOne = await rateProbe(`http://127.0.0.1:${apiPorts[1]}`, org.orgUrl, probeToken2, 600);

    const lines = [
      '',
      `== cluster (${APIS} API + ${WORKERS} workers behind nginx), load average during the run ${clusterLoad}`,
      ...summarize('cluster', results, SECONDS),
      `  orders created ${orders.size}; deliveries received ${receiver.total} (2 subscribers)`,
      `  committed state missing at a subscriber after the drain: ${missing.length}${missing.length ? ` (${missing.slice(0, 5).join(', ')})` : ''}`,
      `  deliveries by webhook and state: ${states.map((r) => `${r.webhook_id}${r.suspended ? ' (suspended)' : ''} ${r.state} ${r.n}`).join(', ')}`,
      ...errors.map((e) => `    error x${e.n}: ${e.error}`),
      `  an older state after a newer one: ${outOfOrder}; the same state again (at least once): ${repeats}; two in flight for one object: ${receiver.overlaps}`,
      `  5xx or connection errors: ${fivexx.length}, of which in the kill window (${((killEnd - killStart) / 1000).toFixed(1)} s from the SIGKILL): ${inWindow.length}, outside: ${fivexx.length - inWindow.length}`,
      `  rate limit (${RATE}/s, burst ${BURST} per process): one new token, 600 requests through nginx: ${viaLb.ok} ok, ${viaLb.limited} x 429 in ${viaLb.seconds.toFixed(1)} s` +
        ` (allowed by ${APIS} processes: at most ${APIS} x (${BURST} + ${RATE} x ${viaLb.seconds.toFixed(1)}) = ${Math.floor(APIS * (BURST + RATE * viaLb.seconds))});` +
        ` straight to one process: ${viaOne.ok} ok, ${viaOne.limited} x 429 in ${viaOne.seconds.toFixed(1)} s (at most ${Math.floor(BURST + RATE * viaOne.seconds)})`,
    ];
    console.log(lines.join('\n'));

    // ---- one process and one worker, same load, no kills
    for (const p of procs) await stopProcess(p);
    nginx.kill('SIGTERM');
    nginx = null;
    const singleSeconds = Number(args['single-seconds']);
    const single = startProcess('single', ['serve'], { ...env, PORT: String(singlePort) });
    const singleWorker = startProcess('single-worker', ['worker'], env);
    procs.push(single, singleWorker);
    await waitReady(singlePort);
    const singleResults: Result[] = [];
    await runLoad({ origin: direct, orgUrl: org.orgUrl, tokens, spareWebhook, seconds: singleSeconds, results: singleResults, versions: new Map() });
    console.log(`\n== one API process + one worker, no balancer, load average during the run ${load()}`);
    console.log(summarize('single', singleResults, singleSeconds).join('\n'));
  } finally {
    nginx?.kill('SIGTERM');
    for (const p of procs) await stopProcess(p);
    receiver.close();
    await bench.drop();
    rmSync(dir, { recursive: true, force: true });
    console.log(`load average at the end: ${load()}`);
  }
}

/** Every order's key and committed version (po_number "v<N>"), read through the API after the load. */
async function fetchCommitted(origin: string, orgUrl: string, token: string): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  let next: string | null = `${origin}${orgUrl}orders/?limit=1000`;
  while (next) {
    const page = (await (await fetch(next, { headers: { authorization: `Bearer ${token}` } })).json()) as { next: string | null; results: { url: string; po_number: string }[] };
    for (const o of page.results) out.set(o.url.split('/').at(-2)!, Number(o.po_number.slice(1)));
    next = page.next ? page.next.replace(/^https?:\/\/[^/]+/, origin) : null;
  }
  return out;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
