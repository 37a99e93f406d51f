/**
 * A new order's rows composed by the writer (src/orders/writing/new-records.ts) are the rows a SELECT reads back:
 * the createOrder step is run directly, its order row and full boxes and items captured as it hands them to the
 * writer's renderer, and compared in the same transaction with orderRenderRowsSql, selectBoxes and selectItems,
 * for an order holding every kind of value at every level.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { createOrder } from '../../../src/orders/writing/steps/orders.ts';
import { orderChangeOf } from '../../../src/v2/orders/from-json.ts';
import { orderRenderRowsSql, type OrderRenderRow } from '../../../src/orders/reading/render-rows.ts';
import { selectBoxes } from '../../../src/orders/reading/boxes/queries.ts';
import { selectItems } from '../../../src/orders/reading/boxes/items/queries.ts';
import type { FullParts } from '../../../src/orders/reading/render.ts';
import type { OrderChanges } from '../../../src/orders/writing/change-orders.ts';
import { everyValueOrder } from '../../v2/orders/fixtures.ts';
import { sql } from '../../../src/core/sql.ts';
import { NOW_DEFAULTS, SCALED } from '../../../src/orders/writing/new-records.ts';

let world: TestWorld;
let org: TestOrg;
let presetUrl: string;

before(async () => {
  world = await createWorld();
  org = await world.createOrg('Acme');
  presetUrl = (await world.request('POST', `${org.url}packaging/`, { token: org.token, body: { name: 'Small', length: '10 cm', weight: '2.50 oz' } })).json().url;
});
after(() => world.close());

const customFields = { 10: { value: 'ten' }, 2: { value: 'two', type: 'text/plain' }, zz: { value: 'z' }, 'é': { value: 'lone é' }, '😀': { value: '' } };

/** everyValueOrder with every kind of value on the order itself too: money, dates, flags, addresses, custom fields. */
const body = () => ({
  ...everyValueOrder(presetUrl),
  message: 'Gift 🎁 \ud83d', order_number: 9007199254740991, ordered_at: '2024-02-29T23:59:59.1+05:30', printed_at: '0099-01-01T00:00:00Z',
  custom_fields: customFields, tags: ['b', 'a'],
  source: { name: 'shop', account: 'acct', retrieved_at: '2023-01-01T00:00:00.000001Z' },
  billing: {
    status: 'paid', subtotal: '0.5 USD', shipping: '-0 USD', tax: '12345678901234.5678 USD', total: '007.10 EUR',
    bill_to: { first_name: 'Charles', company: '  Engines  ', phone: ' 555 ', residential: false, validated: true },
  },
  shipping: { ship_via: 'UPS', ship_cost: '1 USD', to_ship_at: '2025-06-01T08:00:00Z', ship_to: { city: 'Springfield', country: 'US' } },
  notes: [{ content: 'note 📦', author: { name: 'Ada' } }],
});

/** Runs the createOrder step of `change` in a transaction: what it hands the renderer, and what a SELECT then reads. */
async function createAndRead(withNotes: boolean) {
  const input = body();
  if (!withNotes) delete (input as { notes?: unknown }).notes;
  const change = orderChangeOf(input as never, org, null, 'create');
  return world.db.transaction(async (tx) => {
    const step = await createOrder(tx, { id: org.id }, { type: 'createOrder', change });
    let handed: { row?: OrderRenderRow; parts?: FullParts } = {};
    const changes = { created: (_id: number, row?: OrderRenderRow, parts?: FullParts) => { handed = { row, parts }; } } as OrderChanges;
    const id = await step.run(changes);
    const [read] = await tx.rows<OrderRenderRow>(orderRenderRowsSql(org.id, [id]));
    return {
      handed, read,
      boxes: await selectBoxes(tx, org.id, { orderIds: [id] }),
      items: await selectItems(tx, org.id, { orderIds: [id] }),
    };
  });
}

describe('a new order\'s rows composed from what its statement bound', () => {
  for (const withNotes of [false, true]) {
    it(`are the rows a SELECT reads back, every kind of value (${withNotes ? 'with' : 'without'} notes)`, async () => {
      const { handed, read, boxes, items } = await createAndRead(withNotes);
      assert.equal(boxes.length, 3);
      assert.equal(items.length, 4);
      assert.deepEqual(handed.parts?.boxes, boxes);
      assert.deepEqual(handed.parts?.items, items);
      assert.deepEqual(handed.row, { ...read });
      // Custom fields in jsonb's key order, which deepEqual does not compare.
      assert.equal(JSON.stringify(handed.row?.custom_fields), JSON.stringify(read.custom_fields));
      assert.equal(JSON.stringify(handed.parts?.boxes?.[0].custom_fields), JSON.stringify(boxes[0].custom_fields));
    });
  }
});

describe('the tables as the composer takes them', () => {
  type Column = { table_name: string; column_name: string; numeric_scale: number | null; data_type: string; column_default: string | null };
  const columns = () => world.db.rows<Column>(sql`
    SELECT table_name::text, column_name::text, numeric_scale::int, data_type::text, column_default::text
    FROM information_schema.columns WHERE table_schema = current_schema() AND table_name IN ('orders', 'boxes', 'items')
    ORDER BY table_name, column_name`);

  it('has four decimals in exactly the money amounts, and keeps every other numeric as given', async () => {
    const numeric = (await columns()).filter((c) => c.data_type === 'numeric');
    const scaled = numeric.filter((c) => c.numeric_scale === 4).map((c) => c.column_name);
    assert.deepEqual(numeric.filter((c) => c.numeric_scale !== null && c.numeric_scale !== 4), []);
    // Kept values (first_insured_value_amount) come from the statement, not from the composer.
    assert.deepEqual([...new Set(scaled)].filter((c) => !SCALED.has(c)), ['first_insured_value_amount']);
    assert.deepEqual(numeric.filter((c) => SCALED.has(c.column_name) && c.numeric_scale !== 4), []);
    assert.ok(scaled.length >= 10, 'the money amounts of orders, boxes and items');
  });

  it('gives a column a new row leaves out null, now() where the composer knows it, or a value the write binds or reads', async () => {
    const defaults = (await columns()).filter((c) => c.column_default !== null);
    const now = defaults.filter((c) => c.column_default === 'now()').map((c) => c.column_name);
    assert.deepEqual(new Set(now.filter((c) => c !== 'nested_updated_at')), NOW_DEFAULTS);
    // Every other default is an id the statement draws, a value a new row always binds (custom fields, cod), or a
    // kept value the statement computes: a new default elsewhere would make a composed row differ from its table's.
    assert.deepEqual(defaults.filter((c) => c.column_default !== 'now()').map((c) => `${c.table_name}.${c.column_name} ${c.column_default}`), [
      "boxes.cod 'none'::text", "boxes.custom_fields '{}'::jsonb", "boxes.id draw_id('boxes_id_seq'::regclass)",
      "items.custom_fields '{}'::jsonb", "items.id draw_id('items_id_seq'::regclass)",
      'orders.box_count 0', "orders.custom_fields '{}'::jsonb", "orders.id draw_id('orders_id_seq'::regclass)",
      'orders.is_delivered false', 'orders.item_count 0', "orders.search ''::tsvector",
    ]);
  });
});
