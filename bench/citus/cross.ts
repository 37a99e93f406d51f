/**
 * The passes that read across organizations (scripts/distribution.ts: CROSS_ORGANIZATION_FINDS and
 * QUERY_EXCEPTIONS), each timed on plain PostgreSQL and on the Citus cluster (issue 52; docs/deploy.md). They are
 * the statements that run on every shard by nature: the workers' polls for due work, recovery after a crash,
 * retention, the tracking poller's enrolment, the backup schedule and the render fill. Each is called as the
 * workers call it, through its domain function.
 *
 *   npx tsx bench/citus/run.ts prepare     # once: the same 100,000 orders over 100 organizations in both databases
 *   npx tsx bench/citus/cross.ts           # rounds plain, cluster, cluster, plain (A/A: the plain rows)
 *
 * Most passes are timed idle (nothing due), which is what every tick of a worker costs; the tracking poller's
 * enrolment, its lease of due boxes and the backup schedule are also timed with work to do (the seed's boxes with
 * tracking numbers, every organization due for a backup). Environment as bench/citus/run.ts, and CALLS (20).
 */
import { loadavg } from 'node:os';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { claimDeliveries, expireStaleClaims, releaseClaims } from '../../src/events/claim.ts';
import { pruneDeliveries, pruneEvents } from '../../src/events/retention.ts';
import { pruneIdempotencyKeys } from '../../src/db/idempotency-keys.ts';
import { claimEnds, claimItems } from '../../src/batches/claim.ts';
import { discoverActiveBoxes, leaseDueBoxes, releaseAll } from '../../src/carriers/queries.ts';
import { CARRIERS } from '../../src/carriers/types.ts';
import { leaseStaleCloses } from '../../src/manifests/carrier-queries.ts';
import { stalePendingIntents } from '../../src/payments/queries.ts';
import { stalePending } from '../../src/shipping/labels/queries.ts';
import { backupDue } from '../../src/backups/service.ts';
import { fillRenders } from '../../src/orders/writing/renders/fill.ts';
import { percentile } from '../support/stats.ts';
import { ROUNDS, measured } from './measure.ts';

const CALLS = Number(process.env.CALLS ?? 20);
const MONTH_AGO = () => new Date(Date.now() - 30 * 86_400_000);
const prune = { batchSize: 500, pauseMs: 0 };
const poll = { limit: 100, leaseMs: 60_000, carriers: [...CARRIERS], scripted: [] as string[] };

interface Pass {
  name: string;
  /** Calls per round (a pass with work to do, or a slow one, runs fewer). */
  calls?: number;
  /** Runs once before the pass's calls in each round, untimed, its statements not counted. */
  setup?: (db: Database) => Promise<unknown>;
  /** Runs before each call, untimed but inside the span whose CPU and statements are counted. */
  before?: (db: Database) => Promise<unknown>;
  call: (db: Database) => Promise<unknown>;
}

/** Every round starts from the same state: no poll rows, no backups (the seed makes neither). */
async function reset(db: Database): Promise<void> {
  await db.exec('DELETE FROM tracking_polls');
  await db.exec('DELETE FROM order_backups');
}

