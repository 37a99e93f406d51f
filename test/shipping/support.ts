/** An organization with a sandbox account and an order ready to ship, for the shipping tests. */
import assert from 'node:assert/strict';
import { decodeId } from '../../src/core/ids.ts';
import { ShippingRefusal, type ShippingRefusalReason } from '../../src/shipping/refusals.ts';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { isRefusal } from '../support/refusals.ts';

export const ORDER = {
  primary_id: 'SHIP-1',
  shipping: {
    ship_from: { company: 'Acme', first_name: 'Dock', last_name: 'Team', address_1: '1 Depot Rd', city: 'Springfield', region: 'IL', post_code: '62701', country: 'US' },
    ship_to: { first_name: 'Ada', last_name: 'Lovelace', address_1: '12 Analytical Way', city: 'Brooklyn', region: 'NY', post_code: '11201', country: 'US' },
  },
  boxes: [{ weight: '1000 g' }, { weight: '5 lbs' }],
};

export interface Shippable {
  account: string;
  order: string;
  boxes: string[];
}

export async function shippable(world: TestWorld, org: TestOrg, accountBody: Record<string, unknown> = {}): Promise<Shippable> {
  const account = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: { carrier: 'sandbox', name: 'Sandbox', ...accountBody } });
  if (account.statusCode !== 201) throw new Error(account.body);
  const order = await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body: ORDER });
  if (order.statusCode !== 201) throw new Error(order.body);
  const o = order.json();
  return { account: account.json().url, order: o.url, boxes: o.boxes.map((b: { url: string }) => b.url) };
}

/** Rejects with a ShippingRefusal whose data is exactly `expected` (the domain called directly). */
export const refusedWith = (promise: Promise<unknown>, expected: ShippingRefusalReason) => assert.rejects(promise, isRefusal(ShippingRefusal, expected));

/** The id of the resource a URL ends with. */
export const idOf = (url: string) => decodeId(url.split('/').filter(Boolean).at(-1)!)!;
