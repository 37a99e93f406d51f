/**
 * The write body of a source order (src/import/write-body.ts): what POST orders/ would take of it, a copy of its
 * own that the route's validator may change in place, the source order left as it came.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { writeBody } from '../../src/import/write-body.ts';

const source = () => ({
  url: '/api/v2/orgs/o/orders/1/', primary_id: 'A-1', relations: [{ kind: 'split-child', order: '/x/' }],
  billing: { status: 'paid', bill_to: { city: 'Ghent' } }, custom_fields: { url: 'kept', list: [1, { deep: true }] },
  boxes: [{
    url: '/b/', packaging: { url: '/p/' }, shipping_docs: [{ url: '/d/' }], tracking: [{ status: 'x' }], package_type: 'box',
    items: [{ url: '/i/', quantity: 2, custom_fields: { a: 1 } }],
  }],
  notes: [{ url: '/n/', content: 'hello' }],
});

describe('the write body of a source order', () => {
  it('leaves out urls, relations and what a box holds beside its fields, and keeps every other value', () => {
    const body = writeBody(source());
    // A key left out is undefined: absent to every reader of the body, and to JSON.
    assert.deepEqual([body.url, body.relations, body.boxes[0].url, body.boxes[0].packaging, body.boxes[0].shipping_docs, body.boxes[0].tracking,
      body.boxes[0].items[0].url, body.notes[0].url], Array(8).fill(undefined));
    assert.deepEqual(JSON.parse(JSON.stringify(body)), {
      primary_id: 'A-1', billing: { status: 'paid', bill_to: { city: 'Ghent' } }, custom_fields: { url: 'kept', list: [1, { deep: true }] },
      boxes: [{ package_type: 'box', items: [{ quantity: 2, custom_fields: { a: 1 } }] }],
      notes: [{ content: 'hello' }],
    });
  });

  it('is a copy all the way down: changing it leaves the source order as it came', () => {
    const src = source();
    const body = writeBody(src);
    body.billing.bill_to.city = 'Bruges';
    body.custom_fields.list[1].deep = false;
    body.boxes[0].items[0].custom_fields.a = 2;
    body.notes[0].content = 'changed';
    assert.deepEqual(src, source());
  });

  it('copies a part that is not an object as it is, for the validator to refuse, and no list as none', () => {
    const body = writeBody({ boxes: [null, 5, { items: 'x' }], notes: 'none' });
    assert.deepEqual(body, { boxes: [null, 5, { items: [] }], notes: [] });
  });
});
