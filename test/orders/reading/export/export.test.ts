/**
 * The order export's domain function (src/orders/reading/export/): it reads a chunk at a time, each chunk one
 * statement with its boxes and items, and a reader that goes away stops the reading; its checks come before any byte.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { seedOrganization } from '../../../../src/seed/seed.ts';
import { countingDb } from './fixtures.ts';
import { ITEMS_PER_ORDER, orderExport } from '../../../../src/orders/reading/export/index.ts';
import { OrderQueryRefusal } from '../../../../src/orders/reading/query/refusals.ts';
import { sql } from '../../../../src/core/sql.ts';
import { refreshOrders } from '../../../../src/orders/writing/kept-values.ts';
import { KEPT_TEXT_CHARS } from '../../../../src/catalogue/order.ts';
import { textArray } from '../../../../src/db/sql.ts';

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

  it('reads one statement a chunk of orders, with their boxes and items', async () => {
    for (const rows of ['orders', 'items'] as const) {
      const { db, counts } = countingDb(world.db);
      const text = (await drain(await orderExport(db, ref(), {}, { format: 'csv', rows, chunk: 8 }))).toString();
      // A statement a full chunk, one that comes back short (or empty), and one for the orders without a sort key
      // (none for created_at); rows=items reads fewer orders a chunk, for about as many rows.
      const orders = rows === 'items' ? Math.ceil(8 / ITEMS_PER_ORDER) : 8;
      assert.equal(counts.chunks, Math.floor(ORDERS / orders) + 2, `${rows}: a statement a chunk`);
      assert.equal(counts.statements, counts.chunks, `${rows}: nothing else, no statement per row`);
      const urls = new Set(text.split('\r\n').slice(1, -1).map((line) => line.split(',')[0]));
      assert.equal(urls.size, ORDERS);
    }
  });

  it('writes each item on its own order\'s row, in chunks of any size', async () => {
    for (const chunk of [8, 500]) {
      const text = (await drain(await orderExport(world.db, ref(), {}, { format: 'csv', rows: 'items', chunk, columns: 'url,boxes.url,boxes.items.url' }))).toString();
      const rows = text.split('\r\n').slice(1, -1).map((line) => line.split(','));
      assert.ok(rows.filter(([, , item]) => item).length > ORDERS, 'items');
      for (const [order, box, item] of rows) {
        if (box) assert.ok(box.startsWith(order), `${box} of ${order}`);
        if (item) assert.ok(item.startsWith(box), `${item} of ${box}`);
      }
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

  it('reads again, in one statement, the rows holding a character that separates values', async () => {
    // An order with items; the tests before this one counted statements of rows that all split.
    const { id, items } = (await world.db.one<{ id: number; items: number }>(sql`
      SELECT order_id::int AS id, count(*)::int AS items FROM items WHERE org_id = ${org.id} GROUP BY order_id ORDER BY count(*) DESC, order_id LIMIT 1`))!;
    await world.db.rows(sql`UPDATE orders SET primary_id = ${'A\u001fB'} WHERE org_id = ${org.id} AND id = ${id}`);
    // Each separator: between values, before an item, before a box (lines.ts).
    for (const separator of ['\u001f', '\u001e', '\u001d']) {
      await world.db.rows(sql`UPDATE items SET description = ${`x${separator}`} WHERE org_id = ${org.id} AND order_id = ${id}`);
      await world.db.rows(sql`UPDATE boxes SET description = ${`${separator}y`} WHERE org_id = ${org.id} AND order_id = ${id}`);
      for (const rows of ['orders', 'items'] as const) {
        const { db, counts } = countingDb(world.db);
        const columns = rows === 'items' ? 'primary_id,boxes.description,boxes.items.description' : 'primary_id';
        const lines = (await drain(await orderExport(db, ref(), {}, { format: 'csv', rows, chunk: 8, columns }))).toString().split('\r\n');
        const want = rows === 'items' ? `A\u001fB,${separator}y,x${separator}` : 'A\u001fB';
        assert.equal(lines.filter((line) => line === want).length, rows === 'items' ? items : 1, `${rows}: the values as they are`);
        // As in the first test, one more statement for that order's row, and with rows=items one for its parts.
        const orders = rows === 'items' ? Math.ceil(8 / ITEMS_PER_ORDER) : 8;
        assert.equal(counts.chunks, Math.floor(ORDERS / orders) + 2 + 1, `${rows}: its order read again`);
        assert.equal(counts.parts, rows === 'items' ? 1 : 0, `${rows}: its boxes and items read again`);
      }
    }
  });

  it('writes all the tags of an order whose tags are longer than their kept sort key', async () => {
    const { id, primary_id } = (await world.db.one<{ id: number; primary_id: string }>(sql`
      SELECT id::int AS id, primary_id FROM orders WHERE org_id = ${org.id} ORDER BY id LIMIT 1`))!;
    const tags = Array.from({ length: 20 }, (_, i) => `a-long-tag-${String(i).padStart(2, '0')}`);
    await world.db.transaction(async (tx) => {
      await tx.rows(sql`INSERT INTO order_tags (org_id, order_id, value) SELECT ${org.id}, ${id}, unnest(${textArray(tags)}) ON CONFLICT DO NOTHING`);
      await refreshOrders(tx, org.id, [id]);
    });
    const { all } = (await world.db.one<{ all: string }>(sql`
      SELECT string_agg(value, ', ' ORDER BY value COLLATE "C") AS all FROM order_tags WHERE org_id = ${org.id} AND order_id = ${id}`))!;
    assert.ok(all.length > KEPT_TEXT_CHARS);
    const lines = (await drain(await orderExport(world.db, ref(), {}, { format: 'csv', columns: 'primary_id,tags' }))).toString().split('\r\n');
    assert.ok(lines.includes(`${primary_id},"${all}"`), 'every tag, sorted');
  });

  it('checks the query and columns before the first byte', async () => {
    const refused = (param: string) => (e: unknown) => e instanceof OrderQueryRefusal && e.refusal.param === param && e.refusal.at === '';
    await assert.rejects(orderExport(world.db, ref(), { order_by: 'nope' }, { format: 'csv' }), refused('order_by'));
    await assert.rejects(orderExport(world.db, ref(), {}, { format: 'xlsx', columns: 'boxes.weight' }), refused('columns'));
    await assert.rejects(orderExport(world.db, ref(), { q: 'x'.repeat(3000) }, { format: 'csv' }), refused('q'));
  });
});