const PASSES: Pass[] = [
  { name: 'dispatcher: claim due deliveries (idle)', call: (db) => claimDeliveries(db, { dispatcherId: 'bench', limit: 100, leaseMs: 30_000 }) },
  { name: 'dispatcher: expire lost claims (idle)', call: (db) => expireStaleClaims(db) },
  { name: 'dispatcher: release its claims when stopping (none held)', call: (db) => releaseClaims(db, 'bench') },
  { name: 'retention: settled delivery attempts (none old)', call: (db) => pruneDeliveries(db, MONTH_AGO(), prune) },
  { name: 'retention: events (none old)', call: (db) => pruneEvents(db, MONTH_AGO(), prune) },
  { name: 'retention: idempotency keys (none expired)', call: (db) => pruneIdempotencyKeys(db, new Date(), prune) },
  { name: 'batches: claim items (idle)', call: (db) => claimItems(db, 10, 60) },
  { name: 'batches: claim ends (idle)', call: (db) => claimEnds(db, 10, 60) },
  { name: 'manifests: carrier closes a crash left pending (idle)', call: (db) => leaseStaleCloses(db, 300) },
  { name: 'payments: card charges a crash left pending (idle)', call: (db) => stalePendingIntents(db, 300) },
  { name: 'shipping: label purchases a crash left pending (idle)', call: (db) => stalePending(db, 300) },
  { name: 'tracking: enrol active boxes, first time (every box new)', calls: 1, call: (db) => discoverActiveBoxes(db) },
  { name: 'tracking: enrol active boxes, each tick (all enrolled)', call: (db) => discoverActiveBoxes(db) },
  // After the first enrolment the poll rows' statistics are stale until autovacuum's ANALYZE (within a minute); the
  // lease is timed as it runs after that.
  { name: 'tracking: lease 100 due boxes', setup: (db) => db.exec('ANALYZE tracking_polls'), call: (db) => leaseDueBoxes(db, 'bench', poll), before: (db) => releaseAll(db, 'bench') },
  { name: 'tracking: release a stopping poller\'s leases (100 held)', before: (db) => leaseDueBoxes(db, 'bench', poll), call: (db) => releaseAll(db, 'bench') },
  { name: 'backups: schedule, every organization due (100 backups made)', calls: 1, call: (db) => backupDue(db, 24) },
  { name: 'backups: schedule, none due', call: (db) => backupDue(db, 24) },
  { name: 'render fill: every order has its render (a whole scan)', calls: 3, setup: (db) => fillRenders(db), call: (db) => fillRenders(db) },
];

interface Timing { ms: number[]; postgres: number; multi: number | null; single: number | null }

async function timePass(db: Database, url: string, cluster: boolean, pass: Pass): Promise<Timing> {
  const calls = pass.calls ?? CALLS;
  const ms: number[] = [];
  if (pass.setup) await pass.setup(db);
  const cost = await measured(url, cluster, null, async () => {
    for (let i = 0; i < calls; i++) {
      if (pass.before) await pass.before(db);
      const t0 = performance.now();
      await pass.call(db);
      ms.push(performance.now() - t0);
    }
  });
  // `before` is inside the measured span: its statements are counted too (each pass says so by having one).
  return { ms: ms.sort((a, b) => a - b), postgres: cost.postgres / calls, multi: cost.shards ? cost.shards.multi / calls : null, single: cost.shards ? cost.shards.single / calls : null };
}

const f = (n: number, d = 2) => n.toFixed(d);

async function main(): Promise<void> {
  const results = new Map<string, Timing[]>();
  const loads: string[] = [];
  for (const [, url, cluster] of ROUNDS) {
    const db = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 });
    try {
      await reset(db);
      for (const pass of PASSES) {
        const timing = await timePass(db, url, cluster, pass);
        results.set(pass.name, [...(results.get(pass.name) ?? []), timing]);
      }
      await releaseAll(db, 'bench');
      loads.push(loadavg()[0]!.toFixed(1));
    } finally {
      await db.close();
    }
  }
  console.log(`${CALLS} calls a pass a round (fewer where the pass says); median ms a call; load average after each round: ${loads.join(', ')}`);
  console.log(`| pass | ${ROUNDS.map(([label]) => label).join(' | ')} | PostgreSQL CPU ms a call, plain A / cluster A | statements a call on the cluster (one shard / several) |`);
  console.log(`|---|${ROUNDS.map(() => '---|').join('')}---|---|`);
  for (const pass of PASSES) {
    const t = results.get(pass.name)!;
    const clusterA = t[ROUNDS.findIndex(([, , cluster]) => cluster)]!;
    console.log(`| ${pass.name} | ${t.map((r) => f(percentile(r.ms, 50))).join(' | ')} | ${f(t[0]!.postgres)} / ${f(clusterA.postgres)} | ${f(clusterA.single!, 1)} / ${f(clusterA.multi!, 1)} |`);
  }
}

await main();
process.exit(0);
