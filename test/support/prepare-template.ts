// Makes the migrated template every test file's database starts from (`--drop` removes it); scripts/test.mjs runs it.
// PostgreSQL (TEST_DATABASE_URL set): a template database that each file clones (test/support/postgres.ts).
// PGlite: a dump of a migrated data directory in the file BOXLINE_TEST_PGLITE_TEMPLATE, loaded into each file's
// in-memory database (test/support/pglite-template.ts), instead of each file running every migration again.
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { TEMPLATE_DB, serverUrl, withDatabase } from './postgres.ts';
import { PGLITE_TEMPLATE_ENV } from './pglite-template.ts';
import { citusShardCount, citusWorkers, closeTemplate, createCitusDatabase, dropCitusDatabase, onEveryNode } from './citus.ts';
import { citusCommands } from '../../scripts/citus-distribute.ts';

const drop = process.argv.includes('--drop');
const base = process.env.TEST_DATABASE_URL;
const workers = citusWorkers();
if (base && workers) {
  // A Citus cluster: the template migrated and distributed once, then closed (test/support/citus.ts).
  await onEveryNode(base, workers, () => [`ALTER DATABASE ${TEMPLATE_DB} WITH ALLOW_CONNECTIONS true`]).catch(() => undefined);
  await dropCitusDatabase(base, workers, TEMPLATE_DB);
  if (drop) process.exit(0);
  await createCitusDatabase(base, workers, TEMPLATE_DB);
  // Few shards per table (citusShardCount): every test file's copy and drop of the template costs by its files.
  await onEveryNode(base, workers, (node) => (node === 0 ? [`ALTER DATABASE ${TEMPLATE_DB} SET citus.shard_count = ${citusShardCount()}`] : []));
  const db = await openDatabase({ databaseUrl: withDatabase(base, TEMPLATE_DB), dataDir: null, poolSize: 1 });
  const applied = await migrate(db);
  for (const command of await citusCommands(db)) await db.exec(command);
  await db.close();
  await closeTemplate(base, workers, TEMPLATE_DB);
  console.log(`Citus template ${TEMPLATE_DB} migrated (${applied.length} migrations) and distributed`);
} else if (base) {
  const admin = new pg.Client({ connectionString: serverUrl(base) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
  if (drop) {
    await admin.end();
    process.exit(0);
  }
  await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await admin.end();
  const db = await openDatabase({ databaseUrl: withDatabase(base, TEMPLATE_DB), dataDir: null, poolSize: 1 });
  const applied = await migrate(db);
  await db.close();
  console.log(`template ${TEMPLATE_DB} migrated (${applied.length} migrations)`);
} else {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (!file) throw new Error(`${PGLITE_TEMPLATE_ENV} names the file the PGlite template is written to`);
  if (drop) {
    rmSync(file, { force: true });
    process.exit(0);
  }
  // Migrated on disk through the app's own openDatabase, then dumped by PGlite itself.
  const dataDir = mkdtempSync(join(tmpdir(), 'boxline-pglite-template-'));
  try {
    const db = await openDatabase({ databaseUrl: null, dataDir });
    const applied = await migrate(db);
    await db.close();
    const pglite = new PGlite({ dataDir, extensions: { btree_gin } });
    await pglite.waitReady;
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    console.log(`PGlite template migrated (${applied.length} migrations)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
