/**
 * The order export's domain function (src/orders/reading/export/): it reads a chunk at a time, each chunk one statement
 * with its items, and a reader that goes away stops the reading; its checks come before any byte.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { seedOrganization } from '../../../../src/seed/seed.ts';
import { countingDb } from './fixtures.ts';
import { ITEMS_PER_ORDER, orderExport } from '../../../../src/orders/reading/export/index.ts';
import { ApiError } from '../../../../src/core/errors.ts';
import { sql } from '../../../../src/core/sql.ts';

/** Reads the first piece of a stream. */
const firstPiece = (stream: Readable) => new Promise<Buffer>((resolve, reject) => {
  stream.once('data', (piece: Buffer) => { stream.pause(); resolve(piece); }).once('error', reject);
});

const drain = async (stream: Readable) => { const pieces: Buffer[] = []; for await (const p of stream) pieces.push(p as Buffer); return Buffer.concat(pieces); };

describe('orderExport', () => {
  let world: TestWorld;
  let org: TestOrg;
  const ORDERS = 30;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    await seedOrganization(world.db, org.id, { orders: ORDERS });
  });
  after(() => world.close());
  const ref = () => ({ id: org.id });

  it('reads one statement a chunk of orders, and one for their boxes and items', async () => {
    for (const rows of ['orders', 'items'] as const) {
      const { db, counts } = countingDb(world.db);
      const text = (await drain(await orderExport(db, ref(), {}, { format: 'csv', rows, chunk: 8 }))).toString();
      // A statement a full chunk, one that comes back short (or empty), and one for the orders without a sort key
      // (none for created_at); rows=items reads fewer orders a chunk, for about as many rows.
      const orders = rows === 'items' ? Math.ceil(8 / ITEMS_PER_ORDER) : 8;
      assert.equal(counts.chunks, Math.floor(ORDERS / orders) + 2, `${rows}: a statement a chunk`);
      // rows=items: a second statement a chunk that read orders (all but the two that came back empty).
      assert.equal(counts.parts, rows === 'items' ? counts.chunks - 2 : 0, `${rows}: the boxes and items a chunk`);
      assert.equal(counts.statements, counts.chunks + counts.parts, `${rows}: nothing else, no statement per row`);
      const urls = new Set(text.split('\r\n').slice(1, -1).map((line) => line.split(',')[0]));
      assert.equal(urls.size, ORDERS);
    }
  });

  it('stops reading when its reader goes away', async () => {
    for (const format of ['csv', 'xlsx'] as const) {
      const { db, counts } = countingDb(world.db, 5);
      const stream = await orderExport(db, ref(), {}, { format, rows: 'items', chunk: 2 });
      await firstPiece(stream);
      stream.destroy();
      const atClose = counts.chunks;
      await sleep(200);
      assert.ok(counts.chunks <= atClose + 1, `${format}: at most the chunk being read when it closed (${atClose} -> ${counts.chunks})`);
      assert.ok(counts.chunks < ORDERS / 2, `${format}: not every chunk (${counts.chunks})`);
    }
  });

  it('reads again, in one statement, the rows holding the character that separates values', async () => {
    // An order with items; the tests before this one counted statements of rows that all split.
    const { id, items } = (await world.db.one<{ id: number; items: number }>(sql`
      SELECT order_id::int AS id, count(*)::int AS items FROM items WHERE org_id = ${org.id} GROUP BY order_id ORDER BY count(*) DESC, order_id LIMIT 1`))!;
    await world.db.rows(sql`UPDATE orders SET primary_id = ${'A\u001fB'} WHERE org_id = ${org.id} AND id = ${id}`);
    await world.db.rows(sql`UPDATE items SET description = ${'x\u001f'} WHERE org_id = ${org.id} AND order_id = ${id}`);
    await world.db.rows(sql`UPDATE boxes SET description = ${'y\u001f'} WHERE org_id = ${org.id} AND order_id = ${id}`);
    for (const rows of ['orders', 'items'] as const) {
      const { db, counts } = countingDb(world.db);
      const columns = rows === 'items' ? 'primary_id,boxes.description,boxes.items.description' : 'primary_id';
      const lines = (await drain(await orderExport(db, ref(), {}, { format: 'csv', rows, chunk: 8, columns }))).toString().split('\r\n');
      assert.equal(lines.filter((line) => line === (rows === 'items' ? 'A\u001fB,y\u001f,x\u001f' : 'A\u001fB')).length, rows === 'items' ? items : 1, `${rows}: the values as they are`);
      // As in the first test, and one more statement for that order's row, and with rows=items one for its parts.
      const orders = rows === 'items' ? Math.ceil(8 / ITEMS_PER_ORDER) : 8;
      assert.equal(counts.chunks, Math.floor(ORDERS / orders) + 2 + 1, `${rows}: its order read again`);
      assert.equal(counts.parts, rows === 'items' ? Math.floor(ORDERS / orders) + 1 : 0, `${rows}: its boxes and items read again`);
    }
  });

  it('checks the query and columns before the first byte', async () => {
    await assert.rejects(orderExport(world.db, ref(), { order_by: 'nope' }, { format: 'csv' }), (e: ApiError) => 'order_by' in (e.errors ?? {}));
    await assert.rejects(orderExport(world.db, ref(), {}, { format: 'xlsx', columns: 'boxes.weight' }), (e: ApiError) => 'columns' in (e.errors ?? {}));
    await assert.rejects(orderExport(world.db, ref(), { q: 'x'.repeat(3000) }, { format: 'csv' }), (e: ApiError) => 'q' in (e.errors ?? {}));
  });
});
