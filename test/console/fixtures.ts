/** Console test data made through the API, as an integration would make it: an order with a box, an item and a document. */
import assert from 'node:assert/strict';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { documentForm } from '../support/multipart.ts';

let counter = 0;

export async function makeOrder(world: TestWorld, org: TestOrg, opts: { name?: string; tags?: string[]; shipVia?: string } = {}) {
  const primaryId = `CON-${++counter}-${Date.now()}`;
  const res = await world.request('POST', `/api/v2/orgs/${org.pk}/orders/`, {
    token: org.token,
    body: {
      primary_id: primaryId,
      tags: opts.tags ?? [],
      shipping: { ship_via: opts.shipVia ?? 'UPS Ground', ship_to: { first_name: opts.name ?? 'Ada', last_name: 'Lovelace', city: 'London', country: 'GB' } },
      boxes: [{ tracking_number: `1Z${counter}${Date.now()}`, items: [{ quantity: 2, part_number: 'WID-1', description: 'Blue widget' }] }],
    },
  });
  assert.equal(res.statusCode, 201, res.body);
  const order = res.json();
  const key = String(order.url).split('/').filter(Boolean).pop()!;
  return { order, key, primaryId, boxUrl: order.boxes[0].url as string };
}

export async function uploadDocument(world: TestWorld, org: TestOrg, boxUrl: string, data = '%PDF-1.4 console') {
  const form = documentForm({ kind: 'label', purpose: 'ship it', data });
  const res = await world.request('POST', `${boxUrl}docs/`, { token: org.token, body: form.body, headers: form.headers });
  assert.equal(res.statusCode, 201, res.body);
  return { doc: res.json(), key: String(res.json().url).split('/').filter(Boolean).pop()! };
}
