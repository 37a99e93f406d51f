/**
 * Prints the Citus commands that distribute the migrated schema (docs/deploy.md): every table listed as global in
 * scripts/distribution.ts becomes a reference table, every other one is distributed by org_id and co-located, each
 * after the tables its foreign keys point at. Reads the database named by DATABASE_URL (migrated first).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/boxline npx tsx scripts/citus-commands.ts
 */
import { openDatabase } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { citusCommands } from './citus-distribute.ts';

const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL || null, dataDir: null });
try {
  await migrate(db);
  console.log((await citusCommands(db)).join('\n'));
} finally {
  await db.close();
}
