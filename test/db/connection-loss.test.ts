/**
 * A lost database connection: the PostgreSQL handle survives it (a statement in flight fails with
 * DatabaseUnavailableError, the next one runs on a new connection), and the one error handler answers it 503 with
 * Retry-After, as problem+json on v2 and `{error_message}` on v1. The whole server under load is
 * test/cli/database-loss.test.ts.
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { sql } from '../../src/core/sql.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/database.ts';
import { DatabaseUnavailableError, isConnectionLoss } from '../../src/db/errors.ts';
import { translateDbError } from '../../src/http/db-errors.ts';
import { createTestDatabase, serverUrl } from '../support/postgres.ts';
import { createServer } from 'node:net';

/** A loopback port nothing listens on. */
const freePort = () => new Promise<number>((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port } = srv.address() as { port: number };
    srv.close(() => resolve(port));
  });
});

const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});

describe('a lost database connection', () => {
  it('is told from other errors by what the driver throws', () => {
    for (const lost of [
      driverError('Connection terminated unexpectedly'), driverError('Client has encountered a connection error and is not queryable'),
      driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), driverError('read ECONNRESET', 'ECONNRESET'),
      driverError('terminating connection due to administrator command', '57P01'), driverError('the database system is starting up', '57P03'),
      driverError('connection failure', '08006'),
    ]) {
      assert.equal(isConnectionLoss(lost), true, lost.message);
      const answer = translateDbError(new DatabaseUnavailableError(lost));
      assert.equal(answer?.status, 503, lost.message);
      assert.deepEqual(answer?.headers, { 'Retry-After': '1' });
    }
    for (const other of [driverError('duplicate key', '23505'), driverError('syntax error', '42601'), new TypeError('x is undefined')]) {
      assert.equal(isConnectionLoss(other), false, other.message);
      assert.notEqual(translateDbError(other)?.status, 503, other.message);
    }
  });

  it('answers 503 with Retry-After through the error handler: problem+json on v2, {error_message} on v1', async () => {
    // A PostgreSQL URL where nothing listens: every statement fails to connect, as while PostgreSQL restarts.
    const db = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${await freePort()}/nothing`, dataDir: null });
    const app = await buildApp({ config: loadConfig({ RATE_LIMIT_PER_SECOND: '0' }), db, logger: false });
    try {
      const v2 = await app.inject({ method: 'GET', url: '/api/v2/orgs/', headers: { authorization: 'Bearer bxl_anything' } });
      assert.equal(v2.statusCode, 503, v2.body);
      assert.equal(v2.headers['retry-after'], '1');
      assert.match(String(v2.headers['content-type']), /^application\/problem\+json/);
      assert.equal(v2.json().code, 'service_unavailable');
      const v1 = await app.inject({ method: 'GET', url: '/api/v1/orders/', headers: { authorization: 'Bearer bxl_anything' } });
      assert.equal(v1.statusCode, 503, v1.body);
      assert.equal(v1.headers['retry-after'], '1');
      assert.match(v1.json().error_message, /database is unavailable/);
    } finally {
      await app.close();
      await db.close();
    }
  });

  describe('on PostgreSQL: backends terminated under statements in flight', { skip: process.env.TEST_DATABASE_URL ? false : 'PostgreSQL only (PGlite has no connection to lose)' }, () => {
    const cleanups: (() => Promise<void>)[] = [];
    after(async () => {
      for (const cleanup of cleanups.reverse()) await cleanup();
    });

    it('fails those statements with DatabaseUnavailableError, and the next ones run on new connections', async () => {
      const pgDb = await createTestDatabase(process.env.TEST_DATABASE_URL!);
      cleanups.push(pgDb.drop);
      const db = await openDatabase({ databaseUrl: pgDb.url, dataDir: null, poolSize: 4 });
      cleanups.push(() => db.close());
      const admin = new pg.Client({ connectionString: serverUrl(process.env.TEST_DATABASE_URL!) });
      await admin.connect();
      cleanups.push(() => admin.end());
      const name = new URL(pgDb.url).pathname.slice(1);
      const terminateAll = async () => (await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1`, [name])).rowCount ?? 0;

      await db.exec('CREATE TABLE acknowledged (v int PRIMARY KEY)');
      for (let round = 0; round < 3; round++) {
        // A read, a transaction and a script each waiting on the server when their backends go.
        const read = db.rows(sql`SELECT pg_sleep(10)`);
        const write = db.transaction(async (tx) => {
          await tx.rows(sql`INSERT INTO acknowledged VALUES (${100 + round})`);
          await tx.rows(sql`SELECT pg_sleep(10)`);
        });
        const script = db.exec('SELECT pg_sleep(10)');
        const outcomes = Promise.allSettled([read, write, script]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        assert.ok((await terminateAll()) >= 3);
        for (const outcome of await outcomes) {
          assert.equal(outcome.status, 'rejected');
          assert.ok(outcome.reason instanceof DatabaseUnavailableError, String(outcome.reason));
        }
        // The pool's connections are new ones: this write is acknowledged and kept.
        await db.transaction((tx) => tx.rows(sql`INSERT INTO acknowledged VALUES (${round})`));
        // An idle connection lost too: the pool drops it, or a statement that took it before the news came fails as
        // those in flight do; either way the one after runs.
        await terminateAll();
        const count = () => db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM acknowledged`);
        const counted = await count().catch((err: unknown) => {
          assert.ok(err instanceof DatabaseUnavailableError, String(err));
          return count();
        });
        assert.equal(counted!.n, round + 1);
      }
      const kept = await db.rows<{ v: number }>(sql`SELECT v FROM acknowledged ORDER BY v`);
      assert.deepEqual(kept.map((r) => r.v), [0, 1, 2], 'acknowledged writes kept, the one in flight rolled back');
    });
  });
});
