/**
 * The order writer's import command (`importOrders`, src/orders/writing/steps/import.ts and batch.ts), applied by
 * applyOrderCommands with a real database: a page of whole orders as `boxline import` writes it (rows converted
 * before, timestamps the source's), new or replacing an order under its id, with documents and relations, under the
 * writer's one lock and with its one end (renders, events).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { columnsOf, typed, type Columns } from '../../../../src/core/fields/index.ts';
import { BOX_FIELDS, BOX_SHAPE } from '../../../../src/catalogue/box.ts';
import { ITEM_FIELDS, ITEM_SHAPE } from '../../../../src/catalogue/item.ts';
import { ORDER_SHAPE } from '../../../../src/catalogue/order.ts';
import { parseValues } from '../../../../src/wire/values.ts';
import { noteColumns } from '../../../../src/notes/table.ts';
import { TableRows } from '../../../../src/db/rows.ts';
import { encodeId } from '../../../../src/core/ids.ts';
import { orderUrl } from '../../../../src/core/urls.ts';
import { listedRemovals, reserveUpload } from '../../../../src/storage/removals.ts';
import { orderColumns } from '../../../../src/orders/writing/order-columns.ts';
import type { OrderPage, PageOrder } from '../../../../src/orders/writing/batch.ts';
import type { DocumentFile } from '../../../../src/orders/writing/commands.ts';
import { CommandBench, useCommandBench } from './support.ts';
import { countingDb } from '../../../support/counting-db.ts';
import { applyOrderCommands } from '../../../../src/orders/writing/apply.ts';

let bench: CommandBench;
useCommandBench((b) => {
  bench = b;
});

/** A source order as the test writes it: its boxes' item quantities, a box's delivery and documents. */
interface SourceOrder {
  primaryId: string;
  at: string;
  replaces?: number;
  boxes: { items: number[]; deliveredAt?: string; documents?: string[] }[];
  note?: string;
  tags?: string[];
}

const AT = '2024-03-01T10:00:00.000Z';
const file = (name: string): DocumentFile => ({ key: `${bench.org.id}/${name}`, fileName: name, contentType: 'application/pdf', size: 10 });
const stamped = (columns: Columns, at: string) => Object.assign(columns, { created_at: typed(at, 'timestamptz'), updated_at: typed(at, 'timestamptz') });

/** A page of `orders` as the import converts them (src/import/orders.ts), with `relations`. */
function pageOf(orders: SourceOrder[], relations: OrderPage['relations'] = []): OrderPage {
  const rows = { orders: new TableRows(), boxes: new TableRows(), items: new TableRows(), notes: new TableRows() };
  const own = { full: true, newRow: true, errors: {} };
  return {
    rows,
    relations,
    orders: orders.map((o): PageOrder => ({
      replaces: o.replaces ?? null,
      order: rows.orders.add(Object.assign(stamped(orderColumns(parseValues(ORDER_SHAPE, { primary_id: o.primaryId }), 'create'), o.at), { nested_updated_at: typed(o.at, 'timestamptz') })),
      boxes: o.boxes.map((box, i) => ({
        row: rows.boxes.add(stamped(columnsOf(BOX_FIELDS, parseValues(BOX_SHAPE, { delivered_at: box.deliveredAt ?? null }), { ...own, path: `boxes[${i}]` }), o.at)),
        items: box.items.map((quantity, j) => rows.items.add(stamped(columnsOf(ITEM_FIELDS, parseValues(ITEM_SHAPE, { quantity, part_number: `${o.primaryId}-${i}-${j}` }), own), o.at))),
        documents: (box.documents ?? []).map((name) => ({ kind: 'label', purpose: null, file: file(name) })),
      })),
      notes: o.note ? [rows.notes.add(stamped(noteColumns({ content: o.note }, { full: true }), o.at))] : [],
      tags: o.tags ?? [],
      tagsAt: o.at,
    })),
  };
}

const importPage = (page: OrderPage, notify = true) => bench.apply([{ type: 'importOrders', page }] as const, { notify });

async function nestedUpdatedAt(orderId: number): Promise<string> {
  const [row] = await bench.db.rows<{ at: string }>(sql`
    SELECT to_char(nested_updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM orders WHERE org_id = ${bench.org.id} AND id = ${orderId}`);
  return row.at;
}

