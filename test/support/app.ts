/**
 * A test file's world: a fresh database (PGlite in memory loaded from the migrated template of
 * test/support/pglite-template.ts, or one an earlier file of the process emptied (test/support/empty-tables.ts); or a
 * PostgreSQL database cloned from the migrated template when TEST_DATABASE_URL is set), the app built on it, and
 * helpers to make organizations and tokens.
 */
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { addMember } from '../../src/orgs/members.ts';
import { issueToken } from '../../src/auth/tokens.ts';
import { ALL_SCOPES } from '../../src/auth/scopes.ts';
import type { App } from '../../src/app-types.ts';
import { createTestDatabase, takeTestDatabase } from './postgres.ts';
import { openMigratedPglite } from './pglite-template.ts';
import { emptyTables, givePgliteBack, takePglite, tenantTablesOf, type TenantTables } from './empty-tables.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Storage } from '../../src/storage/index.ts';
import './routes.ts'; // records every route of the apps built here (test/support/routes.ts)
import './xml-answers.ts'; // parses every XML answer of the apps built here (test/support/xml-answers.ts)

export interface TestOrg {
  id: number;
  pk: string;
  url: string;
  userId: number;
  token: string;
}

export interface TestWorld {
  app: App;
  db: Database;
  config: Config;
  createOrg(name?: string): Promise<TestOrg>;
  /** A token for a new member of `org` with the given role and scopes. */
  tokenFor(org: TestOrg, opts?: { scopes?: string[]; role?: 'owner' | 'admin' | 'member' | 'shipper'; expiresInSeconds?: number }): Promise<string>;
  request(method: string, url: string, opts?: { token?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Empties every tenant table (between tests). */
  reset(): Promise<void>;
  close(): Promise<void>;
}

let memberCounter = 0;

/** A cloned database used once: closed and dropped at the world's end, never given to another world. */
const freshTestDatabase = (made: { url: string; drop: () => Promise<void> }) => ({
  url: made.url,
  giveBack: async (db: Database) => { await db.close(); await made.drop(); },
});

/**
 * `storage`: the app's document storage (by default as `env` configures it: disk under a temporary DATA_DIR).
 * `freshDatabase`: a database never written, not one an earlier file emptied, for tests of the planner's choices: an
 * emptied table keeps the pages its rows took (and their statistics once analyzed), which the planner reads as rows.
 */
export async function createWorld(env: Record<string, string> = {}, opts: { storage?: Storage; freshDatabase?: boolean } = {}): Promise<TestWorld> {
  const base = process.env.TEST_DATABASE_URL;
  const pgDb = !base ? null : opts.freshDatabase ? freshTestDatabase(await createTestDatabase(base)) : await takeTestDatabase(base);
  const db = pgDb ? await openDatabase({ databaseUrl: pgDb.url, dataDir: null, poolSize: 4 })
    : opts.freshDatabase ? await openMigratedPglite() : await takePglite();
  // Documents are stored under DATA_DIR: a temporary one per world unless the test names its own.
  const dataDir = env.DATA_DIR ? null : mkdtempSync(join(tmpdir(), 'boxline-test-data-'));
  const config = loadConfig({
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_IN_PROCESS_WORKER: 'false', RATE_LIMIT_PER_SECOND: '0',
    ...(dataDir ? { DATA_DIR: dataDir } : {}),
    // The app's database, as a server's configuration names it (what opens connections of their own reads it: LISTEN).
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}), ...env,
  });
  const app = await buildApp({ config, db, logger: false, storage: opts.storage });
  await app.ready();

  let tenantTables: Promise<TenantTables> | undefined;
  const world: TestWorld = {
    app,
    db,
    config,
    async createOrg(name = 'Test Org') {
      const created = await createOrganizationWithToken(db, { name, ownerEmail: `owner-${++memberCounter}-${Date.now()}@example.test` });
      return { id: created.orgId, pk: created.orgPk, url: created.orgUrl, userId: created.userId, token: created.token };
    },
    async tokenFor(org, opts = {}) {
      const userId = await addMember(db, org.id, `member-${++memberCounter}-${Date.now()}@example.test`, opts.role ?? 'member');
      const { token } = await issueToken(db, { userId, orgId: org.id, scopes: opts.scopes ?? ALL_SCOPES, expiresInSeconds: opts.expiresInSeconds });
      return token;
    },
    request(method, url, opts = {}) {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return app.inject({ method: method as never, url, headers, ...(opts.body === undefined ? {} : { payload: opts.body as never }) });
    },
    async reset() {
      await emptyTables(db, (tenantTables ??= tenantTablesOf(db)));
    },
    async close() {
      await app.close();
      if (pgDb) await pgDb.giveBack(db);
      else if (opts.freshDatabase) await db.close();
      else await givePgliteBack(db);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return world;
}
