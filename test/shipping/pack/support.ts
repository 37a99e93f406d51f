/** An order ready to pack: two boxes, goods to scan (a part number, a `barcode` custom field), a discount line to skip. */
import assert from 'node:assert/strict';
import type { TestOrg, TestWorld } from '../../support/app.ts';
import { decodeId } from '../../../src/core/ids.ts';
import { ORDER } from '../support.ts';

let counter = 0;
const keyOf = (url: string) => decodeId(url.split('/').filter(Boolean).pop()!)!;

export interface Packable {
  orderId: number;
  orderUrl: string;
  primaryId: string;
  boxIds: number[];
}

export async function packable(world: TestWorld, org: TestOrg): Promise<Packable> {
  const primaryId = `PACK-${++counter}-${Date.now()}`;
  const res = await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body: {
    primary_id: primaryId, shipping: ORDER.shipping,
    boxes: [
      { weight: '1000 g', items: [
        { quantity: 2, part_number: 'WID-1', description: 'Blue widget' },
        { quantity: 1, part_number: 'GAD-9', description: 'Gadget', custom_fields: { Barcode: { value: '0123456789012' } } },
        { quantity: 1, kind: 'discount', part_number: 'DISC', description: 'Loyalty discount' },
      ] },
      { weight: '5 lbs', items: [{ quantity: 1, part_number: 'BIG-1', description: 'Big thing' }] },
    ],
  } });
  assert.equal(res.statusCode, 201, res.body);
  const order = res.json();
  return { orderId: keyOf(order.url), orderUrl: order.url, primaryId, boxIds: order.boxes.map((b: { url: string }) => keyOf(b.url)) };
}

export async function sandboxAccount(world: TestWorld, org: TestOrg, body: Record<string, unknown> = {}): Promise<{ url: string; id: number }> {
  const res = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: { carrier: 'sandbox', name: 'Sandbox', ...body } });
  assert.equal(res.statusCode, 201, res.body);
  return { url: res.json().url, id: keyOf(res.json().url) };
}
