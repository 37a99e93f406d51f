/**
 * Times (and, under `node --cpu-prof`, profiles) only the expanded page of 100 on a kept, seeded database, and says
 * how much of it the collector took: the requests during which a collection ran are reported apart, with the
 * collections' count and time by kind (PerformanceObserver 'gc'; the server runs in this process, as in run.ts).
 *
 *   npx tsx bench/orders-list/profile-page.ts --keep DBNAME [--iterations 300] [--query 'limit=100&expand=boxes,items']
 *   npx tsx bench/orders-list/profile-page.ts --keep DBNAME --sync [--iterations 3]
 *
 * --sync follows `next` from an `updated_at__gte` that selects the 10,000 last updated orders, as run.ts's sync case
 * does, `--iterations` times, and prints each page's time (`+gc` where the collector ran during it).
 */
import { parseArgs } from 'node:util';
import { PerformanceObserver } from 'node:perf_hooks';
import { sql } from '../../src/core/sql.ts';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { ms, percentile } from '../support/stats.ts';
import { httpClient, nextLink, type Answer } from '../support/http-client.ts';
import { adoptSeededOrg } from './seed.ts';

const { values: args } = parseArgs({
  options: {
    keep: { type: 'string' }, iterations: { type: 'string' }, query: { type: 'string', default: 'limit=100&expand=boxes,items' },
    sync: { type: 'boolean', default: false },
  },
});
if (!args.keep) throw new Error('--keep DBNAME (a database seeded by run.ts) is required');

const KINDS: Record<number, string> = { 1: 'scavenge', 2: 'mark-compact', 4: 'incremental marking', 8: 'weak callbacks' };
const collections: { start: number; end: number; kind: string }[] = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    const kind = (e as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
    collections.push({ start: e.startTime, end: e.startTime + e.duration, kind: KINDS[kind] ?? String(kind) });
  }
}).observe({ entryTypes: ['gc'] });
/** Milliseconds of collection inside [start, end]. */
const collected = (start: number, end: number) =>
  collections.reduce((sum, c) => sum + Math.max(0, Math.min(c.end, end) - Math.max(c.start, start)), 0);

const bench = await createBenchDatabase({ poolSize: 10, keep: args.keep });
const server = await startBenchServer(bench);
const client = httpClient(1);
try {
  const seeded = await adoptSeededOrg(bench.db, server.orgId);
  if (!seeded) throw new Error(`${args.keep} holds no orders: seed it with run.ts --keep`);
  const orgId = seeded.orgId;
  const headers = { authorization: `Bearer ${server.token}` };
  const timed = async (url: string) => {
    const start = performance.now();
    const answer: Answer = await client.send('GET', url, headers);
    if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text.slice(0, 300)}`);
    const end = performance.now();
    return { answer, ms: end - start, gc: collected(start, end) };
  };
  if (args.sync) {
    const since = (await bench.db.one<{ t: string }>(sql`
      SELECT updated_at AS t FROM orders WHERE org_id = ${orgId} ORDER BY updated_at DESC OFFSET 9999 LIMIT 1`))!.t;
    const first = `${server.origin}/api/v2/orgs/${orgId}/orders/?expand=boxes,items&limit=100&updated_at__gte=${encodeURIComponent(since.replace(' ', 'T'))}`;
    for (let round = 0; round < Number(args.iterations ?? 3); round++) {
      const line: string[] = [];
      for (let url: string | null = first; url !== null;) {
        const page = await timed(url);
        line.push(`${page.ms.toFixed(1)}${page.gc > 0 ? `+gc${page.gc.toFixed(1)}` : ''}`);
        url = nextLink(page.answer);
      }
      console.log(`sync ${round + 1}, ms a page: ${line.join(' ')}`);
    }
  } else {
    const url = `${server.origin}/api/v2/orgs/${orgId}/orders/?${args.query}`;
    const pages: { ms: number; gc: number }[] = [];
    let last: Answer | undefined;
    // Timed to the answer's last byte, read by the benches' HTTP client, as run.ts times its cases.
    for (let i = 0; i < Number(args.iterations ?? 300) + 20; i++) {
      const page = await timed(url);
      last = page.answer;
      if (i >= 20) pages.push(page);
    }
    const line = (name: string, of: { ms: number }[]) => {
      const sorted = of.map((p) => p.ms).sort((a, b) => a - b);
      return `${name}: p50 ${ms(percentile(sorted, 50))} p95 ${ms(percentile(sorted, 95))} p99 ${ms(percentile(sorted, 99))} (n=${sorted.length})`;
    };
    console.log(`${args.query}: ${Buffer.byteLength(last!.text)} bytes`);
    console.log(line('  every page', pages));
    console.log(line('  pages with no collection', pages.filter((p) => p.gc === 0)));
    console.log(line('  pages with one', pages.filter((p) => p.gc > 0)));
    const byKind = new Map<string, number[]>();
    for (const c of collections) byKind.set(c.kind, [...(byKind.get(c.kind) ?? []), c.end - c.start]);
    for (const [kind, times] of byKind) {
      console.log(`  ${kind}: ${times.length}, ${times.reduce((a, b) => a + b, 0).toFixed(0)} ms in all, longest ${Math.max(...times).toFixed(1)} ms`);
    }
  }
} finally {
  client.close();
  await server.close();
  await bench.db.close();
}
