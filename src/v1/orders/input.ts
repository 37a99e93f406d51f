/**
 * v1 request bodies for orders, boxes and items, and their translation into order changes (src/orders/commands.ts)
 * the order writer takes (createOrder, updateOrder, changeBoxes): v1 key names become the catalogue's,
 * weights in grams and lengths in metres get their unit, `charges` amounts become money with the currency
 * (`charges.currency_code`, USD when absent), custom fields `[{name, value}]` become `{name: {value}}`. The
 * values are then checked and stored by the same code as v2's.
 */
import { Type, type TSchema } from 'typebox';
import { inputProperties, type FieldSpec } from '../../core/fields/index.ts';
import { ADDRESS_FIELDS } from '../../catalogue/address.ts';
import { BILLING_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS } from '../../catalogue/order.ts';
import { BOX_FIELDS } from '../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../catalogue/item.ts';
import type { BoxChange, OrderChange } from '../../orders/commands.ts';
import { ADDRESS_RENAMES, BILLING_RENAMES, BOX_RENAMES, ORDER_RENAMES, SHIPPING_RENAMES } from './records.ts';

type Body = Record<string, unknown>;

/** v1 spells measurements as bare numbers (grams, metres) and money as bare amounts: accepted as a string or a number. */
const v1Kinds = (specs: readonly FieldSpec[], names: Record<string, string> = {}): FieldSpec[] => specs
  .filter((s) => s.kind !== 'money')
  .map((s) => ({ ...s, key: names[s.key] ?? s.key, ...(s.kind === 'weight' || s.kind === 'length' ? { kind: 'code' as const } : {}) }))
  .filter((s) => s.kind !== 'custom_fields');

const Measure = Type.Optional(Type.Unsafe<string | number | null>({ type: ['string', 'number', 'null'], description: 'grams (weights) or metres (lengths), or a value with its unit' }));

