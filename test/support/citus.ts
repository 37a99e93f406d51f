/**
 * The PostgreSQL half of the suite on a Citus cluster (docs/deploy.md, "A local cluster"): TEST_DATABASE_URL names
 * the coordinator and TEST_CITUS_WORKERS its workers (`127.0.0.1:9701,127.0.0.1:9702`). The template is migrated
 * and distributed once (scripts/citus-distribute.ts); each test file's database is then a copy of it made on every
 * node from that node's own copy of the template (shards and metadata alike), since Citus does not propagate
 * `CREATE DATABASE ... TEMPLATE`. The template takes no connections once made, so that nothing (Citus' maintenance
 * daemon among others) holds it while it is copied.
 */
import pg from 'pg';
import { withDatabase } from './postgres.ts';

/** The workers' host:port, or null when the suite runs on plain PostgreSQL. */
export function citusWorkers(): string[] | null {
  const list = process.env.TEST_CITUS_WORKERS?.split(',').map((w) => w.trim()).filter(Boolean);
  return list?.length ? list : null;
}

/**
 * Shards per distributed table in the test template (TEST_CITUS_SHARD_COUNT, default 4; Citus' own default is 32):
 * still several shards on each of two workers, so that a statement not routed to one shard shows, but an eighth of
 * the files. Each test file's database is copied from the template and dropped on every node, and a drop's
 * checkpoint syncs every file of the copy: with 32 shards (5,738 files on a worker) the drops cost a test file
 * about 100 s on a 2-core machine.
 */
export function citusShardCount(): number {
  const n = Number(process.env.TEST_CITUS_SHARD_COUNT ?? 4);
  if (!Number.isInteger(n) || n < 1) throw new Error(`TEST_CITUS_SHARD_COUNT must be a whole number of shards, not ${process.env.TEST_CITUS_SHARD_COUNT}`);
  return n;
}

/** The maintenance database of each node: the coordinator's (from `base`), then every worker's. */
function nodeUrls(base: string, workers: readonly string[]): string[] {
  const coordinator = withDatabase(base, 'postgres');
  return [coordinator, ...workers.map((w) => {
    const u = new URL(coordinator);
    u.host = w;
    return u.toString();
  })];
}

async function onNode(url: string, statements: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Runs the statements in the maintenance database of every node, the nodes at once: a test file's database is
 * copied and dropped on three servers, and a drop waits mostly for its checkpoint's file syncs, not for a core.
 */
export async function onEveryNode(base: string, workers: readonly string[], statements: (node: number) => readonly string[]): Promise<void> {
  await Promise.all(nodeUrls(base, workers).map((url, i) => onNode(url, statements(i))));
}

/** A new empty Citus database: created on every node, the extension in each, the workers added on the coordinator. */
export async function createCitusDatabase(base: string, workers: readonly string[], name: string): Promise<void> {
  await onEveryNode(base, workers, () => [`CREATE DATABASE ${name}`]);
  const urls = nodeUrls(base, workers);
  for (const url of urls) await onNode(withDatabase(url, name), ['CREATE EXTENSION citus']);
  const coordinator = new URL(base);
  await onNode(withDatabase(base, name), [
    `SELECT citus_set_coordinator_host('${coordinator.hostname}', ${Number(coordinator.port || 5432)})`,
    ...workers.map((w) => { const [host, port] = w.split(':'); return `SELECT citus_add_node('${host}', ${Number(port)})`; }),
  ]);
}

/** The template takes no more connections, and those it has (the maintenance daemon's) are ended, on every node. */
export async function closeTemplate(base: string, workers: readonly string[], name: string): Promise<void> {
  await onEveryNode(base, workers, () => [
    `ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${name}' AND pid <> pg_backend_pid()`,
  ]);
}

/**
 * Drops a database on every node (the template must take connections again first: ALLOW_CONNECTIONS true). A drop
 * WITH (FORCE) still fails when a connection arrives while it ends the others ("is being accessed by other users":
 * Citus' maintenance daemon or a worker's connection back to the coordinator); it is tried again a few times.
 */
export async function dropCitusDatabase(base: string, workers: readonly string[], name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await onEveryNode(base, workers, () => [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      return;
    } catch (err) {
      if ((err as { code?: string }).code !== '55006' || attempt >= 5) throw err;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
