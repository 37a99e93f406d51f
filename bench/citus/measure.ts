/**
 * What a piece of work costs on plain PostgreSQL or on the Citus cluster (bench/citus/run.ts, cross.ts): wall
 * seconds, the API's (or this process's) CPU, the CPU of every backend of the database on every node, and on the
 * cluster the statements Citus ran on one shard and on several (citus_stat_counters on the coordinator).
 */
import pg from 'pg';
import { processCpuMs } from '../support/cpu.ts';

export const PLAIN_URL = process.env.PLAIN_URL ?? 'postgres://postgres@127.0.0.1:9700/citus_bench_plain';
export const CLUSTER_URL = process.env.CLUSTER_URL ?? 'postgres://postgres@127.0.0.1:9700/citus_bench_cluster';
export const WORKERS = (process.env.CITUS_WORKERS ?? '127.0.0.1:9701,127.0.0.1:9702').split(',').filter(Boolean);

/** The rounds, in the order plain, cluster, cluster, plain: the two plain rows are the A/A pair. */
export const ROUNDS: [label: string, url: string, cluster: boolean][] = [
  ['plain A', PLAIN_URL, false], ['cluster A', CLUSTER_URL, true], ['cluster B', CLUSTER_URL, true], ['plain B', PLAIN_URL, false],
];

/** Node URLs of the target's database: the coordinator (or the plain server), then the workers on the cluster. */
export const nodesOf = (url: string, cluster: boolean) => [url, ...(cluster ? WORKERS.map((w) => { const u = new URL(url); u.host = w; return u.toString(); }) : [])];

/** CPU milliseconds of every backend of the database on the nodes (those alive at both reads). */
export async function postgresCpu(urls: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const url of urls) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()');
    await client.end();
    for (const { pid } of rows) out.set(`${url}#${pid}`, processCpuMs(pid) ?? 0);
  }
  return out;
}

export async function shardCounts(url: string, cluster: boolean): Promise<{ single: number; multi: number } | null> {
  if (!cluster) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query('SELECT query_execution_single_shard::int AS single, query_execution_multi_shard::int AS multi FROM citus_stat_counters WHERE name = current_database()');
  await client.end();
  return rows[0] ?? { single: 0, multi: 0 };
}

/** Runs `work` and reports what it cost: wall seconds, API and PostgreSQL CPU, Citus' single- and multi-shard statements. */
export async function measured<T>(url: string, cluster: boolean, apiPid: number | null, work: () => Promise<T>) {
  const nodes = nodesOf(url, cluster);
  const [pgBefore, shardsBefore, apiBefore, selfBefore] = [await postgresCpu(nodes), await shardCounts(url, cluster), apiPid ? processCpuMs(apiPid)! : 0, process.cpuUsage()];
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const pgAfter = await postgresCpu(nodes);
  let postgres = 0;
  for (const [key, ms] of pgAfter) postgres += ms - (pgBefore.get(key) ?? 0);
  const self = process.cpuUsage(selfBefore);
  const api = apiPid ? processCpuMs(apiPid)! - apiBefore : (self.user + self.system) / 1000;
  const after = await shardCounts(url, cluster);
  const shards = after && shardsBefore ? { single: after.single - shardsBefore.single, multi: after.multi - shardsBefore.multi } : null;
  return { result, seconds, api, postgres, shards };
}

