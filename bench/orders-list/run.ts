/**
 * Order-list benchmark on PostgreSQL: seeds one organization with --orders orders (default 200,000; 1,000,000
 * works) of 2 boxes x 3 items, then measures p50/p95/p99 of the list queries integrations make, and compares
 * the first one with the fastest possible answer (one hand-written SQL statement, bench/orders-list/baseline.ts)
 * timed from Node through the same pool.
 *
 *   npx tsx bench/orders-list/run.ts [--orders 200000] [--iterations 100] [--keep DBNAME]
 *
 * The requests go to the API in this process (as when the issue's figures were taken; the --clients mode runs it in
 * a process of its own), timed to the answer's last byte by the benches' HTTP client. Each query is sent WARMUP
 * times before it is timed, as a server in service has run it before. The first
 * query and its baseline are timed in turns, so that a slow moment of the machine hits both alike.
 *
 * The page of 100 is timed three ways in turns: from the stored renders (the API), rendered live (the API with the
 * renders of that page's orders removed: a page of the next 100, so the stored page keeps its own), and the
 * baseline. The renders of the seeded orders are filled first (fillRenders, as `boxline migrate` does), timed; and
 * the writer's extra cost is timed on its own: storing the renders of 1,000 orders, 100 per transaction.
 *
 * --only REGEX runs just the cases whose name matches (e.g. --only "q=").
 *
 * --clients N [--seconds S] then measures N concurrent clients (clients.ts): pages/s of the stored page against a
 * bare route serving the one-statement SQL, GET of one order, pages of 1,000 and the API's memory, with the API in a
 * process of its own (--server-cpu-prof DIR: that process profiled, node --cpu-prof; --loads REGEX: only the loads
 * whose name matches), and the CPU a request of the server and of PostgreSQL.
 *
 * --keep DBNAME seeds that database once and reuses it on later runs (it is not dropped). DATABASE_URL names
 * the server (default the local one).
 */
import { parseArgs } from 'node:util';
import { httpClient, type Answer } from '../support/http-client.ts';
import { sql } from '../../src/core/sql.ts';
import pg from 'pg';
import { createBenchDatabase, SERVER_URL } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { ms, percentile } from '../support/stats.ts';
import { adoptSeededOrg, seededCount, seedOrders } from './seed.ts';
import { baselineSql } from './baseline.ts';
import { runClients } from './clients.ts';
import { loadavg } from 'node:os';
import { bigintArray } from '../../src/db/sql.ts';
import { encodeId } from '../../src/core/ids.ts';
import { fillRenders } from '../../src/orders/writing/renders/fill.ts';
import { storeRenders } from '../../src/orders/writing/renders/store.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '200000' }, iterations: { type: 'string', default: '100' }, keep: { type: 'string' },
    only: { type: 'string' }, clients: { type: 'string' }, seconds: { type: 'string', default: '10' }, 'server-cpu-prof': { type: 'string' }, loads: { type: 'string' },
  },
});
const ORDERS = Number(args.orders);
const ITERATIONS = Number(args.iterations);
const WARMUP = 5;

async function ensureDatabase(name: string) {
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
}

interface Row { name: string; samples: number[] }
const rows: Row[] = [];