describe('order commands: importOrders', () => {
  it('writes new orders whole, their timestamps the source\'s, with documents and relations; one put of each order written or related', async () => {
    const before = await bench.makeOrder();
    const kept = await nestedUpdatedAt(before.orderId);
    await reserveUpload(bench.db, file('a.pdf').key);
    const mark = await bench.eventMark();
    const page = pageOf([
      { primaryId: 'IMP-A', at: AT, boxes: [{ items: [2, 1], documents: ['a.pdf'] }, { items: [] }], note: 'from the source', tags: ['b', 'a'] },
      { primaryId: 'IMP-B', at: AT, boxes: [{ items: [4] }] },
    ], [
      { from: { page: 0 }, to: { page: 1 }, kind: 'split-child' },
      { from: { page: 0 }, to: { id: before.orderId }, kind: 'return-child' },
    ]);
    const { results: [{ orderIds: [a, b], boxIds, removedFiles }], orders } = await importPage(page);
    assert.deepEqual([boxIds.map((ids) => ids.length), removedFiles], [[2, 1], []]);

    const [renderA, renderB, renderBefore] = await bench.assertPuts(mark, orders, a, b, before.orderId);
    assert.deepEqual(renderA.boxes.map((box) => box.items.map((item) => [item.quantity, item.part_number])), [[[2, 'IMP-A-0-0'], [1, 'IMP-A-0-1']], []]);
    assert.deepEqual(renderA.boxes[0].shipping_docs.map((d) => d.kind), ['label']);
    assert.deepEqual([renderA.tags, renderA.notes.map((n) => n.content)], [['a', 'b'], ['from the source']]);
    assert.deepEqual(renderA.relations.map((r) => [r.kind, r.order]).sort(),
      [['return-child', orderUrl(bench.org.id, before.orderId)], ['split-child', orderUrl(bench.org.id, b)]]);
    assert.deepEqual(renderB.relations, [{ kind: 'split-parent', order: orderUrl(bench.org.id, a) }]);
    assert.deepEqual(renderBefore.relations, [{ kind: 'return-parent', order: orderUrl(bench.org.id, a) }]);
    // The source's timestamps stay; the order it only related keeps its own.
    assert.deepEqual([await nestedUpdatedAt(a), await nestedUpdatedAt(b), await nestedUpdatedAt(before.orderId)], [AT, AT, kept]);
    assert.ok(!(await listedRemovals(bench.db)).includes(file('a.pdf').key), 'the document\'s file is kept with its row');
  });

  it('replaces an order under its id: its parts and documents go (their files answered), the orders related to it hear a put, order-delivered once', async () => {
    const first = pageOf([
      { primaryId: 'IMP-A', at: AT, boxes: [{ items: [1], documents: ['old.pdf'] }] },
      { primaryId: 'IMP-B', at: AT, boxes: [{ items: [1] }] },
    ], [{ from: { page: 0 }, to: { page: 1 }, kind: 'split-child' }]);
    const { results: [{ orderIds: [a, b] }] } = await importPage(first);
    const delivered = '2024-03-02T10:00:00.000Z';
    const again = (files: string[]) => pageOf([{ primaryId: 'IMP-A2', at: delivered, replaces: a, boxes: [{ items: [3], deliveredAt: delivered, documents: files }] }],
      [{ from: { page: 0 }, to: { id: b }, kind: 'split-child' }]);

    let mark = await bench.eventMark();
    const { results: [{ orderIds, removedFiles }] } = await importPage(again(['new.pdf']));
    assert.deepEqual(orderIds, [a], 'written again under its id');
    assert.deepEqual(removedFiles, [file('old.pdf').key]);
    assert.ok((await listedRemovals(bench.db)).includes(file('old.pdf').key), 'the replaced document\'s file is listed for removal');
    const heard = async () => (await bench.eventsAfter(mark)).map((e) => `${e.entity} ${e.action} ${e.object_pk}`).sort();
    assert.deepEqual(await heard(), [`order-delivered put ${encodeId(a)}`, `orders put ${encodeId(a)}`, `orders put ${encodeId(b)}`]);
    const render = (await bench.storedRender(a)) as unknown as { primary_id: string; boxes: { items: { quantity: number }[] }[] };
    assert.deepEqual([render.primary_id, render.boxes.map((box) => box.items.map((item) => item.quantity))], ['IMP-A2', [[3]]]);
    assert.deepEqual(await bench.counts().then((c) => [c.orders, c.boxes, c.items]), [2, 2, 2], 'the old parts went with it');

    // Delivered before: written again, it hears no second order-delivered.
    mark = await bench.eventMark();
    await importPage(again([]));
    assert.deepEqual(await heard(), [`orders put ${encodeId(a)}`, `orders put ${encodeId(b)}`]);
  });

  it('renders a page of new orders without documents from its rows, reading no documents or tracking: seven statements', async () => {
    const page = pageOf([{ primaryId: 'N-1', at: AT, boxes: [{ items: [1, 2] }], tags: ['x'] }, { primaryId: 'N-2', at: AT, boxes: [{ items: [3] }, { items: [] }] }]);
    const sent = await bench.db.transaction(async (tx) => {
      const counted = countingDb(tx);
      await applyOrderCommands(counted.db, bench.ref, [{ type: 'importOrders', page }] as const, { notify: false });
      return counted.count();
    });
    // Ids drawn, the slice, the counts; the orders read back, their boxes and items; their renders stored.
    assert.equal(sent, 7);
  });

  it('stores the renders of a page that does not notify, and sends nothing', async () => {
    const mark = await bench.eventMark();
    const { results: [{ orderIds: [a] }], orders } = await importPage(pageOf([{ primaryId: 'QUIET', at: AT, boxes: [] }]), false);
    assert.deepEqual([orders.size, (await bench.eventsAfter(mark)).length], [1, 0]);
    assert.equal((await bench.storedRender(a))?.primary_id, 'QUIET');
  });

  it('refuses an order to replace or relate to that is not there, or is another organization\'s: nothing written', async () => {
    const { orderId: foreign } = await new CommandBench(bench.world, await bench.world.createOrg('Other')).makeOrder();
    const { orderId } = await bench.makeOrder();
    await bench.assertRefused(orderId, [{ type: 'importOrders', page: pageOf([{ primaryId: 'X', at: AT, replaces: foreign, boxes: [] }]) }],
      { kind: 'missing', part: 'order' });
    await bench.assertRefused(orderId, [{ type: 'importOrders', page: pageOf([{ primaryId: 'X', at: AT, boxes: [] }],
      [{ from: { page: 0 }, to: { id: orderId + 1000 }, kind: 'split-child' }]) }], { kind: 'missing', part: 'order' });
  });
});
