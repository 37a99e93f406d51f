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
import { parse } from 'csv-parse/sync';

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
      // A statement of rows a chunk (rows=items reads fewer orders a chunk, for about as many rows), and one of its
      // ids before it; then one that finds no more, and one for the orders without a sort key (none for created_at).
      const orders = rows === 'items' ? Math.ceil(8 / ITEMS_PER_ORDER) : 8;
      assert.equal(counts.chunks, Math.ceil(ORDERS / orders), `${rows}: a statement a chunk`);
      assert.equal(counts.ids, counts.chunks + (ORDERS % orders === 0 ? 2 : 1), `${rows}: a statement of ids a chunk`);
      assert.equal(counts.statements, counts.chunks + counts.ids, `${rows}: nothing else, no statement per row`);
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

  it('writes values holding the characters that separate values, reading them again only for XLSX', async () => {
    // An order with items; the tests before this one counted statements of rows that all split.
    const { id, items } = (await world.db.one<{ id: number; items: number }>(sql`
      SELECT order_id::int AS id, count(*)::int AS items FROM items WHERE org_id = ${org.id} GROUP BY order_id ORDER BY count(*) DESC, order_id LIMIT 1`))!;
    await world.db.rows(sql`UPDATE orders SET primary_id = ${'A\u001fB'} WHERE org_id = ${org.id} AND id = ${id}`);
    // Each separator: between values, before an item, before a box (lines.ts), and the CSV's url mark (csv-sql.ts).
    for (const separator of ['\u001f', '\u001e', '\u001d', '\u0001']) {
      await world.db.rows(sql`UPDATE items SET description = ${`x${separator}`} WHERE org_id = ${org.id} AND order_id = ${id}`);
      await world.db.rows(sql`UPDATE boxes SET description = ${`${separator}y`} WHERE org_id = ${org.id} AND order_id = ${id}`);
      for (const rows of ['orders', 'items'] as const) {
        const columns = rows === 'items' ? 'primary_id,boxes.description,boxes.items.description' : 'primary_id';
        const orders = rows === 'items' ? Math.ceil(8 / ITEMS_PER_ORDER) : 8;
        const csv = countingDb(world.db);
        const records = parse(await drain(await orderExport(csv.db, ref(), {}, { format: 'csv', rows, chunk: 8, columns })), { from_line: 2 }) as string[][];
        const want = rows === 'items' ? ['A\u001fB', `${separator}y`, `x${separator}`] : ['A\u001fB'];
        assert.equal(records.filter((r) => JSON.stringify(r) === JSON.stringify(want)).length, rows === 'items' ? items : 1, `${rows}: the values as they are`);
        assert.equal(csv.counts.chunks, Math.ceil(ORDERS / orders), `${rows}: CSV reads nothing again`);
        if (separator === '\u0001') continue;
        // XLSX splits the values in the API: one more statement for that order's row, and with rows=items one for its parts.
        const xlsx = countingDb(world.db);
        await drain(await orderExport(xlsx.db, ref(), {}, { format: 'xlsx', rows, chunk: 8, columns }));
        assert.equal(xlsx.counts.chunks, Math.ceil(ORDERS / orders) + 1, `${rows}: its order read again`);
        assert.equal(xlsx.counts.parts, rows === 'items' ? 1 : 0, `${rows}: its boxes and items read again`);
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
    const records = parse(await drain(await orderExport(world.db, ref(), {}, { format: 'csv', columns: 'primary_id,tags' }))) as string[][];
    assert.deepEqual(records.find((r) => r[0] === primary_id), [primary_id, all], 'every tag, sorted');
  });

  it('checks the query and columns before the first byte', async () => {
    const refused = (param: string) => (e: unknown) => e instanceof OrderQueryRefusal && e.refusal.param === param && e.refusal.at === '';
    await assert.rejects(orderExport(world.db, ref(), { order_by: 'nope' }, { format: 'csv' }), refused('order_by'));
    await assert.rejects(orderExport(world.db, ref(), {}, { format: 'xlsx', columns: 'boxes.weight' }), refused('columns'));
    await assert.rejects(orderExport(world.db, ref(), { q: 'x'.repeat(3000) }, { format: 'csv' }), refused('q'));
  });
});
