/**
 * A benchmark's own PostgreSQL database: created on the server named by DATABASE_URL (default the local
 * one), migrated, and dropped when the benchmark ends.
 */
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';

/**
 * DATABASE_URL, else the local server: through its Unix socket when there is one, as a same-host deployment
 * should connect (see README, "Running on PostgreSQL"), else over TCP.
 */
export const SERVER_URL = process.env.DATABASE_URL
  || (existsSync('/var/run/postgresql/.s.PGSQL.5432') ? 'postgres://postgres@%2Fvar%2Frun%2Fpostgresql/postgres' : 'postgres://postgres@127.0.0.1:5432/postgres');

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface BenchDatabase {
  name: string;
  url: string;
  db: Database;
  drop(): Promise<void>;
}

/** `prefix`: the database's name starts with it (default boxline_bench), e.g. a branch's name so that benches running side by side do not collide. */
export async function createBenchDatabase(opts: { poolSize?: number; keep?: string; prefix?: string } = {}): Promise<BenchDatabase> {
  const name = opts.keep || `${opts.prefix ?? 'boxline_bench'}_${process.pid}_${randomBytes(3).toString('hex')}`;
  if (!opts.keep) await admin(`CREATE DATABASE ${name}`);
  const url = withDatabase(SERVER_URL, name);
  const db = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: opts.poolSize ?? 10 });
  await migrate(db);
  return {
    name,
    url,
    db,
    drop: async () => {
      await db.close();
      if (!opts.keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
