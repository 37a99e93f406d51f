/**
 * Every field of the specification's v1 order, box and item is in v1 responses, with the specification's type.
 * SPEC_TEXT is the specification's text, copied word for word from its section "Legacy v1 resources" (the
 * bullets **order** (v1), **order.charges**, **box** (v1) and **item** (v1)); the field lists are parsed from it.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { FULL_ORDER } from './support.ts';

const SPEC_TEXT = `
- **order** (v1): bill_to, ship_to, ship_from (each \`{resource_uri}\`), boxes (list of \`{resource_uri}\`), custom_fields (list of \`{resource_uri}\`), charges, created_at, customer_number, future_ship_at, imported_at, message, numerical_id, order_time, po_number, primary_id, printed_at, revision_id, revisions_resource_uri, ship_time, ship_type, ship_via. The fields after ship_via: not shown.
- **order.charges**: actual_shipcost, calculated_grand_total, calculated_shipping, calculated_tax, calculated_total, grand_total, grand_total_source, imported_grand_total, imported_shipping, imported_tax, imported_total, shipping, shipping_source, tax, tax_source, total, total_source. Money strings are used and the source values are text such as imported.
- **box** (v1): order (resource uri), charges \`{actual_ship_cost, declared_value, insured_value}\`, custom_fields (list of \`{name, value}\`, plus box, id, created_at, updated_at in responses), delivery_confirmation, general_description, items, tracking_number, height, length, width, weight (decimal strings), saturday_delivery, shipper_release.
- **item** (v1): box, charges \`{unit_price}\`, commodity_code, description, export_type_code, item_id, joint_production, net_cost_begin_date, net_cost_code, net_cost_end_date, origin_country_code, part_number, pick_location, preference_criteria_code, producer_info_code, quantity, scheduleb_commodity_code, unit_weight (decimal string in grams), url. In v1, weights are in grams and lengths in metres.
`;

/** The bullet of `name`: its text after the colon, up to the end of its first sentence. */
function bullet(name: string): string {
  const line = SPEC_TEXT.split('\n').find((l) => l.startsWith(`- **${name}**`));
  assert.ok(line, name);
  return line.slice(line.indexOf(':') + 1);
}
/** Top-level names of a list such as `a, b (x, y), c \`{d, e}\`` (parentheses and braces hold details), up to its first sentence's end. */
function names(text: string): string[] {
  let depth = 0;
  let flat = '';
  for (const ch of text) {
    if ('({'.includes(ch)) depth++;
    else if (')}'.includes(ch)) depth--;
    else if (depth === 0) flat += ch;
  }
  return flat.split(/\.\s/)[0].replace(/`/g, '').split(',').map((n) => n.trim().replace(/\.$/, '')).filter(Boolean);
}
/** The names inside `key \`{...}\`` of a bullet (a nested object's keys). */
function inner(text: string, key: string): string[] {
  const match = new RegExp(`${key} [^{]*\\{([^}]*)\\}`).exec(text);
  assert.ok(match, key);
  return match[1].split(',').map((n) => n.trim());
}

const ORDER_KEYS = names(bullet('order'));
const CHARGES_KEYS = names(bullet('order.charges'));
const BOX_KEYS = names(bullet('box'));
const ITEM_KEYS = names(bullet('item'));
const BOX_CHARGES = inner(bullet('box'), 'charges');
const BOX_CUSTOM_FIELD = [...inner(bullet('box'), 'custom_fields'), ...'box, id, created_at, updated_at'.split(', ')];
const ITEM_CHARGES = inner(bullet('item'), 'charges');

const V1_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/;
const DECIMAL = /^-?\d+\.\d+$/;
const MONEY = /^-?\d+\.\d\d$/;
type Check = (value: unknown) => boolean;
const orNull = (check: Check): Check => (v) => v === null || check(v);
const string: Check = (v) => typeof v === 'string';
const time: Check = (v) => typeof v === 'string' && V1_TIME.test(v);
const decimal: Check = (v) => typeof v === 'string' && DECIMAL.test(v);
const integer: Check = (v) => Number.isInteger(v);
const boolean: Check = (v) => typeof v === 'boolean';
const object: Check = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);
const list = (each: Check): Check => (v) => Array.isArray(v) && v.every(each);
const ref: Check = (v) => object(v) && Object.hasOwn(v as object, 'resource_uri');
const uri = (resource: string): Check => (v) => typeof v === 'string' && new RegExp(`^/api/v1/${resource}/\\d+/$`).test(v);

/** The specification's type of each field (its tables: strings unless it says otherwise; v1 times end in +00:00). */
const ORDER_TYPES: Record<string, Check> = {
  bill_to: orNull(ref), ship_to: orNull(ref), ship_from: orNull(ref), boxes: list(ref), custom_fields: list(object), charges: object,
  created_at: time, future_ship_at: orNull(time), imported_at: orNull(time), order_time: orNull(time), printed_at: orNull(time), ship_time: orNull(time),
  numerical_id: orNull(integer), revision_id: orNull(integer), revisions_resource_uri: orNull(string), primary_id: string,
  customer_number: orNull(string), message: orNull(string), po_number: orNull(string), ship_type: orNull(string), ship_via: orNull(string),
};
const BOX_TYPES: Record<string, Check> = {
  order: uri('orders'), charges: object, custom_fields: list(object), delivery_confirmation: orNull(string), general_description: orNull(string),
  items: list(object), tracking_number: orNull(string), height: orNull(decimal), length: orNull(decimal), width: orNull(decimal), weight: orNull(decimal),
  saturday_delivery: orNull(boolean), shipper_release: orNull(boolean),
};
const ITEM_TYPES: Record<string, Check> = {
  box: uri('boxes'), charges: object, item_id: integer, quantity: integer, unit_weight: orNull(decimal),
  net_cost_begin_date: orNull(time), net_cost_end_date: orNull(time),
  ...Object.fromEntries(['commodity_code', 'description', 'export_type_code', 'joint_production', 'net_cost_code', 'origin_country_code', 'part_number',
    'pick_location', 'preference_criteria_code', 'producer_info_code', 'scheduleb_commodity_code', 'url'].map((k) => [k, orNull(string)])),
};

function assertFields(record: Record<string, unknown>, keys: string[], types: Record<string, Check>, what: string) {
  assert.deepEqual(keys.filter((k) => !Object.hasOwn(record, k)), [], `${what}: every field of the specification`);
  for (const key of keys) assert.ok(types[key]?.(record[key]), `${what}.${key}: ${JSON.stringify(record[key])} has the specification's type`);
}

describe('v1 fields against the specification', () => {
  let world: TestWorld;
  let a: TestOrg;
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
  });
  after(() => world.close());

  it('parses the specification\'s lists', () => {
    assert.equal(ORDER_KEYS.length, 21);
    assert.deepEqual(ORDER_KEYS.slice(0, 5), ['bill_to', 'ship_to', 'ship_from', 'boxes', 'custom_fields']);
    assert.equal(CHARGES_KEYS.length, 17);
    assert.deepEqual(BOX_KEYS, ['order', 'charges', 'custom_fields', 'delivery_confirmation', 'general_description', 'items', 'tracking_number',
      'height', 'length', 'width', 'weight', 'saturday_delivery', 'shipper_release']);
    assert.equal(ITEM_KEYS.length, 19);
    assert.equal(ITEM_KEYS.at(-1), 'url');
    assert.deepEqual(BOX_CHARGES, ['actual_ship_cost', 'declared_value', 'insured_value']);
    assert.deepEqual(ITEM_CHARGES, ['unit_price']);
  });

  it('shows every field of the order, its charges, boxes and items with their types, through every route that shows them', async () => {
    const made = await world.request('POST', '/api/v1/orders/', { token: a.token, body: FULL_ORDER });
    assert.equal(made.statusCode, 201, made.body);
    const id = made.json().id as number;
    const get = async (path: string) => (await world.request('GET', path, { token: a.token })).json();
    const full = await get(`/api/v1/orders/${id}/?expand=all`);
    for (const [what, order] of [['POST', made.json()], ['GET', await get(`/api/v1/orders/${id}/`)], ['list', (await get('/api/v1/orders/')).objects[0]]]) {
      assertFields(order, ORDER_KEYS, ORDER_TYPES, `${what} order`);
      assert.deepEqual(Object.keys(order.charges).sort(), [...CHARGES_KEYS, 'currency_code'].sort(), `${what}: the 17 charges keys, and the currency of the bare amounts`);
    }
    const { charges } = full;
    for (const key of CHARGES_KEYS) {
      assert.ok(key.endsWith('_source') ? orNull(string)(charges[key]) : orNull((v) => typeof v === 'string' && MONEY.test(v))(charges[key]), `charges.${key}`);
    }
    assert.deepEqual([charges.total, charges.shipping, charges.tax, charges.grand_total, charges.actual_shipcost], ['10.00', '2.50', '1.25', '13.75', '2.10']);

    const boxId = full.boxes[0].id as number;
    const itemId = full.boxes[0].items[0].id as number;
    for (const [what, box] of [['expanded', full.boxes[0]], ['GET', await get(`/api/v1/boxes/${boxId}/`)], ['list', (await get(`/api/v1/boxes/?order=${id}`)).objects[0]]]) {
      assertFields(box, BOX_KEYS, BOX_TYPES, `${what} box`);
      assert.deepEqual(BOX_CHARGES.filter((k) => !Object.hasOwn(box.charges, k)), [], `${what} box charges`);
      assert.deepEqual(box.custom_fields, [{ name: 'PACK', value: 'A', box: `/api/v1/boxes/${boxId}/`, id: null, created_at: null, updated_at: null }]);
      assert.deepEqual(Object.keys(box.custom_fields[0]), BOX_CUSTOM_FIELD);
    }
    for (const [what, item] of [['expanded', full.boxes[0].items[0]], ['GET', await get(`/api/v1/items/${itemId}/`)], ['list', (await get(`/api/v1/items/?box=${boxId}`)).objects[0]]]) {
      assertFields(item, ITEM_KEYS, ITEM_TYPES, `${what} item`);
      assert.deepEqual(ITEM_CHARGES.filter((k) => !Object.hasOwn(item.charges, k)), [], `${what} item charges`);
      assert.equal(item.joint_production, 'Y');
      assert.equal(item.url, 'https://shop.example/p1');
      assert.equal(item.unit_weight, '300.0000');
    }
  });
});
