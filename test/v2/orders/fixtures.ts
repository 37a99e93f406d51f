/** Shared helpers of the order test files (not a test file itself). */
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import type { TestOrg, TestWorld } from '../../support/app.ts';

/** The body of the official integration guide: boxes with items without `kind`, money and weights with units. */
export const guideOrder = () => ({
  primary_id: 'ORDER-1001',
  shipping: {
    ship_to: {
      company: 'Analytical Engines Ltd', first_name: 'Ada', last_name: 'Lovelace', address_1: '1 Main St', address_2: 'Suite 2',
      city: 'Springfield', region: 'IL', post_code: '62701', country: 'US', phone: '555-0100', email: 'ada@example.com', residential: true,
    },
    ship_via: 'UPS',
    ship_type: 'Ground',
  },
  billing: { status: 'paid', total: '100.00 USD', bill_to: { first_name: 'Charles', last_name: 'Babbage', email: 'charles@example.com' } },
  boxes: [
    {
      items: [
        { quantity: 2, part_number: 'SKU-1', description: 'Widget', unit_price: '50.00 USD', unit_weight: '1 lbs' },
      ],
    },
  ],
});

/** An order with 2 boxes of 3 items each. */
export const twoByThreeOrder = (n = 1) => ({
  primary_id: `BULK-${n}`,
  boxes: [0, 1].map((b) => ({
    package_type: 'box',
    items: [0, 1, 2].map((i) => ({ quantity: i + 1, part_number: `P-${b}-${i}`, unit_weight: '100 g', pick_location: `A${i}` })),
  })),
});

export async function postOrder(world: TestWorld, org: TestOrg, body: unknown) {
  const res = await world.request('POST', `${org.url}orders/`, { token: org.token, body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
}

export async function get(world: TestWorld, org: TestOrg, url: string) {
  const res = await world.request('GET', url, { token: org.token });
  assert.equal(res.statusCode, 200, `GET ${url}: ${res.body}`);
  return res.json();
}

/** Row counts of the order tables for one organization: "nothing written" checks compare two of these. */
export async function tableCounts(world: TestWorld, org: TestOrg) {
  const [row] = await world.db.rows<Record<string, number>>(sql`
    SELECT (SELECT count(*)::int FROM orders WHERE org_id = ${org.id}) AS orders,
           (SELECT count(*)::int FROM boxes WHERE org_id = ${org.id}) AS boxes,
           (SELECT count(*)::int FROM items WHERE org_id = ${org.id}) AS items,
           (SELECT count(*)::int FROM order_notes WHERE org_id = ${org.id}) AS notes,
           (SELECT count(*)::int FROM order_tags WHERE org_id = ${org.id}) AS tags,
           (SELECT count(*)::int FROM order_relations WHERE org_id = ${org.id}) AS relations,
           (SELECT count(*)::int FROM events WHERE org_id = ${org.id}) AS events`);
  return row;
}

export async function events(world: TestWorld, org: TestOrg) {
  return world.db.rows<{ entity: string; object_pk: string; action: string; payload: Record<string, unknown> | null }>(sql`
    SELECT entity, object_pk, action, payload FROM events WHERE org_id = ${org.id} AND entity = 'orders' ORDER BY id`);
}

/** Asserts a 400 naming `field` (and returns the problem body). */
export function assertInvalid(res: { statusCode: number; json(): any; body: string }, field: string) {
  assert.equal(res.statusCode, 400, `expected 400 for ${field}: ${res.body}`);
  const problem = res.json();
  assert.ok(problem.errors?.[field], `errors[${field}] missing in ${res.body}`);
  return problem;
}

/** The last path segment of a url (the encoded id). */
export const pkOf = (url: string) => url.replace(/\/$/, '').split('/').pop()!;
