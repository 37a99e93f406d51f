/**
 * Boxline on a Citus cluster against plain PostgreSQL on the same machine (issue 52; docs/deploy.md, "A local
 * cluster"): the same data, ORGS organizations holding ORDERS orders between them, in two databases:
 *   - plain: a database of the coordinator's server without the Citus extension (the same server, settings and
 *     binaries: plain PostgreSQL), seeded through bench/orders-list/seed.ts;
 *   - cluster: a Citus database (scripts/citus/createdb) restored from the plain one's dump and distributed with
 *     scripts/citus-distribute.ts (so it is also the distribution of a database with data).
 *
 *   npx tsx bench/citus/run.ts prepare    # once: seeds both (about ten minutes on a busy 2-core machine)
 *   npx tsx bench/citus/run.ts prepare-cluster   # only the cluster's copy of the seeded plain database
 *   npx tsx bench/citus/run.ts measure    # rounds in the order plain, cluster, cluster, plain (A/A: the plain rows)
 *
 * Each round runs the API in a process of its own and measures: pages of 100 orders (GET orders/, CLIENTS clients
 * for SECONDS, random organizations) p50/p95; POST orders/ (1 box of 2 items) per second; and the webhook delivery
 * rate (a backlog of EVENTS events over 10 organizations' webhooks drained by one dispatcher). With each, the CPU
 * time per request of the API and of PostgreSQL (every backend of the database on every node, from /proc), and on
 * the cluster the statements Citus ran on one shard and on several (citus_stat_counters on the coordinator).
 * Environment: PLAIN_URL, CLUSTER_URL, CITUS_WORKERS (host:port,...), ORGS (100), ORDERS (100000), CLIENTS (4),
 * SECONDS (15), EVENTS (1000).
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { createWebhook } from '../../src/webhooks/service.ts';
import { emitEvent } from '../../src/events/emit.ts';
import { startDispatcher } from '../../src/events/dispatcher.ts';
import { citusCommands } from '../../scripts/citus-distribute.ts';
import { seedOrders } from '../orders-list/seed.ts';
import { httpClient } from '../support/http-client.ts';
import { CLUSTER_URL, PLAIN_URL, ROUNDS, WORKERS, measured } from './measure.ts';
import { percentile } from '../support/stats.ts';
import { startServerProcess } from '../support/server-process.ts';
import { withDatabase } from '../support/database.ts';

const ORGS = Number(process.env.ORGS ?? 100);
const ORDERS = Number(process.env.ORDERS ?? 100_000);
const CLIENTS = Number(process.env.CLIENTS ?? 4);
const SECONDS = Number(process.env.SECONDS ?? 15);
const EVENTS = Number(process.env.EVENTS ?? 1000);
const TOKENS_FILE = process.env.TOKENS_FILE ?? '/var/tmp/boxline-citus/bench-orgs.json';

interface Org { orgId: number; orgPk: string; orgUrl: string; token: string }

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try { await client.query(statement); } finally { await client.end(); }
}

async function prepare(): Promise<void> {
  const name = new URL(PLAIN_URL).pathname.slice(1);
  await onServer(PLAIN_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onServer(PLAIN_URL, `CREATE DATABASE ${name}`);
  const db = await openDatabase({ databaseUrl: PLAIN_URL, dataDir: null, poolSize: 4 });
  await migrate(db);
  const orgs: Org[] = [];
  for (let i = 0; i < ORGS; i++) {
    const org = await createOrganizationWithToken(db, { name: `Bench ${i}`, ownerEmail: `bench-${i}@example.com` });
    orgs.push({ orgId: org.orgId, orgPk: org.orgPk, orgUrl: org.orgUrl, token: org.token });
    await seedOrders(db, org.orgId, { orders: Math.round(ORDERS / ORGS), keepIndexes: true });
    if (i % 10 === 9) console.log(`seeded ${i + 1} organizations`);
  }
  await db.exec('VACUUM ANALYZE');
  await db.close();
  writeFileSync(TOKENS_FILE, JSON.stringify(orgs));
  await prepareCluster();
}

/** The cluster: the plain database's rows, restored into a Citus database, then distributed. */
async function prepareCluster(): Promise<void> {
  const cluster = new URL(CLUSTER_URL).pathname.slice(1);
  for (const node of [CLUSTER_URL, ...WORKERS.map((w) => { const u = new URL(CLUSTER_URL); u.host = w; return u.toString(); })]) {
    await onServer(node, `DROP DATABASE IF EXISTS ${cluster} WITH (FORCE)`);
  }
  execSync(`scripts/citus/createdb ${cluster}`, { stdio: 'inherit' });
  // Without the seed's own bookkeeping (bench_seed, bench_seed_indexes: no org_id, not Boxline's schema).
  execSync(`pg_dump -Fc --exclude-table='bench_seed*' "${PLAIN_URL}" | pg_restore --no-owner -d "${CLUSTER_URL}"`, { stdio: 'inherit', shell: '/bin/bash' });
  const cdb = await openDatabase({ databaseUrl: CLUSTER_URL, dataDir: null, poolSize: 1 });
  const started = performance.now();
  for (const statement of await citusCommands(cdb)) await cdb.exec(statement);
  console.log(`distributed ${ORDERS} orders' tables in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // A restore leaves no statistics, and the shards Citus made have none: ANALYZE (Citus runs it on every shard).
  await cdb.exec('ANALYZE');
  await cdb.close();
}

const auth = (org: Org) => ({ authorization: `Bearer ${org.token}`, 'content-type': 'application/json' });
const body = (n: number) => JSON.stringify({
  primary_id: `CITUS-${n}`, billing: { status: 'paid', total: '100.00 USD' }, tags: ['bench'],
  shipping: { ship_via: 'UPS', ship_to: { first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Main St', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US' } },
  boxes: [{ package_type: 'box', items: [{ quantity: 1, part_number: 'P-1', unit_price: '9.99 USD' }, { quantity: 2, part_number: 'P-2', unit_price: '4.50 USD' }] }],
});

/** CLIENTS clients sending `request(k)` until SECONDS have passed: latencies of the answers with `ok` status. */
async function load(origin: string, ok: number, request: (k: number) => { method: string; org: Org; path: string; body?: string }) {
  const client = httpClient(CLIENTS);
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  let firstFailure = '';
  const deadline = performance.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < deadline) {
      const r = request(next++);
      const t0 = performance.now();
      const res = await client.send(r.method, `${origin}${r.org.orgUrl}${r.path}`, auth(r.org), r.body);
      if (res.status === ok) latencies.push(performance.now() - t0);
      else if (failures++ === 0) firstFailure = `${res.status} ${res.text.slice(0, 200)}`;
    }
  }));
  client.close();
  if (firstFailure) console.log(`  ${failures} failures, the first: ${firstFailure}`);
  return latencies.sort((a, b) => a - b);
}

/** `db`: the dispatcher's pool, opened and closed by the caller so that its backends' CPU is read while they live. */
async function drain(url: string, db: Database, orgs: Org[]): Promise<{ deliveries: number; seconds: number }> {
  const { fork } = await import('node:child_process');
  const receiver = fork(new URL('../webhooks/receiver.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'] });
  let received = 0;
  const port = await new Promise<number>((resolve) => receiver.on('message', (m: { port?: number; received?: unknown[] }) => {
    if (m.port) resolve(m.port);
    if (m.received) received += m.received.length;
  }));
  const hooked = orgs.slice(0, 10);
  for (const org of hooked) await db.transaction((tx) => createWebhook(tx, org.orgId, { entity: 'contact', remoteUrl: `http://127.0.0.1:${port}/hooks/${org.orgId}/` }));
  for (let i = 0; i < EVENTS; i += 20) {
    await Promise.all(Array.from({ length: Math.min(20, EVENTS - i) }, (_, j) => {
      const org = hooked[(i + j) % hooked.length]!;
      return db.transaction((tx) => emitEvent(tx, { orgId: org.orgId, entity: 'contact', objectPk: `k${i + j}`, action: 'put', payload: { n: i + j } }));
    }));
  }
  const config = loadConfig({ DATABASE_URL: url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  let errors = 0;
  const logger = { info() {}, warn() {}, error: (o: object, m?: string) => { if (errors++ === 0) console.log(`  dispatcher: ${m} ${String((o as { err?: Error }).err?.message ?? '')}`); } };
  const started = performance.now();
  const dispatcher = startDispatcher({ db, config, logger });
  // Until every delivery arrived, or none did for 15 s (on Citus the dispatcher's claim fails: docs/deploy.md).
  let progress = { at: performance.now(), received };
  while (received < EVENTS && performance.now() - progress.at < 15_000) {
    await new Promise((r) => setTimeout(r, 20));
    if (received > progress.received) progress = { at: performance.now(), received };
  }
  const seconds = (progress.at - started) / 1000;
  await dispatcher.stop();
  for (const org of hooked) await db.exec(`DELETE FROM webhooks WHERE org_id = ${org.orgId}`);
  receiver.send({ stop: true });
  return { deliveries: received, seconds };
}

const f = (n: number, d = 1) => n.toFixed(d);

async function round(label: string, url: string, cluster: boolean, orgs: Org[], first: number): Promise<void> {
  const api = await startServerProcess(url);
  try {
    const pick = (k: number) => orgs[(k * 7919) % orgs.length]!;
    await load(api.origin, 200, (k) => ({ method: 'GET', org: pick(k), path: 'orders/?limit=100' })); // warm-up: plans, caches
    const page = await measured(url, cluster, api.pid, () => load(api.origin, 200, (k) => ({ method: 'GET', org: pick(k), path: 'orders/?limit=100' })));
    const n = page.result.length;
    const post = await measured(url, cluster, api.pid, () => load(api.origin, 201, (k) => ({ method: 'POST', org: pick(k), path: 'orders/', body: body(first + k) })));
    const m = post.result.length;
    const dispatcherDb = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 10 });
    const hooks = await measured(url, cluster, null, () => drain(url, dispatcherDb, orgs));
    await dispatcherDb.close();
    const d = Math.max(hooks.result.deliveries, 1);
    const shards = (s: { single: number; multi: number } | null, per: number) => (s ? `${f(s.single / per)}/${f(s.multi / per, 2)}` : '-');
    console.log(`| ${label} | ${f(percentile(page.result, 50))} / ${f(percentile(page.result, 95))} ms | ${f(n / page.seconds)} | ${f(page.api / n)} + ${f(page.postgres / n)} ms | ${shards(page.shards, n)} `
      + `| ${f(m / post.seconds)} | ${f(post.api / m)} + ${f(post.postgres / m)} ms | ${shards(post.shards, m)} `
      + `| ${f(d / hooks.result.seconds)} | ${f(hooks.api / d, 2)} + ${f(hooks.postgres / d, 2)} ms | ${shards(hooks.shards, d)} | ${loadavg()[0]!.toFixed(1)} |`);
  } finally {
    await api.close();
  }
}

async function measure(): Promise<void> {
  const orgs = JSON.parse(readFileSync(TOKENS_FILE, 'utf8')) as Org[];
  console.log(`${ORGS} organizations, ${ORDERS} orders; ${CLIENTS} clients for ${SECONDS} s per load; ${EVENTS} deliveries per drain`);
  console.log('| round | page of 100 p50 / p95 | pages/s | CPU per page (API + PostgreSQL) | statements per page (one shard / several) '
    + '| POST orders/ per s | CPU per order | statements per order | deliveries/s | CPU per delivery (this process: emitting and dispatching; + PostgreSQL) | statements per delivery | load |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [k, [label, url, cluster]] of ROUNDS.entries()) await round(label, url, cluster, orgs, 1_000_000 * (k + 1) + Date.now() % 100_000);
}

const command = process.argv[2];
if (command === 'prepare') await prepare();
else if (command === 'prepare-cluster') await prepareCluster();
else if (command === 'measure') await measure();
else { console.error('usage: npx tsx bench/citus/run.ts prepare|prepare-cluster|measure'); process.exit(2); }
process.exit(0);
