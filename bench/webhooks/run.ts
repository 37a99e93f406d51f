/**
 * Webhook delivery benchmark on PostgreSQL: `npx tsx bench/webhooks/run.ts`.
 *
 * Creates a fresh database (dropped at the end), WEBHOOKS subscriptions to `orders` pointing at a receiver in
 * another process, and one dispatcher (its own connection pool, as `boxline worker` would have). Then:
 *   1. steady: RATE events per second for DURATION seconds, each committed in its own transaction through
 *      emitEvent (so RATE x WEBHOOKS deliveries per second); reports deliveries per second and the delay from
 *      the producer seeing its commit to the receiver getting the request (p50, p99, max);
 *   2. backlog: BACKLOG events queued while no dispatcher runs, then one dispatcher drains them; reports the
 *      drain rate (the dispatcher's capacity) and the CPU time per delivery of this process (the dispatcher: the
 *      producer is idle by then; the receiver is another process) and of the database's backends (from /proc).
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), RATE (100), DURATION (20; 0 skips
 * the steady part), ORGS (1: organizations, the events spread over them in turn), WEBHOOKS (10, in each
 * organization), BACKLOG (3000), and the dispatcher's BATCH (claim size) and CONCURRENCY (requests in flight).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { createWebhook } from '../../src/webhooks/service.ts';
import { emitEvent } from '../../src/events/emit.ts';
import { startDispatcher } from '../../src/events/dispatcher.ts';
import { ms, percentile } from '../support/stats.ts';
import { createBenchDatabase } from '../support/database.ts';
import { cpuMeter } from '../support/cpu.ts';

const RATE = Number(process.env.RATE ?? 100);
const DURATION = Number(process.env.DURATION ?? 20);
const ORGS = Number(process.env.ORGS ?? 1);
const WEBHOOKS = Number(process.env.WEBHOOKS ?? 10);
const BACKLOG = Number(process.env.BACKLOG ?? 3000);
// Dispatcher knobs (defaults: the dispatcher's own).
const options = {
  batchSize: process.env.BATCH ? Number(process.env.BATCH) : undefined,
  concurrency: process.env.CONCURRENCY ? Number(process.env.CONCURRENCY) : undefined,
};

const now = () => performance.timeOrigin + performance.now();
const sleep = (n: number) => new Promise((r) => setTimeout(r, n));
const logger = { info() {}, warn: (o: object, m?: string) => console.warn(m, o), error: (o: object, m?: string) => console.error(m, o) };

/** The receiver process and the receipts it reports: object key -> arrival times. */
async function startReceiver() {
  const child: ChildProcess = fork(fileURLToPath(new URL('./receiver.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'] });
  const receipts: [string, number][] = [];
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.on('message', (m: { port?: number; received?: [string, number][] }) => {
      if (m.port) resolve(m.port);
      if (m.received) receipts.push(...m.received);
    });
  });
  return {
    port,
    receipts,
    async waitFor(count: number, timeoutMs: number) {
      const deadline = Date.now() + timeoutMs;
      while (receipts.length < count && Date.now() < deadline) await sleep(20);
      return receipts.length >= count;
    },
    stop: () => new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.send({ stop: true });
    }),
  };
}

/** An order-sized payload (about 1.5 kB), like the orders resource emits. */
function orderPayload(orgPk: string, key: string) {
  const box = (n: number) => ({ url: `/api/v2/orgs/${orgPk}/orders/${key}/boxes/${n}/`, items: [{ url: `/api/v2/orgs/${orgPk}/orders/${key}/boxes/${n}/items/1/` }] });
  return {
    url: `/api/v2/orgs/${orgPk}/orders/${key}/`,
    primary_id: `PO-${key}`, unique_id: randomBytes(16).toString('hex'), order_number: 1000, customer_number: 'C-1', po_number: 'P-1',
    message: 'Please leave at the back door.', terms: 'net 30', created_at: new Date().toISOString(), updated_at: new Date().toISOString(),
    ship_to: { company: 'Acme', first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Main St', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US', email: 'ada@example.com' },
    bill_to: { company: 'Acme', first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Main St', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US' },
    billing: { status: 'paid', total: '120.00 USD', subtotal: '100.00 USD', tax: '8.00 USD', shipping: '12.00 USD' },
    shipping: { status: 'unfulfilled', ship_via: 'UPS', ship_type: 'Ground', warehouse: 'Main' },
    boxes: [box(1), box(2)], tags: ['priority', 'web'], custom_fields: {}, notes: [], relations: [],
  };
}

