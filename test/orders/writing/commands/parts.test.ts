/**
 * The order writer's commands on notes and tags (src/orders/writing/steps/parts.ts), each applied by applyOrderCommands
 * with a real database: its rows, its `orders` event and the stored render, and a refusal that writes nothing.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../../src/core/sql.ts';
import { noteUrl, orderUrl } from '../../../../src/core/urls.ts';
import { CommandBench, useCommandBench } from './support.ts';

let bench: CommandBench;
useCommandBench((b) => {
  bench = b;
});

const notesOf = (orderId: number) => bench.db.rows<{ id: number; content: string }>(sql`
  SELECT id, content FROM order_notes WHERE org_id = ${bench.org.id} AND order_id = ${orderId} ORDER BY id`);

describe('order commands: addNote, changeNote, removeNote', () => {
  it('addNote adds a note and answers its id; an order that is not there is a 404', async () => {
    const { orderId } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { results: [noteId], orders } = await bench.apply([{ type: 'addNote', orderId, fields: { content: 'packed', author: { name: 'Bo' } } }] as const);
    assert.deepEqual((await notesOf(orderId)).map((n) => n.content), ['hello', 'packed']);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.notes.map((n) => [n.url, n.content]).at(-1), [noteUrl(orderUrl(bench.org.id, orderId), noteId), 'packed']);
    await bench.assertRefused(orderId, [{ type: 'addNote', orderId: orderId + 1000, fields: { content: 'x' } }], { kind: 'missing', part: 'order' });
  });

  it('changeNote changes the fields given; a note of another order is a 404', async () => {
    const { orderId, noteId } = await bench.makeOrder();
    const other = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { orders } = await bench.apply([{ type: 'changeNote', orderId, noteId, fields: { content: 'changed' } }]);
    assert.deepEqual((await notesOf(orderId)).map((n) => n.content), ['changed']);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.notes.map((n) => n.content), ['changed']);
    await bench.assertRefused(orderId, [{ type: 'changeNote', orderId, noteId: other.noteId, fields: { content: 'x' } }], { kind: 'missing', part: 'note' });
  });

  it('removeNote deletes the note; removing it again is a 404', async () => {
    const { orderId, noteId } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { orders } = await bench.apply([{ type: 'removeNote', orderId, noteId }]);
    assert.deepEqual(await notesOf(orderId), []);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.notes, []);
    await bench.assertRefused(orderId, [{ type: 'removeNote', orderId, noteId }], { kind: 'missing', part: 'note' });
  });
});

describe('order commands: addTags, removeTag', () => {
  const tagsOf = async (orderId: number) => (await bench.db.rows<{ tag: string }>(sql`
    SELECT value AS tag FROM order_tags WHERE org_id = ${bench.org.id} AND order_id = ${orderId} ORDER BY value`)).map((r) => r.tag);

  it('addTags adds the tags the order lacks; an order that is not there is a 404', async () => {
    const { orderId } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { orders } = await bench.apply([{ type: 'addTags', orderId, values: ['red', 'blue'] }]);
    assert.deepEqual(await tagsOf(orderId), ['blue', 'red']);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual([...render.tags].sort(), ['blue', 'red']);
    await bench.assertRefused(orderId, [{ type: 'addTags', orderId: orderId + 1000, values: ['x'] }], { kind: 'missing', part: 'order' });
  });

  it('removeTag removes one tag; a tag the order does not have is a 404', async () => {
    const { orderId } = await bench.makeOrder();
    const mark = await bench.eventMark();
    const { orders } = await bench.apply([{ type: 'removeTag', orderId, value: 'red' }]);
    assert.deepEqual(await tagsOf(orderId), []);
    const [render] = await bench.assertPuts(mark, orders, orderId);
    assert.deepEqual(render.tags, []);
    await bench.assertRefused(orderId, [{ type: 'removeTag', orderId, value: 'red' }], { kind: 'missing', part: 'tag' });
  });
});
