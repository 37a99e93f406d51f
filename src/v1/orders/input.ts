/**
 * v1 request bodies for orders, boxes and items, and their translation into order changes (src/orders/writing/commands.ts)
 * the order writer takes (createOrder, updateOrder, changeBoxes): v1 key names become the catalogue's, values
 * are typed from v1's spelling (values.ts: bare grams and metres, `charges` amounts with `charges.currency_code`,
 * USD when absent), custom fields `[{name, value}]` become `{name: {value}}`. The writer then checks and binds
 * them as it does v2's.
 */
import { Type, type TSchema } from 'typebox';
import { inputProperties, type FieldSpec } from '../../core/fields/index.ts';
import { ADDRESS_FIELDS } from '../../catalogue/address.ts';
import { BILLING_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS } from '../../catalogue/order.ts';
import { BOX_FIELDS } from '../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../catalogue/item.ts';
import type { BoxChange, ItemChange, OrderChange } from '../../orders/writing/commands.ts';
import { invalidField } from '../../core/errors.ts';
import { ADDRESS_RENAMES, BILLING_RENAMES, BOX_RENAMES, ITEM_RENAMES, ORDER_RENAMES, SHIPPING_RENAMES } from './records.ts';
import { namedPart } from './refs.ts';
import { V1_SPELLING, v1Money } from './values.ts';
import { parseValue } from '../../wire/values.ts';

type Body = Record<string, unknown>;

/** v1 spells measurements as bare numbers (grams, metres) and money as bare amounts: accepted as a string or a number. */
const v1Kinds = (specs: readonly FieldSpec[], names: Record<string, string> = {}): FieldSpec[] => specs
  .filter((s) => s.kind !== 'money')
  .map((s) => ({ ...s, key: names[s.key] ?? s.key, ...(s.kind === 'weight' || s.kind === 'length' ? { kind: 'code' as const } : {}) }))
  .filter((s) => s.kind !== 'custom_fields');

/** v1 flags (an item's joint_production) are strings: "Y" or "N"; yes/no, true/false, 1/0 (any case) and booleans are accepted. */
const Flag = Type.Optional(Type.Unsafe<string | boolean | null>({ type: ['string', 'boolean', 'null'], description: '"Y" or "N" (yes/no, true/false, 1/0 in any case, or a boolean, are accepted too); returned as "Y" or "N"' }));
const FLAG_VALUES: Record<string, boolean> = { y: true, yes: true, true: true, 1: true, n: false, no: false, false: false, 0: false };

const Measure = Type.Optional(Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], description: 'grams (weights) or metres (lengths), or a value with its unit' }));

/** Request properties of the v1 fields: the catalogue's, measurements as bare numbers too. */
function v1Props(specs: readonly FieldSpec[], names: Record<string, string> = {}): Record<string, TSchema> {
  const props = inputProperties(v1Kinds(specs, names));
  for (const s of specs) if (s.kind === 'weight' || s.kind === 'length') props[names[s.key] ?? s.key] = Measure;
  for (const s of specs) if (s.kind === 'flag') props[names[s.key] ?? s.key] = Flag;
  return props;
}

const moneyKeys = (specs: readonly FieldSpec[], names: Record<string, string> = {}) =>
  specs.filter((s) => s.kind === 'money').map((s) => names[s.key] ?? s.key);

const Amount = Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], description: 'A decimal amount, or "<amount> <CUR>"' });
const charges = (keys: string[]) => Type.Optional(Type.Object({
  ...Object.fromEntries(keys.map((k) => [k, Type.Optional(Amount)])),
  currency_code: Type.Optional(Type.Union([Type.String({ minLength: 3, maxLength: 3 }), Type.Null()])),
}, { description: 'Money amounts; `currency_code` (default USD) applies to each bare amount' }));
const CustomFieldList = Type.Optional(Type.Array(Type.Object({ name: Type.String({ minLength: 1 }), value: Type.Union([Type.String(), Type.Null()]) }), {
  description: '`[{name, value}]`; a null value removes the field',
}));

const Ref = (what: string) => Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()], {
  description: `An existing ${what} (its resource_uri, or its id as \`id\`): updated, not added`,
}));