async function emitOne(db: Database, orgId: number, orgPk: string, key: string, commits: Map<string, number>) {
  await db.transaction((tx) => emitEvent(tx, { orgId, entity: 'orders', objectPk: key, action: 'put', payload: orderPayload(orgPk, key) }));
  commits.set(key, now());
}

function report(label: string, receipts: [string, number][], commits: Map<string, number>, startedAt: number) {
  const delays = receipts.map(([key, at]) => at - commits.get(key)!).filter(Number.isFinite).sort((a, b) => a - b);
  const first = Math.min(...receipts.map((r) => r[1]));
  const last = Math.max(...receipts.map((r) => r[1]));
  console.log(`${label}: ${receipts.length} deliveries; ${(receipts.length / ((last - startedAt) / 1000)).toFixed(0)} deliveries/s ` +
    `(first at +${ms(first - startedAt)}, last at +${ms(last - startedAt)}); commit-to-receipt p50 ${ms(percentile(delays, 50))}, ` +
    `p99 ${ms(percentile(delays, 99))}, max ${ms(delays.at(-1)!)}`);
}

async function main() {
  const bench = await createBenchDatabase({ poolSize: 20 });
  const { name, url, db: producer } = bench;
  const workerDb = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 10 });
  const receiver = await startReceiver();
  try {
    const config = loadConfig({ DATABASE_URL: url, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
    const orgs: { orgId: number; orgPk: string }[] = [];
    for (let o = 0; o < ORGS; o++) {
      const org = await createOrganizationWithToken(producer, { name: `Bench ${o}`, ownerEmail: `bench${o}@example.com` });
      orgs.push(org);
      for (let i = 0; i < WEBHOOKS; i++) {
        await producer.transaction((tx) => createWebhook(tx, org.orgId, { entity: 'orders', remoteUrl: `http://127.0.0.1:${receiver.port}/hooks/${i}/` }));
      }
    }
    const orgOf = (i: number) => orgs[i % ORGS]!;
    console.log(`PostgreSQL ${name}: ${ORGS} organizations of ${WEBHOOKS} webhooks, steady ${RATE} events/s for ${DURATION} s ` +
      `(${RATE * WEBHOOKS} deliveries/s), backlog ${BACKLOG} events`);

    // 1. Steady rate.
    const commits = new Map<string, number>();
    let dispatcher: { stop(): Promise<void> };
    if (DURATION > 0) {
      dispatcher = startDispatcher({ db: workerDb, config, logger, options });
      const total = RATE * DURATION;
      const startedAt = now();
      const pending = new Set<Promise<void>>();
      for (let i = 0; i < total; i++) {
        const wait = startedAt + (i * 1000) / RATE - now();
        if (wait > 1) await sleep(wait);
        const p = emitOne(producer, orgOf(i).orgId, orgOf(i).orgPk, `s${i}`, commits);
        pending.add(p);
        void p.finally(() => pending.delete(p));
      }
      await Promise.all(pending);
      const produceSeconds = (now() - startedAt) / 1000;
      const complete = await receiver.waitFor(total * WEBHOOKS, 60_000);
      console.log(`produced ${total} events in ${produceSeconds.toFixed(1)} s${complete ? '' : ' (NOT all delivered within 60 s)'}`);
      report('steady', receiver.receipts.splice(0), commits, startedAt);
      await dispatcher.stop();
    }

    // 2. Backlog drain.
    commits.clear();
    for (let i = 0; i < BACKLOG; i += 20) {
      await Promise.all(Array.from({ length: Math.min(20, BACKLOG - i) }, (_, j) => emitOne(producer, orgOf(i + j).orgId, orgOf(i + j).orgPk, `b${i + j}`, commits)));
    }
    const meter = await cpuMeter(producer);
    const drainStart = now();
    dispatcher = startDispatcher({ db: workerDb, config, logger, options });
    const drained = await receiver.waitFor(BACKLOG * WEBHOOKS, 120_000);
    const cpu = await meter.read();
    const drainSeconds = (Math.max(...receiver.receipts.map((r) => r[1])) - drainStart) / 1000;
    const perDelivery = (used: number | null) => (used === null ? 'n/a' : `${(used / receiver.receipts.length).toFixed(3)} ms`);
    console.log(`backlog: ${receiver.receipts.length} deliveries drained in ${drainSeconds.toFixed(2)} s = ` +
      `${(receiver.receipts.length / drainSeconds).toFixed(0)} deliveries/s${drained ? '' : ' (incomplete)'}; CPU per delivery: ` +
      `dispatcher ${perDelivery(cpu.api)}, PostgreSQL ${perDelivery(cpu.postgres)}`);
    await dispatcher.stop();
  } finally {
    await receiver.stop();
    await workerDb.close();
    await bench.drop();
  }
}

await main();
