/**
 * What idle long polls of the events feed cost PostgreSQL: the API on a real port over a database of its own,
 * `--polls` clients each holding `GET /orgs/{org}/events/` with `Prefer: wait=30` while nothing happens, and the
 * database's committed transactions (pg_stat_database.xact_commit) counted over `--seconds` once they all wait.
 * Prints transactions per second (the LISTEN connection's own are included: none while idle) and how many polls
 * were refused with 429 (polls past the per-organization bound, FEED_MAX_WAITING_POLLS).
 *
 *   npx tsx bench/events-feed/idle.ts [--polls 200] [--seconds 10] [--orgs 1]
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import pg from 'pg';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';

const { values: args } = parseArgs({
  options: { polls: { type: 'string', default: '200' }, seconds: { type: 'string', default: '10' }, orgs: { type: 'string', default: '1' } },
});
const polls = Number(args.polls);
const seconds = Math.min(Number(args.seconds), 14); // inside the polls' 30 s, after 14 s of settling

async function commits(url: string, name: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The statistics a backend reports are flushed at most once a second: read them as they stand.
    await client.query('SELECT pg_stat_clear_snapshot()');
    const row = await client.query('SELECT xact_commit::int8 AS n FROM pg_stat_database WHERE datname = $1', [name]);
    return Number(row.rows[0].n);
  } finally {
    await client.end();
  }
}

async function main() {
  const bench = await createBenchDatabase({ poolSize: 10 });
  // Every poll may wait: the bound is the bench's subject only when --polls exceeds it.
  const server = await startBenchServer(bench, { FEED_MAX_WAITING_POLLS: String(Math.max(polls, 1)) });
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  try {
    const orgs = [{ orgUrl: server.orgUrl, token: server.token }];
    for (let n = 1; n < Number(args.orgs); n++) {
      const o = await createOrganizationWithToken(bench.db, { name: `Bench ${n}`, ownerEmail: `bench-${n}-${Date.now()}@example.com` });
      orgs.push({ orgUrl: o.orgUrl, token: o.token });
    }
    const statuses = new Map<number, number>();
    const poll = (n: number) => new Promise<void>((resolve) => {
      const org = orgs[n % orgs.length];
      const req = http.get(`${server.origin}${org.orgUrl}events/`, {
        agent, headers: { authorization: `Bearer ${org.token}`, prefer: 'wait=30' },
      }, (res) => {
        statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
        res.resume();
        res.on('end', resolve);
      });
      req.on('error', () => resolve());
    });
    const answered = Promise.all(Array.from({ length: polls }, (_, n) => poll(n)));
    // Let every poll arrive, make its first read and settle into its wait (a loaded machine takes seconds), and
    // the backends report those reads (an idle backend flushes its statistics up to 10 s later).
    await new Promise((resolve) => setTimeout(resolve, 14_000));
    const url = bench.url;
    // The statements the API sends through its pool (what the polls cost), beside the database's own count (which
    // also holds autovacuum's and autoanalyze's transactions on the freshly migrated tables).
    const handle = bench.db as unknown as Record<string, (...a: unknown[]) => unknown>;
    const names = ['rows', 'one', 'send', 'eachRow', 'transaction'];
    const originals = names.map((name) => handle[name]);
    let statements = 0;
    names.forEach((name, n) => (handle[name] = (...a: unknown[]) => (statements++, process.env.FEED_BENCH_DEBUG && console.log(name, Date.now() - started, JSON.stringify(a[0]).slice(0, 120)), originals[n].apply(bench.db, a))));
    let started = Date.now();
    const before = await commits(url, bench.name);
    started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    const after = await commits(url, bench.name);
    const elapsed = (Date.now() - started) / 1000;
    names.forEach((name, n) => (handle[name] = originals[n]));
    // Each reading is one transaction of its own.
    const perSecond = (after - before - 1) / elapsed;
    console.log(`events-feed idle: ${polls} polls with Prefer: wait=30 over ${orgs.length} organization(s), PostgreSQL ${bench.name}`);
    console.log(`transactions:  ${after - before - 1} in ${elapsed.toFixed(1)} s = ${perSecond.toFixed(1)}/s while the polls wait (pg_stat_database)`);
    console.log(`statements:    ${statements} sent by the API in that time = ${(statements / elapsed).toFixed(1)}/s`);
    await answered;
    console.log(`answers:       ${[...statuses].map(([status, n]) => `${n} x ${status}`).join(', ')}`);
    console.log(`load average:  ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    agent.destroy();
    await server.close();
    await bench.drop();
  }
}

await main();
