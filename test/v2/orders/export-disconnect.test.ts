/**
 * A client that disconnects in the middle of an export stops it: over a real port, the server reads no further
 * chunk of orders once the connection is gone (the statements an export runs are counted on the app's database
 * handle; on PostgreSQL, no export statement is left running either).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import http, { type IncomingMessage } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from '../../../src/core/sql.ts';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import type { App } from '../../../src/app-types.ts';
import { seedOrganization } from '../../../src/seed/seed.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { countingDb } from '../../orders/reading/export/fixtures.ts';
import { CHUNKS_AHEAD } from '../../../src/orders/reading/export/read.ts';

describe('an export whose client disconnects', () => {
  let world: TestWorld;
  let org: TestOrg;
  let app: App;
  let origin: string;
  let counts: { statements: number; chunks: number };
  const ORDERS = 40;
  const CHUNK = 2;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    await seedOrganization(world.db, org.id, { orders: ORDERS });
    // The app over a handle that counts its statements, each a little late, so that the export takes a while.
    const counting = countingDb(world.db, 20);
    counts = counting.counts;
    app = await buildApp({
      config: loadConfig({ ...process.env, RATE_LIMIT_PER_SECOND: '0', WEBHOOK_IN_PROCESS_WORKER: 'false', DATA_DIR: world.config.dataDir, EXPORT_CHUNK_ORDERS: String(CHUNK) }),
      db: counting.db, logger: false,
    });
    origin = await app.listen({ host: '127.0.0.1', port: 0 });
  });
  after(async () => { await app.close(); await world.close(); });

  for (const format of ['csv', 'xlsx']) {
    it(`stops reading orders for ${format}`, async () => {
      // A plain socket read until the first bytes, then closed: the client went away.
      const socket = await new Promise<IncomingMessage>((resolve, reject) => {
        http.get(`${origin}${org.url}orders/export.${format}?rows=items`, { headers: { authorization: `Bearer ${org.token}` }, agent: false }, resolve).on('error', reject);
      });
      assert.equal(socket.statusCode, 200);
      const first = await new Promise<Buffer>((resolve) => socket.once('data', resolve));
      assert.ok(first.length > 0, 'the first bytes came');
      socket.destroy();
      const atAbort = counts.chunks;
      await sleep(400);
      const later = counts.chunks;
      await sleep(200);
      assert.equal(counts.chunks, later, 'no chunk read any more');
      // In flight when the client went: the chunks read ahead (CHUNKS_AHEAD) and the one the stream had asked for.
      assert.ok(later <= atAbort + CHUNKS_AHEAD + 1, `at most the chunks in flight when the client went (${atAbort} -> ${later})`);
      assert.ok(later < ORDERS / CHUNK, `not every chunk was read (${later} of ${ORDERS / CHUNK})`);
      if (process.env.TEST_DATABASE_URL) {
        const running = await world.db.rows(sql`
          SELECT query FROM pg_stat_activity WHERE datname = current_database() AND state = 'active' AND query LIKE '%JOIN orders o ON%' AND pid <> pg_backend_pid()`);
        assert.deepEqual(running, [], 'no export statement left running');
      }
      counts.chunks = 0;
    });
  }
});