function report(name: string, samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  rows.push({ name, samples: sorted });
  console.log(`${name.padEnd(48)} p50 ${ms(percentile(sorted, 50)).padStart(9)}  p95 ${ms(percentile(sorted, 95)).padStart(9)}  p99 ${ms(percentile(sorted, 99)).padStart(9)}  (n=${sorted.length})`);
  return sorted;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function main() {
  if (args.keep) await ensureDatabase(args.keep);
  const bench = await createBenchDatabase({ poolSize: 10, keep: args.keep });
  const server = await startBenchServer(bench);
  const client = httpClient(1);
  try {
    // A kept database already holds the seeded organization.
    const seeded = args.keep ? await bench.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`) : null;
    let orgId = server.orgId;
    if (seeded && seeded.n >= seededCount(ORDERS)) {
      const adopted = (await adoptSeededOrg(bench.db, server.orgId))!;
      orgId = adopted.orgId;
      console.log(`reusing ${adopted.orders} orders in ${bench.name}`);
    } else {
      const started = performance.now();
      await seedOrders(bench.db, orgId, { orders: ORDERS, log: (m) => console.log(`  seed: ${m} (+${((performance.now() - started) / 1000).toFixed(0)} s)`) });
      console.log(`seeded ${ORDERS} orders in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const filling = performance.now();
    const filled = await fillRenders(bench.db, { orgId });
    const fillSeconds = (performance.now() - filling) / 1000;
    console.log(`filled ${filled} stored renders in ${fillSeconds.toFixed(1)} s (${(filled / fillSeconds).toFixed(0)} orders/s, batches of 500)`);
    const org = { id: orgId, base: `/api/v2/orgs/${encodeId(orgId)}` };
    const orders = `${server.origin}/api/v2/orgs/${encodeId(orgId)}/orders/`;
    const headers = { authorization: `Bearer ${server.token}` };
    // Latencies are timed to the answer's last byte, read by the benches' HTTP client (fetch and JSON.parse of a
    // 700 KB page cost the client several milliseconds, which are not the server's); bodies are parsed after.
    const fetchOk = async (url: string) => {
      const answer = await client.send('GET', url, headers);
      if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.text.slice(0, 300)}`);
      return answer;
    };
    const get = async (url: string) => JSON.parse((await fetchOk(url)).text);
    /** --only REGEX: run just the cases whose name matches. */
    const wanted = (name: string) => !args.only || new RegExp(args.only).test(name);
    const measure = async (name: string, url: string, n = ITERATIONS) => {
      if (!wanted(name)) return [];
      for (let i = 0; i < WARMUP; i++) await get(url);
      const samples: number[] = [];
      for (let i = 0; i < n; i++) samples.push(await time(() => fetchOk(url)));
      return report(name, samples);
    };

    console.log(`\n${ORDERS} orders, PostgreSQL ${bench.name} via ${decodeURIComponent(new URL(SERVER_URL).host)}, ${ITERATIONS} iterations each\n`);
    if (wanted('page of 100, expand=boxes,items')) {
      const pageUrl = `${orders}?limit=100&expand=boxes,items`;
      // The live column: the next page, its orders' renders removed (rendered live, as before stored renders).
      const liveUrl = `${orders}?limit=100&offset=100&expand=boxes,items`;
      const liveIds = (await bench.db.rows<{ id: number }>(sql`
        SELECT id FROM orders WHERE org_id = ${orgId} ORDER BY created_at DESC, id DESC LIMIT 100 OFFSET 100`)).map((r) => Number(r.id));
      await bench.db.rows(sql`DELETE FROM order_renders WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(liveIds)})`);
      const baseline = sql.raw(baselineSql(orgId, 100));
      const runBaseline = async () => { await bench.db.one<{ body: string }>(baseline); };
      for (let i = 0; i < WARMUP; i++) { await get(pageUrl); await get(liveUrl); await runBaseline(); }
      const pageSamples: number[] = [];
      const liveSamples: number[] = [];
      const baseSamples: number[] = [];
      for (let i = 0; i < ITERATIONS; i++) {
        pageSamples.push(await time(() => fetchOk(pageUrl)));
        liveSamples.push(await time(() => fetchOk(liveUrl)));
        baseSamples.push(await time(runBaseline));
      }
      await fillRenders(bench.db, { orgId });
      const page = report('page of 100, expand=boxes,items (stored)', pageSamples);
      const live = report('  the same rendered live (no stored renders)', liveSamples);
      const base = report('  baseline: one hand-written SQL statement', baseSamples);
      console.log(`  ratio (stored / baseline): p50 ${(percentile(page, 50) / percentile(base, 50)).toFixed(2)}, p95 ${(percentile(page, 95) / percentile(base, 95)).toFixed(2)}` +
        `; baseline / stored: p50 ${(percentile(base, 50) / percentile(page, 50)).toFixed(2)}x; live / stored: p50 ${(percentile(live, 50) / percentile(page, 50)).toFixed(2)}x`);
    }

    // The writer's extra cost: the renders of 1,000 orders stored, 100 orders per transaction (read, render, upsert).
    if (wanted('store renders')) {
      const ids = (await bench.db.rows<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${orgId} ORDER BY id LIMIT 1000 OFFSET 5000`)).map((r) => Number(r.id));
      const samples: number[] = [];
      for (let i = 0; i < ids.length; i += 100) {
        const batch = ids.slice(i, i + 100);
        await bench.db.rows(sql`DELETE FROM order_renders WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(batch)})`);
        samples.push(await time(() => bench.db.transaction((tx) => storeRenders(tx, org, batch))) / batch.length);
      }
      report('store renders: ms per order (100 per transaction)', samples);
    }

    // An inventory connector's sync: updated_at__gte, following next through 10,000 orders. It runs twice: the first
    // pass finds the pool's connections without the sync's statements prepared (each plans them at its first page, as
    // after a restart), the second is timed as every other case is, after its warm-up. Both are reported.
    if (wanted('updated_at__gte paging by next')) {
      const since = (await bench.db.one<{ t: string }>(sql`SELECT updated_at AS t FROM orders WHERE org_id = ${orgId} ORDER BY updated_at DESC OFFSET ${Math.min(9999, seededCount(ORDERS) - 1)} LIMIT 1`))!.t;
      const sync = async () => {
        const samples: number[] = [];
        let next: string | null = `${orders}?expand=boxes,items&limit=100&updated_at__gte=${encodeURIComponent(since.replace(' ', 'T'))}`;
        let seen = 0;
        const started = performance.now();
        while (next) {
          const url: string = next;
          let answer: Answer | undefined;
          samples.push(await time(async () => { answer = await fetchOk(url); }));
          const body = JSON.parse(answer!.text) as { next: string | null; results: unknown[] };
          seen += body.results.length;
          next = body.next;
        }
        return { samples, seen, seconds: (performance.now() - started) / 1000 };
      };
      const cold = await sync();
      const warm = await sync();
      report(`updated_at__gte paging by next (${warm.seen} orders, ${warm.samples.length} pages)`, warm.samples);
      report('  its first pass (statements not yet prepared)', cold.samples);
      console.log(`  whole sync: ${warm.seconds.toFixed(2)} s (first pass ${cold.seconds.toFixed(2)} s)`);
    }

    for (const key of ['weight_auto', 'pick_locations_auto', 'boxes', 'boxes__items', 'is_delivered', 'boxes__insured_value',
      'boxes__tracking_number', 'boxes__items__description', 'boxes__items__part_number', 'boxes__items__pick_location', 'boxes__items__link', 'tags']) {
      await measure(`order_by=${key}`, `${orders}?limit=100&order_by=${key}`, Math.ceil(ITERATIONS / 2));
      await measure(`order_by=-${key}`, `${orders}?limit=100&order_by=-${key}`, Math.ceil(ITERATIONS / 2));
    }
    await measure('shipping_status__in=!fulfilled', `${orders}?limit=100&shipping_status__in=!fulfilled`);
    await measure('q=<customer name> (smith)', `${orders}?q=smith`);
    const part = (await bench.db.one<{ p: string }>(sql`SELECT part_number AS p FROM items WHERE org_id = ${orgId} LIMIT 1`))!.p;
    await measure(`q=<part number> (${part})`, `${orders}?q=${encodeURIComponent(part)}`);
    // E-mail searches: a domain every seeded order has, and the start of an address up to its '@'.
    await measure('q=<e-mail domain> (example.com)', `${orders}?q=example.com`);
    const email = (await bench.db.one<{ e: string }>(sql`SELECT ship_to_email AS e FROM orders WHERE org_id = ${orgId} ORDER BY id DESC OFFSET 1000 LIMIT 1`))!.e;
    const local = `${email.split('@')[0]}@`;
    await measure(`q=<e-mail prefix> (${local})`, `${orders}?q=${encodeURIComponent(local)}`);
    // q with a filter that follows id order, whose matches are all old: the oldest 10% of the orders, and a year ago.
    const old = (await bench.db.one<{ t: string }>(sql`
      SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS t FROM orders WHERE org_id = ${orgId}
      ORDER BY created_at OFFSET ${Math.floor(seededCount(ORDERS) / 10)} LIMIT 1`))!.t;
    await measure('q=smith&created_at__lte=<oldest 10%>', `${orders}?q=smith&created_at__lte=${old}`);
    await measure('q=smith&updated_at__lte=<oldest 10%>', `${orders}?q=smith&updated_at__lte=${old}`);
    const yearAgo = new Date(Date.now() - 365 * 86400_000).toISOString();
    await measure('q=smith&created_at__lte=<a year ago>', `${orders}?q=smith&created_at__lte=${yearAgo}`);

    if (args.clients) {
      await runClients({
        db: bench.db, url: bench.url, orgId, path: new URL(orders).pathname, token: server.token, clients: Number(args.clients), seconds: Number(args.seconds),
        serverArgs: args['server-cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['server-cpu-prof']}`] : [],
        loads: args.loads ? new RegExp(args.loads) : undefined,
      });
    }
    console.log(`load average: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);

    const worst = rows.filter((r) => !r.name.startsWith('  ')).reduce<Row | null>((a, b) => (a && percentile(a.samples, 95) > percentile(b.samples, 95) ? a : b), null);
    if (worst) console.log(`\nslowest p95: ${worst.name} at ${ms(percentile(worst.samples, 95))}`);
  } finally {
    client.close();
    await server.close();
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
