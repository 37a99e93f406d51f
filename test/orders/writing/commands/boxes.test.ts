/**
 * The order writer's commands on what a box holds besides items: shipping documents (steps/documents.ts), carrier
 * scans (steps/tracking.ts) and the packaging preset it uses (steps/presets.ts), each applied by
 * applyOrderCommands with a real database. `TESTED` names the test file of each of the commands of the
 * OrderCommand union: a command added to the union without a test does not compile.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { boxDocumentUrl, documentFileUrl, packagingUrl } from '../../../../src/core/urls.ts';
import type { DocumentFile, OrderCommand } from '../../../../src/orders/writing/commands.ts';
import type { Scan } from '../../../../src/catalogue/tracking.ts';
import { createPreset } from '../../../../src/packaging/service.ts';
import { applyOrderCommands } from '../../../../src/orders/writing/apply.ts';
import { CommandBench, useCommandBench } from './support.ts';

const TESTED: Record<OrderCommand['type'], 'orders.test.ts' | 'parts.test.ts' | 'boxes.test.ts' | 'import.test.ts'> = {
  createOrder: 'orders.test.ts', updateOrder: 'orders.test.ts', removeOrder: 'orders.test.ts',
  changeBoxes: 'orders.test.ts', changeBox: 'orders.test.ts', removeBox: 'orders.test.ts',
  addItem: 'orders.test.ts', changeItem: 'orders.test.ts', removeItem: 'orders.test.ts',
  addNote: 'parts.test.ts', changeNote: 'parts.test.ts', removeNote: 'parts.test.ts', addTags: 'parts.test.ts', removeTag: 'parts.test.ts',
  attachDocument: 'boxes.test.ts', changeDocument: 'boxes.test.ts', removeDocument: 'boxes.test.ts',
  recordTracking: 'boxes.test.ts', changePreset: 'boxes.test.ts', importOrders: 'import.test.ts',
};

let bench: CommandBench;
useCommandBench((b) => {
  bench = b;
});

it('every command of the OrderCommand union has its test file: 20 commands', () => {
  assert.equal(Object.keys(TESTED).length, 20);
});

const file = (name: string): DocumentFile => ({ key: `${bench.org.id}/${name}`, fileName: name, contentType: 'application/pdf', size: 10 });

describe('order commands: attachDocument, changeDocument, removeDocument', () => {
  it('attachDocument adds a document to a box and answers its id; a box that is not the order\'s is a 404', async () => {
    const { orderId, boxIds } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { results: [docId], orders } = await bench.apply([
      { type: 'attachDocument', orderId, boxId: boxIds[0], kind: 'label', purpose: 'ship', file: file('a-label.pdf') },
    ] as const);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.boxes[0].shipping_docs, [{
      url: boxDocumentUrl(bench.org.id, orderId, boxIds[0], docId), document: documentFileUrl(bench.org.id, 'a-label.pdf'), kind: 'label', purpose: 'ship',
    }]);
    await bench.assertRefused(orderId, [{ type: 'attachDocument', orderId, boxId: boxIds[0] + 1000, kind: 'label', purpose: null, file: file('b.pdf') }],
      { kind: 'missing', part: 'box' });
  });

  it('changeDocument changes what is given and answers the replaced file\'s key; removeDocument deletes it', async () => {
    const { orderId, boxIds } = await bench.makeOrder();
    const { results: [docId] } = await bench.apply([
      { type: 'attachDocument', orderId, boxId: boxIds[0], kind: 'label', purpose: null, file: file('old.pdf') },
    ] as const);
    let mark = await bench.eventMark();
    const { results: [replaced], orders } = await bench.apply([
      { type: 'changeDocument', orderId, boxId: boxIds[0], docId, kind: 'invoice', file: file('new.pdf') },
    ] as const);
    assert.equal(replaced, `${bench.org.id}/old.pdf`);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.boxes[0].shipping_docs.map((d) => [d.kind, d.document]), [['invoice', documentFileUrl(bench.org.id, 'new.pdf')]]);

    mark = await bench.eventMark();
    const { results: [removed], orders: after } = await bench.apply([{ type: 'removeDocument', orderId, boxId: boxIds[0], docId }] as const);
    assert.equal(removed, `${bench.org.id}/new.pdf`);
    assert.deepEqual((await bench.assertPuts(mark, after, orderId))[0].boxes[0].shipping_docs, []);
    for (const command of [
      { type: 'changeDocument', orderId, boxId: boxIds[0], docId, kind: 'x' },
      { type: 'removeDocument', orderId, boxId: boxIds[0], docId },
    ] as const) await bench.assertRefused(orderId, [command], { kind: 'missing', part: 'document' });
  });
});

const scan = (status: Scan['status'], key: string): Scan => ({
  status, description: status, location: 'Lyon', occurredAt: '2026-11-30T10:00:00Z', carrier: 'ups', dedupeKey: key,
});

describe('order commands: recordTracking', () => {
  it('records new scans of a box once: a delivered scan marks the box, a repeated scan changes nothing', async () => {
    const { orderId, boxIds } = await bench.makeOrder();
    let mark = await bench.eventMark();
    const { results: [result], orders } = await bench.apply([
      { type: 'recordTracking', orderId, boxId: boxIds[0], scans: [scan('in_transit', 'k1'), scan('delivered', 'k2')] },
    ] as const);
    assert.deepEqual(result, { added: 2, delivered: true, gone: false, accepted: null });
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.boxes[0].tracking.map((t) => t.status), ['in_transit', 'delivered']);
    const [box] = await bench.db.rows<{ delivered: boolean }>(sql`
      SELECT delivered_at IS NOT NULL AS delivered FROM boxes WHERE org_id = ${bench.org.id} AND id = ${boxIds[0]}`);
    assert.equal(box.delivered, true);

    mark = await bench.eventMark();
    const again = await bench.apply([{ type: 'recordTracking', orderId, boxId: boxIds[0], scans: [scan('delivered', 'k2')] }] as const);
    assert.deepEqual([again.results[0].added, again.orders.size, (await bench.eventsAfter(mark)).length], [0, 0, 0]);
  });

  it('a box gone from the order is `gone`, not an error, and nothing is written', async () => {
    const { orderId } = await bench.makeOrder();
    const other = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { results: [result], orders } = await bench.apply([
      { type: 'recordTracking', orderId, boxId: other.boxIds[0], scans: [scan('in_transit', 'k1')] },
    ] as const);
    assert.deepEqual([result.gone, result.added, orders.size, (await bench.eventsAfter(mark)).length], [true, 0, 0, 0]);
  });
});

describe('order commands: changePreset', () => {
  it('a change of a preset changes every order whose boxes use it: one put each, renders follow the preset', async () => {
    const presetId = await bench.db.transaction(async (tx) => {
      await createPreset(tx, bench.org.id, { name: 'Small', weight: { grams: '500' } });
      const [row] = await tx.rows<{ id: number }>(sql`SELECT id FROM packaging_presets WHERE org_id = ${bench.org.id}`);
      return Number(row.id);
    });
    const { orderId, boxIds } = await bench.makeOrder();
    await bench.makeOrder();
    await bench.apply([{ type: 'changeBox', orderId, box: { id: boxIds[1], fields: {}, packaging: { id: presetId }, items: [], at: '' } }]);
    const mark = await bench.eventMark();
    // The preset's own row is packaging's: the command's `write` changes it in the writer's transaction.
    const { orders } = await bench.db.transaction((tx) => applyOrderCommands(tx, bench.ref, [{ type: 'changePreset', presetId, remove: false, async write() {
      await tx.rows(sql`UPDATE packaging_presets SET name = 'Bigger' WHERE org_id = ${bench.org.id} AND id = ${presetId}`);
    } }]));
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.boxes[1].packaging && [render.boxes[1].packaging.url, render.boxes[1].packaging.name], [packagingUrl(bench.org.id, presetId), 'Bigger']);
    await bench.assertRefused(orderId, [{ type: 'changePreset', presetId: presetId + 1000, remove: false, write: async () => {} }],
      { kind: 'missing', part: 'packaging preset' });
  });
});