export const V1ItemInput = Type.Object({
  resource_uri: Ref('item of the box'),
  id: Ref('item of the box'),
  ...v1Props(ITEM_FIELDS, ITEM_RENAMES),
  charges: charges(moneyKeys(ITEM_FIELDS, ITEM_RENAMES)),
  custom_fields: CustomFieldList,
  box: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'The box (resource_uri or id): required on POST /api/v1/items/' })),
});

export const V1BoxInput = Type.Object({
  resource_uri: Ref('box of the order'),
  id: Ref('box of the order'),
  ...v1Props(BOX_FIELDS, BOX_RENAMES),
  charges: charges(moneyKeys(BOX_FIELDS, BOX_RENAMES)),
  custom_fields: CustomFieldList,
  items: Type.Optional(Type.Array(V1ItemInput)),
});

const V1Address = Type.Optional(Type.Union([Type.Object(v1Props(ADDRESS_FIELDS, ADDRESS_RENAMES)), Type.Null()]));

const orderProperties: Record<string, TSchema> = {
  unique_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255 })),
  ...v1Props(ORDER_FIELDS, ORDER_RENAMES),
  ...v1Props(SHIPPING_FIELDS, SHIPPING_RENAMES),
  ...v1Props(BILLING_FIELDS, BILLING_RENAMES),
  charges: charges([...moneyKeys(BILLING_FIELDS, BILLING_RENAMES), ...moneyKeys(SHIPPING_FIELDS, SHIPPING_RENAMES)]),
  custom_fields: CustomFieldList,
  source: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()], { description: 'The source name' })),
  imported_at: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  bill_to: V1Address,
  ship_to: V1Address,
  ship_from: V1Address,
  boxes: Type.Optional(Type.Array(V1BoxInput)),
};
const PrimaryId = Type.String({ minLength: 1, maxLength: 255 });
export const V1OrderWrite = Type.Object({ primary_id: PrimaryId, ...orderProperties });
export const V1OrderPatch = Type.Object({ primary_id: Type.Optional(PrimaryId), ...orderProperties });

// ---- translation

function flagOf(value: unknown, field: string): boolean | null {
  if (value == null || value === '') return null;
  const flag = typeof value === 'boolean' ? value : FLAG_VALUES[String(value).trim().toLowerCase()];
  if (flag === undefined) throw invalidField(field, 'must be "Y" or "N"');
  return flag;
}

const at = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * Copies the v1 keys of `specs` present in `from` to their catalogue keys in `to`, typed from v1's spelling
 * (values.ts). `full` (a PUT): an absent key is null.
 */
function copyFields(from: Body, to: Body, specs: readonly FieldSpec[], names: Record<string, string>, path: string, full = false): void {
  for (const s of specs) {
    if (s.kind === 'money' || s.kind === 'custom_fields' || s.readOnly) continue;
    const key = names[s.key] ?? s.key;
    const value = from[key] === undefined ? (full ? null : undefined) : from[key];
    if (value === undefined) continue;
    to[s.key] = s.kind === 'flag' ? flagOf(value, at(path, key)) : parseValue(s.kind, value, V1_SPELLING);
  }
}

function copyCharges(from: Body, to: Body, specs: readonly FieldSpec[], names: Record<string, string>, full = false): void {
  const given = (from.charges ?? {}) as Body;
  for (const s of specs) {
    if (s.kind !== 'money') continue;
    const value = given[names[s.key] ?? s.key];
    if (value !== undefined) to[s.key] = v1Money(value, given.currency_code);
    else if (full) to[s.key] = null;
  }
}

function customFields(list: unknown): Body | undefined {
  if (!Array.isArray(list)) return undefined;
  return Object.fromEntries(list.map((f: { name: string; value: string | null }) => [f.name, f.value === null ? null : { value: f.value }]));
}

/** A v1 item body's fields with their catalogue keys, typed; `path` is where it was in the body. */
export function v1ItemFields(input: Body, path = ''): Body {
  const out: Body = {};
  copyFields(input, out, ITEM_FIELDS, ITEM_RENAMES, path);
  copyCharges(input, out, ITEM_FIELDS, ITEM_RENAMES);
  const cf = customFields(input.custom_fields);
  if (cf) out.custom_fields = cf;
  return out;
}

