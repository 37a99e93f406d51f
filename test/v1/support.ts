/** Helpers of the v1 tests: a v1 order made through v1, and the ids of v2 urls. */
import assert from 'node:assert/strict';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { sql } from '../../src/core/sql.ts';
import { decodeId } from '../../src/core/ids.ts';

export const ORDER_BODY = {
  primary_id: 'V1-1',
  numerical_id: 1001,
  order_time: '2024-01-02T03:04:05Z',
  ship_via: 'UPS',
  ship_type: 'Ground',
  customer_number: 'C-7',
  charges: { grand_total: '12.5', currency_code: 'EUR' },
  ship_to: { first_name: 'Ada', city: 'Paris', state: 'IDF', country: 'FR' },
  custom_fields: [{ name: 'gift', value: 'yes' }],
  boxes: [{
    weight: '1000', length: 0.3, charges: { insured_value: '10' },
    items: [{ quantity: 2, unit_weight: '500', part_number: 'P-1', charges: { unit_price: '3.5' } }],
  }],
};

/** An order with every v1 field set: two boxes of two items, three addresses, custom fields, amounts in two currencies. */
export const FULL_ORDER = {
  primary_id: 'RMW-1', numerical_id: 77, customer_number: 'C-1', po_number: 'PO-1', terms: 'net 30', message: 'first',
  order_time: '2024-03-01T10:00:00Z', printed_at: '2024-03-01T11:00:00Z', future_ship_at: '2024-03-02T09:00:00Z',
  ship_via: 'UPS', ship_type: 'Ground', ship_agent: 'agent', warehouse: 'W1', shipping_status: 'partially_fulfilled', billing_status: 'paid',
  source: 'Shopify', imported_at: '2024-03-01T09:00:00Z',
  charges: { total: '10', shipping: '2.5', tax: '1.25', grand_total: '13.75', actual_shipcost: '2.1', currency_code: 'EUR' },
  bill_to: { first_name: 'Ada', last_name: 'Lovelace', city: 'London', country: 'GB', residential: true },
  ship_to: { company: 'Acme', address_1: '1 Main St', state: 'CA', post_code: '90210', country: 'US', email: 'a@example.com' },
  ship_from: { company: 'Depot', city: 'Reno', state: 'NV' },
  custom_fields: [{ name: 'gift', value: 'yes' }, { name: 'channel', value: 'web' }],
  boxes: [
    {
      weight: 1200, length: 0.4, width: 0.3, height: 0.2, tracking_number: '1Z1', general_description: 'mugs', delivery_confirmation: 'signature_required',
      saturday_delivery: true, shipper_release: false, charges: { actual_ship_cost: '4.2', insured_value: '50', declared_value: '40' },
      custom_fields: [{ name: 'PACK', value: 'A' }],
      items: [
        { quantity: 2, part_number: 'P-1', description: 'Mug', unit_weight: 300, joint_production: 'Y', origin_country_code: 'US', charges: { unit_price: '3.5' }, url: 'https://shop.example/p1' },
        { quantity: 1, part_number: 'P-2', pick_location: 'A-3', net_cost_begin_date: '2024-01-01T00:00:00Z', charges: { unit_price: '1' } },
      ],
    },
    {
      tracking_number: '1Z2',
      items: [
        { quantity: 5, part_number: 'P-3', commodity_code: 'HS1', joint_production: 'no' },
        { quantity: 3, part_number: 'P-4', custom_fields: [{ name: 'HTSUS', value: '1.5' }] },
      ],
    },
  ],
};

export interface V1Order {
  id: number;
  boxId: number;
  itemId: number;
}

export async function createV1Order(world: TestWorld, org: TestOrg, body: Record<string, unknown> = {}): Promise<V1Order> {
  const res = await world.request('POST', '/api/v1/orders/?expand=all', { token: org.token, body: { ...ORDER_BODY, ...body } });
  assert.equal(res.statusCode, 201, res.body);
  const order = res.json();
  return { id: order.id, boxId: order.boxes[0]?.id, itemId: order.boxes[0]?.items[0]?.id };
}

export const idOfUrl = (url: string) => decodeId(url.split('/').filter(Boolean).pop()!)!;

export async function count(world: TestWorld, table: string): Promise<number> {
  return (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))!.n;
}
