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
import { encodeId } from '../../src/core/ids.ts';
import { loadInChild } from '../support/load-process.ts';
import { ms, percentile } from '../support/stats.ts';
import type { Load, LoadResult } from '../get-order/load.ts';
import { baselineSql } from './baseline.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { cpuMeter, type CpuUsed } from '../support/cpu.ts';

interface Measured { rate: number; p50: number; p95: number; failures: number; rssMax: number; cpu: CpuUsed & { clients: number }; requests: number }

/**
 * The load, with `api`'s resident memory sampled every 50 ms (none for the bare route, which runs in this process),
 * and the CPU the server (the API's process, or this one for the bare route) and PostgreSQL used meanwhile.
 */
async function load(db: Database, urls: string[], headers: Record<string, string>, clients: number, seconds: number, api: ServerProcess | null): Promise<Measured> {
  let rssMax = 0;
  const sampler = setInterval(() => { if (api) rssMax = Math.max(rssMax, api.rss()); }, 50);
  const meter = await cpuMeter(db, api?.pid);
  const { latencies, failures, elapsed, cpu: clientsCpu } = await loadInChild<Load, LoadResult>(new URL('../get-order/load.ts', import.meta.url), { urls, headers, clients, seconds });
  const cpu = { ...await meter.read(), clients: clientsCpu };
  clearInterval(sampler);
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), failures, rssMax, cpu, requests: latencies.length + failures };
}

const line = (name: string, m: Measured, unit: string) =>
  console.log(`${name.padEnd(48)} ${m.rate.toFixed(1).padStart(8)} ${unit}  p50 ${ms(m.p50).padStart(9)}  p95 ${ms(m.p95).padStart(9)}  ` +
    `CPU a request: server ${(m.cpu.api / m.requests).toFixed(2)} ms, PostgreSQL ${m.cpu.postgres === null ? '?' : (m.cpu.postgres / m.requests).toFixed(2)} ms, clients ${(m.cpu.clients / m.requests).toFixed(2)} ms  ` +
    `${m.rssMax ? `API RSS max ${(m.rssMax / 1048576).toFixed(0)} MB` : ''}${m.failures ? `  (${m.failures} failed)` : ''}`);

/** `path`: the organization's order list path; `url`: the database the API process serves; `serverArgs`: its node's. */
export async function runClients(opts: {
  db: Database; url: string; orgId: number; path: string; token: string; clients: number; seconds: number; serverArgs?: string[];
  /** Only the loads whose name matches (--loads). */
  loads?: RegExp;
}): Promise<void> {
  const { db, orgId, clients, seconds } = opts;
  const api = await startServerProcess(opts.url, opts.serverArgs);
  const orders = `${api.origin}${opts.path}`;
  const headers = { authorization: `Bearer ${opts.token}` };
  // The bare route: no token, no query for ids, no rendering: the one statement's text as PostgreSQL builds it.
  const bare = Fastify();
  const baseline = sql.raw(baselineSql(orgId, 100));
  // Sent as a Buffer, its cheapest form (src/core/text-buffer.ts says why).
  bare.get('/page', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(Buffer.from((await db.one<{ body: string }>(baseline))!.body)));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  const address = bare.server.address();
  const bareUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/page`;
  try {
    console.log(`\n--clients ${clients}: ${seconds} s each, clients in a process of their own; load average before ${loadavg().map((l) => l.toFixed(2)).join(' ')}` +
      `; API process RSS before ${(api.rss() / 1048576).toFixed(0)} MB`);
    const wanted = (name: string) => !opts.loads || opts.loads.test(name);
    const ids = await db.rows<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${orgId} ORDER BY created_at DESC, id DESC LIMIT 1000`);
    const one = ids.map((r) => `${orders}${encodeId(Number(r.id))}/?expand=boxes,items`);
    const run = async (name: string, urls: string[], unit: string, server: ServerProcess | null = api, hdrs: Record<string, string> = headers) => {
      if (!wanted(name)) return null;
      // A second of the same load first, unmeasured: a server in service has compiled its hot paths.
      await loadInChild<Load, LoadResult>(new URL('../get-order/load.ts', import.meta.url), { urls, headers: hdrs, clients, seconds: 1 });
      const m = await load(db, urls, hdrs, clients, seconds, server);
      line(name, m, unit);
      return m;
    };
    const stored = await run('page of 100, expand=boxes,items (stored)', [`${orders}?limit=100&expand=boxes,items`], 'pages/s');
    const base = await run('  bare route, one-statement SQL', [bareUrl], 'pages/s', null, {});
    if (stored && base) console.log(`  ratio (stored / bare route): ${(stored.rate / base.rate).toFixed(2)}x pages/s`);
    await run('GET one order, expand=boxes,items', one, 'req/s  ');
    await run('  GET one order, not expanded', ids.map((r) => `${orders}${encodeId(Number(r.id))}/`), 'req/s  ');
    // Again, so that what ran before (a warming process, the pages) weighs on neither form alone.
    await run('GET one order, expand=boxes,items (again)', one, 'req/s  ');
    await run('page of 1,000, expand=boxes,items (streamed)', [`${orders}?limit=1000&expand=boxes,items`], 'pages/s');
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  } finally {
    await bare.close();
    await api.close();
  }
}
