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

/**
 * An order whose boxes and items hold every kind of value (numerics past a double's precision, timestamps with
 * fractions and offsets, custom fields with escapes and long values), a box with the preset `presetUrl` and a box
 * without items.
 */
export const everyValueOrder = (presetUrl: string) => {
  const fields = { big: { value: 'é'.repeat(300) }, 'ключ': { value: 'значение ✓ \u0001 "q" \\', type: 'text/plain' } };
  const box = {
    package_type: 'crate', length: '12.50 in', width: '0.001 m', height: '3 cm', weight: '1.5000 kg', ship_cost: '7.10 USD',
    shipper_release: true, insured_value: '100.00 EUR', insurance_type: 'carrier', declared_value: '12345678901234.5678 USD', tracking_number: '1Z 9',
    confirmation_type: 'adult_signature_required', description: 'Fragile 😀', cod: 'cash', cod_value: '12 USD', saturday_delivery: false,
    delivered_at: '2024-02-29T23:59:59.123456+05:30', custom_fields: fields,
  };
  const item = {
    quantity: 0, kind: 'discount', custom_fields: fields, part_number: 'P-1', code: 'C', description: 'x'.repeat(600), unit_price: '-0.50 USD',
    unit_weight: '0.0001 lbs', image_link: 'https://example.com/a.png', link: 'https://example.com/a', pick_location: 'A-1',
    origin_country_code: 'DE', joint_production: true, commodity_code: '1', net_cost_code: 'NC', producer_info_code: 'PI',
    preference_criteria_code: 'B', scheduleb_commodity_code: 'SB', export_type_code: 'E', net_cost_begin_date: '2023-01-01T00:00:00Z',
    net_cost_end_date: '2023-12-31T12:00:00.5-08:00', parcel_barcode: 'PB', ean: '4006381333931', isbn: '978-3-16-148410-0',
  };
  return {
    ...guideOrder(),
    boxes: [
      { ...box, items: [item, { quantity: 3 }, { quantity: 2, kind: 'tax' }] },
      { packaging: { url: presetUrl }, items: [] },
      { items: [{ quantity: 1, part_number: 'only' }] },
    ],
  };
};

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
