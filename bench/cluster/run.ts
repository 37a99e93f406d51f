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
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { createBenchDatabase } from '../support/database.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { issueToken } from '../../src/auth/tokens.ts';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import { Receiver, type Receipt } from './receiver.ts';
import { freePorts, nginxConfig, sleep, startProcess, stopProcess, waitReady, type Proc } from './processes.ts';
import { fetchCommitted, rateProbe, runLoad, summarize, type Result } from './load.ts';

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
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

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
    await runLoad({ origin, orgUrl: org.orgUrl, clients: CLIENTS, tokens, spareWebhook, seconds: SECONDS, results, versions });
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
    await runLoad({ origin: direct, orgUrl: org.orgUrl, clients: CLIENTS, tokens, spareWebhook, seconds: singleSeconds, results: singleResults, versions: new Map() });
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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
