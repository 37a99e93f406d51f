import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { citusWorkers, dropCitusDatabase, onEveryNode } from './citus.ts';

export const TEMPLATE_DB = process.env.BOXLINE_TEST_TEMPLATE ?? 'boxline_test_template';

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The maintenance database on the same server, for CREATE/DROP DATABASE. */
export const serverUrl = (url: string) => withDatabase(url, 'postgres');

export async function createTestDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `boxline_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const workers = citusWorkers();
  if (workers) {
    // On a Citus cluster: a copy of the distributed template on every node (test/support/citus.ts).
    await onEveryNode(base, workers, () => [`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`]);
    return { url: withDatabase(base, name), drop: () => dropCitusDatabase(base, workers, name) };
  }
  const admin = new pg.Client({ connectionString: serverUrl(base) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
  await admin.end();
  return {
    url: withDatabase(base, name),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl(base) });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
