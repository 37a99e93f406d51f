// Creates the migrated template database that every PostgreSQL test file clones (`--drop` removes it).
import pg from 'pg';
import { openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import { TEMPLATE_DB, serverUrl, withDatabase } from './postgres.ts';

const base = process.env.TEST_DATABASE_URL!;
const admin = new pg.Client({ connectionString: serverUrl(base) });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
if (process.argv.includes('--drop')) {
  await admin.end();
  process.exit(0);
}
await admin.query(`CREATE DATABASE ${TEMPLATE_DB}`);
await admin.end();
const db = await openDatabase({ databaseUrl: withDatabase(base, TEMPLATE_DB), dataDir: null, poolSize: 1 });
const applied = await migrate(db);
await db.close();
console.log(`template ${TEMPLATE_DB} migrated (${applied.length} migrations)`);