/** Request properties of the v1 fields: the catalogue's, measurements as bare numbers too. */
function v1Props(specs: readonly FieldSpec[], names: Record<string, string> = {}): Record<string, TSchema> {
  const props = inputProperties(v1Kinds(specs, names));
  for (const s of specs) if (s.kind === 'weight' || s.kind === 'length') props[names[s.key] ?? s.key] = Measure;
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

export const V1ItemInput = Type.Object({
  ...v1Props(ITEM_FIELDS),
  charges: charges(moneyKeys(ITEM_FIELDS)),
  custom_fields: CustomFieldList,
  box: Type.Optional(Type.Union([Type.String(), Type.Integer()], { description: 'The box (resource_uri or id): required on POST /api/v1/items/' })),
});

export const V1BoxInput = Type.Object({
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
  charges: charges([...moneyKeys(BILLING_FIELDS), ...moneyKeys(SHIPPING_FIELDS)]),
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

const unitless = /^\s*-?(\d+(\.\d*)?|\.\d+)\s*$/;
const withUnit = (value: unknown, unit: string) =>
  (value == null ? value : (typeof value === 'number' || unitless.test(String(value))) ? `${String(value).trim()} ${unit}` : value);

function moneyOf(value: unknown, currency: unknown): unknown {
  if (value == null) return value;
  return typeof value === 'number' || unitless.test(String(value)) ? `${String(value).trim()} ${typeof currency === 'string' ? currency : 'USD'}` : value;
}

/** Copies the v1 keys of `specs` present in `from` to their v2 keys in `to`, measurements given their unit. */
function copyFields(from: Body, to: Body, specs: readonly FieldSpec[], names: Record<string, string> = {}): void {
  for (const s of specs) {
    if (s.kind === 'money' || s.kind === 'custom_fields') continue;
    const key = names[s.key] ?? s.key;
    if (!Object.hasOwn(from, key) || from[key] === undefined) continue;
    const value = from[key];
    to[s.key] = s.kind === 'weight' ? withUnit(value, 'g') : s.kind === 'length' ? withUnit(value, 'm') : value;
  }
}

function copyCharges(from: Body, to: Body, specs: readonly FieldSpec[], names: Record<string, string> = {}): void {
  const given = from.charges as Body | undefined;
  if (!given) return;
  for (const s of specs) {
    if (s.kind !== 'money') continue;
    const key = names[s.key] ?? s.key;
    if (Object.hasOwn(given, key) && given[key] !== undefined) to[s.key] = moneyOf(given[key], given.currency_code);
  }
}

function customFields(list: unknown): Body | undefined {
  if (!Array.isArray(list)) return undefined;
  return Object.fromEntries(list.map((f: { name: string; value: string | null }) => [f.name, f.value === null ? null : { value: f.value }]));
}

export function v2Item(input: Body): Body {
  const out: Body = {};
  copyFields(input, out, ITEM_FIELDS);
  copyCharges(input, out, ITEM_FIELDS);
  const cf = customFields(input.custom_fields);
  if (cf) out.custom_fields = cf;
  return out;
}

export function v2Box(input: Body): Body {
  const out: Body = {};
  copyFields(input, out, BOX_FIELDS, BOX_RENAMES);
  copyCharges(input, out, BOX_FIELDS, BOX_RENAMES);
  const cf = customFields(input.custom_fields);
  if (cf) out.custom_fields = cf;
  if (Array.isArray(input.items)) out.items = input.items.map((i) => v2Item(i as Body));
  return out;
}

function v2Address(input: unknown): unknown {
  if (input == null) return input;
  const out: Body = {};
  copyFields(input as Body, out, ADDRESS_FIELDS, ADDRESS_RENAMES);
  return out;
}

/** A v1 box body as a box change (src/orders/commands.ts): its items are new items. `boxId` null: a new box. */
export function v1BoxChange(input: Body, boxId: number | null, at: string, itemAt: (j: number) => string): BoxChange {
  const { items, ...fields } = v2Box(input);
  return { id: boxId, fields, items: ((items ?? []) as Body[]).map((item, j) => ({ id: null, fields: item, at: itemAt(j) })), at };
}

/** A v1 order body as an order change (POST, PUT and PATCH alike: what is absent stays absent). */
export function v1OrderChange(input: Body, mode: OrderChange['mode']): OrderChange {
  const boxes = Array.isArray(input.boxes)
    ? input.boxes.map((b, i) => v1BoxChange(b as Body, null, `boxes[${i}]`, (j) => `boxes[${i}].items[${j}]`)) : undefined;
  return { mode, fields: v2Order(input), boxes };
}

/** A v1 order body's own fields with their v2 keys. */
function v2Order(input: Body): Body {
  const out: Body = {};
  if (input.primary_id !== undefined) out.primary_id = input.primary_id;
  if (input.unique_id !== undefined) out.unique_id = input.unique_id;
  copyFields(input, out, ORDER_FIELDS, ORDER_RENAMES);
  const billing: Body = {};
  const shipping: Body = {};
  copyFields(input, billing, BILLING_FIELDS, BILLING_RENAMES);
  copyCharges(input, billing, BILLING_FIELDS);
  copyFields(input, shipping, SHIPPING_FIELDS, SHIPPING_RENAMES);
  copyCharges(input, shipping, SHIPPING_FIELDS);
  if (input.bill_to !== undefined) billing.bill_to = v2Address(input.bill_to);
  if (input.ship_to !== undefined) shipping.ship_to = v2Address(input.ship_to);
  if (input.ship_from !== undefined) shipping.ship_from = v2Address(input.ship_from);
  if (Object.keys(billing).length) out.billing = billing;
  if (Object.keys(shipping).length) out.shipping = shipping;
  const source: Body = {};
  if (input.source !== undefined) source.source_name = input.source;
  if (input.imported_at !== undefined) source.source_retrieved_at = input.imported_at;
  if (Object.keys(source).length) out.source = Object.fromEntries(Object.entries(source).map(([k, v]) => [k.replace(/^source_/, ''), v]));
  const cf = customFields(input.custom_fields);
  if (cf) out.custom_fields = cf;
  return out;
}

