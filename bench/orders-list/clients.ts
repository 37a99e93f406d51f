/**
 * The orders-list bench's --clients mode: `clients` concurrent clients in a process of their own (the get-order
 * load, bench/get-order/load.ts) for `seconds` each against: a page of 100 expanded orders from the stored renders
 * (the API), the bare route (a plain Fastify route on its own port sending the one-statement SQL's text,
 * baseline.ts), GET of one order expanded and not (random ones of the page's first 1,000), and pages of 1,000
 * expanded orders (streamed). The API runs in a process of its own (bench/support/server-process.ts), whose resident
 * memory is sampled meanwhile; the bare route runs in the bench's process.
 */
import Fastify from 'fastify';
import { loadavg } from 'node:os';
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { loadInChild } from '../support/load-process.ts';
import { ms, percentile } from '../support/stats.ts';
import type { Load, LoadResult } from '../get-order/load.ts';
import { baselineSql } from './baseline.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

interface Measured { rate: number; p50: number; p95: number; failures: number; rssMax: number }

/** The load, with `api`'s resident memory sampled every 50 ms (none for the bare route). */
async function load(urls: string[], headers: Record<string, string>, clients: number, seconds: number, api: ServerProcess | null): Promise<Measured> {
  let rssMax = 0;
  const sampler = setInterval(() => { if (api) rssMax = Math.max(rssMax, api.rss()); }, 50);
  const { latencies, failures, elapsed } = await loadInChild<Load, LoadResult>(new URL('../get-order/load.ts', import.meta.url), { urls, headers, clients, seconds });
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), failures, rssMax };
}

const line = (name: string, m: Measured, unit: string) =>
  console.log(`${name.padEnd(48)} ${m.rate.toFixed(1).padStart(8)} ${unit}  p50 ${ms(m.p50).padStart(9)}  p95 ${ms(m.p95).padStart(9)}  ` +
    `${m.rssMax ? `API RSS max ${(m.rssMax / 1048576).toFixed(0)} MB` : ''}${m.failures ? `  (${m.failures} failed)` : ''}`);

/** `path`: the organization's order list path; `url`: the database the API process serves; `serverArgs`: its node's. */
export async function runClients(opts: {
  db: Database; url: string; orgId: number; path: string; token: string; clients: number; seconds: number; serverArgs?: string[];
}): Promise<void> {
  const { db, orgId, clients, seconds } = opts;
  const api = await startServerProcess(opts.url, opts.serverArgs);
  const orders = `${api.origin}${opts.path}`;
  const headers = { authorization: `Bearer ${opts.token}` };
  // The bare route: no token, no query for ids, no rendering: the one statement's text as PostgreSQL builds it.
  const bare = Fastify();
  const baseline = sql.raw(baselineSql(orgId, 100));
  bare.get('/page', async (_request, reply) => reply.type('application/json; charset=utf-8').send((await db.one<{ body: string }>(baseline))!.body));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/page`;
  try {
    console.log(`\n--clients ${clients}: ${seconds} s each, clients in a process of their own; load average before ${loadavg().map((l) => l.toFixed(2)).join(' ')}` +
      `; API process RSS before ${(api.rss() / 1048576).toFixed(0)} MB`);
    const stored = await load([`${orders}?limit=100&expand=boxes,items`], headers, clients, seconds, api);
    line('page of 100, expand=boxes,items (stored)', stored, 'pages/s');
    const base = await load([bareUrl], {}, clients, seconds, null);
    line('  bare route, one-statement SQL', base, 'pages/s');
    console.log(`  ratio (stored / bare route): ${(stored.rate / base.rate).toFixed(2)}x pages/s`);
    const ids = await db.rows<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${orgId} ORDER BY created_at DESC, id DESC LIMIT 1000`);
    const { encodeId } = await import('../../src/core/ids.ts');
    const one = await load(ids.map((r) => `${orders}${encodeId(Number(r.id))}/?expand=boxes,items`), headers, clients, seconds, api);
    line('GET one order, expand=boxes,items', one, 'req/s  ');
    const flat = await load(ids.map((r) => `${orders}${encodeId(Number(r.id))}/`), headers, clients, seconds, api);
    line('  GET one order, not expanded', flat, 'req/s  ');
    // Again, so that what ran before (a warming process, the pages) weighs on neither form alone.
    line('GET one order, expand=boxes,items (again)', await load(ids.map((r) => `${orders}${encodeId(Number(r.id))}/?expand=boxes,items`), headers, clients, seconds, api), 'req/s  ');
    const big = await load([`${orders}?limit=1000&expand=boxes,items`], headers, clients, seconds, api);
    line('page of 1,000, expand=boxes,items (streamed)', big, 'pages/s');
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await bare.close();
    await api.close();
  }
}