function v1Box(input: Body, path: string): Body {
  const out: Body = {};
  copyFields(input, out, BOX_FIELDS, BOX_RENAMES, path);
  copyCharges(input, out, BOX_FIELDS, BOX_RENAMES);
  const cf = customFields(input.custom_fields);
  if (cf) out.custom_fields = cf;
  return out;
}

function v1Address(input: unknown, path: string, full: boolean): unknown {
  if (input == null) return input;
  const out: Body = {};
  copyFields(input as Body, out, ADDRESS_FIELDS, ADDRESS_RENAMES, path, full);
  return out;
}

/** An item of a box's body: the existing item its `resource_uri` or `id` names, else a new one. */
function v1ItemChange(input: Body, path: string): ItemChange {
  const named = namedPart('item', input);
  return { ...named, fields: v1ItemFields(input, path), at: path };
}

/**
 * A v1 box body as a box change (src/orders/writing/commands.ts): the existing box its `resource_uri` or `id` names (or
 * `boxId`, the box a route addresses), else a new one; its items likewise.
 */
export function v1BoxChange(input: Body, at: string, itemAt: (j: number) => string, boxId?: number): BoxChange {
  const named = boxId === undefined ? namedPart('box', input) : { id: boxId };
  const items = Array.isArray(input.items) ? (input.items as Body[]).map((item, j) => v1ItemChange(item, itemAt(j))) : [];
  return { ...named, fields: v1Box(input, at), items, at };
}

/**
 * A v1 order body as an order change. POST creates; PATCH changes what is present; PUT sets every field v1 shows
 * (an absent one becomes null) and leaves what v1 does not show (v2's source account, channel and id, notes, tags,
 * relations) as it is, so it is written as a patch carrying every v1 field. Boxes and items named by
 * `resource_uri` or `id` are updated, the others added; those not sent stay (as in v2).
 */
export function v1OrderChange(input: Body, mode: OrderChange['mode']): OrderChange {
  const boxes = Array.isArray(input.boxes)
    ? input.boxes.map((b, i) => v1BoxChange(b as Body, `boxes[${i}]`, (j) => `boxes[${i}].items[${j}]`)) : undefined;
  return { mode: mode === 'put' ? 'patch' : mode, fields: v1Order(input, mode === 'put'), boxes };
}

/** A v1 order body's own fields with their v2 keys; `full`: absent fields are null. */
function v1Order(input: Body, full: boolean): Body {
  const out: Body = {};
  const given = (key: string) => (input[key] === undefined && full ? null : input[key]);
  if (input.primary_id !== undefined) out.primary_id = input.primary_id;
  if (input.unique_id !== undefined) out.unique_id = input.unique_id;
  copyFields(input, out, ORDER_FIELDS, ORDER_RENAMES, '', full);
  const billing: Body = {};
  const shipping: Body = {};
  copyFields(input, billing, BILLING_FIELDS, BILLING_RENAMES, '', full);
  copyCharges(input, billing, BILLING_FIELDS, BILLING_RENAMES, full);
  copyFields(input, shipping, SHIPPING_FIELDS, SHIPPING_RENAMES, '', full);
  copyCharges(input, shipping, SHIPPING_FIELDS, SHIPPING_RENAMES, full);
  for (const [name, group] of [['bill_to', billing], ['ship_to', shipping], ['ship_from', shipping]] as const) {
    const address = given(name);
    if (address !== undefined) group[name] = v1Address(address, name, full);
  }
  if (Object.keys(billing).length) out.billing = billing;
  if (Object.keys(shipping).length) out.shipping = shipping;
  const source: Body = {};
  if (given('source') !== undefined) source.name = given('source');
  if (given('imported_at') !== undefined) source.retrieved_at = parseValue('datetime', given('imported_at'), V1_SPELLING);
  if (Object.keys(source).length) out.source = source;
  const cf = customFields(input.custom_fields);
  if (cf) out.custom_fields = cf;
  return out;
}
