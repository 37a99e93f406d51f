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
