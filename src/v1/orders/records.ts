/**
 * v1 orders, boxes and items: the v2 rows and catalogues (src/catalogue/order.ts, box.ts, item.ts) rendered with
 * the v1 Format and v1 key names. A set of orders costs a fixed number of queries whatever its size, as in v2.
 */
import type { FieldSpec } from '../../core/fields/index.ts';
import { inParallel, type Queryable } from '../../db/database.ts';
import { ADDRESS_FIELDS } from '../../catalogue/address.ts';
import { BILLING_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS, ADDRESS_PREFIXES, type AddressName } from '../../catalogue/order.ts';
import { BOX_EFFECTIVE_COLUMNS, BOX_FIELDS } from '../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../catalogue/item.ts';
import { selectOrders, type OrderRecord } from '../../orders/reading/queries.ts';
import { selectBoxes, selectBoxRefs, type BoxRecord } from '../../orders/reading/boxes/queries.ts';
import { selectItems, selectItemRefs, type ItemRecord } from '../../orders/reading/boxes/items/queries.ts';
import { v1Time, v1Uri, v1Writer, type V1Record } from '../shape.ts';

/** v2 key -> v1 key, per group of fields. */
export const ORDER_RENAMES: Record<string, string> = { order_number: 'numerical_id', ordered_at: 'order_time' };
export const SHIPPING_RENAMES: Record<string, string> = {
  status: 'shipping_status', to_ship_at: 'future_ship_at', shipped_at: 'ship_time', ship_cost: 'actual_shipcost',
};
/** v1's `charges.total` is the goods' total (v2's billing.subtotal), `grand_total` the order's (billing.total). */
export const BILLING_RENAMES: Record<string, string> = { status: 'billing_status', subtotal: 'total', total: 'grand_total' };
/**
 * The specification's order `charges` keys Boxline does not keep (it keeps one value per amount, not the imported
 * and the calculated one apart, nor where the value came from): always null.
 */
export const UNKEPT_ORDER_CHARGES = [
  'calculated_grand_total', 'calculated_shipping', 'calculated_tax', 'calculated_total', 'grand_total_source', 'imported_grand_total',
  'imported_shipping', 'imported_tax', 'imported_total', 'shipping_source', 'tax_source', 'total_source',
] as const;
export const BOX_RENAMES: Record<string, string> = {
  ship_cost: 'actual_ship_cost', description: 'general_description', confirmation_type: 'delivery_confirmation',
};
export const ADDRESS_RENAMES: Record<string, string> = { region: 'state' };
/** v1's item `url` is the item's link (v2 `link`); its own address is `resource_uri`. */
export const ITEM_RENAMES: Record<string, string> = { link: 'url' };

const renamed = (specs: readonly FieldSpec[], names: Record<string, string>, prefix = ''): FieldSpec[] =>
  specs.map((s) => ({ ...s, key: names[s.key] ?? s.key, column: `${prefix}${s.column ?? s.key}` }));

const ORDER_SPECS: FieldSpec[] = [
  ...renamed(ORDER_FIELDS, ORDER_RENAMES), ...renamed(SHIPPING_FIELDS, SHIPPING_RENAMES), ...renamed(BILLING_FIELDS, BILLING_RENAMES),
];
const writeOrder = v1Writer(ORDER_SPECS, 'orders', { unkept: UNKEPT_ORDER_CHARGES });
const writeBox = v1Writer(BOX_FIELDS, 'boxes', { rename: BOX_RENAMES, columns: BOX_EFFECTIVE_COLUMNS });
const writeItem = v1Writer(ITEM_FIELDS, 'items', { rename: ITEM_RENAMES });
const ADDRESS_WRITERS = Object.fromEntries(Object.entries(ADDRESS_PREFIXES).map(([name, prefix]) =>
  [name, v1Writer(renamed(ADDRESS_FIELDS, ADDRESS_RENAMES, prefix), 'address')])) as Record<AddressName, ReturnType<typeof v1Writer>>;

export function renderV1Item(row: ItemRecord): V1Record {
  const item = writeItem(row, { box: v1Uri('boxes', row.box_id), order: v1Uri('orders', row.order_id) });
  item.item_id = Number(row.id);
  return item;
}

/** A box; its custom fields also name their box, and show null for what Boxline does not keep of them (id, times). */
export function renderV1Box(row: BoxRecord, items: V1Record[]): V1Record {
  const box = writeBox(row, { order: v1Uri('orders', row.order_id), items });
  const uri = box.resource_uri;
  box.custom_fields = (box.custom_fields as V1Record[]).map((field) => ({ ...field, box: uri, id: null, created_at: null, updated_at: null }));
  return box;
}

function renderAddress(row: OrderRecord, name: AddressName): V1Record | null {
  const prefix = ADDRESS_PREFIXES[name];
  if (row[`${prefix}created_at`] == null) return null;
  const address = ADDRESS_WRITERS[name]({ ...row, id: null, created_at: row[`${prefix}created_at`], updated_at: row[`${prefix}updated_at`] });
  delete address.id;
  delete address.charges;
  address.resource_uri = null;
  return address;
}

/** What `expand` asks for: `boxes`, `boxes__items`, `all` (comma list, any case; unknown words ignored). */
export interface V1Expand {
  boxes: boolean;
  items: boolean;
}
export function v1Expand(expand: unknown): V1Expand {
  const words = new Set(String(expand ?? '').toLowerCase().split(',').map((w) => w.trim()));
  const all = words.has('all');
  return { boxes: all || words.has('boxes') || words.has('boxes__items'), items: all || words.has('boxes__items') };
}

function group<T extends { [k: string]: unknown }>(rows: T[], key: keyof T): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const row of rows) {
    const k = Number(row[key]);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** The orders with these ids in the order given, in the v1 shape. */
export async function renderV1Orders(db: Queryable, orgId: number, ids: number[], expand: V1Expand = { boxes: false, items: false }): Promise<V1Record[]> {
  if (ids.length === 0) return [];
  const [orders, boxes, items] = await inParallel(db, [
    () => selectOrders(db, orgId, ids),
    () => (expand.boxes ? selectBoxes(db, orgId, { orderIds: ids }) : selectBoxRefs(db, orgId, { orderIds: ids })),
    () => (expand.items ? selectItems(db, orgId, { orderIds: ids }) : selectItemRefs(db, orgId, { orderIds: ids })),
  ] as const);
  const boxesByOrder = group(boxes as (BoxRecord | { id: number; order_id: number })[], 'order_id');
  const itemsByBox = group(items as (ItemRecord | { id: number; box_id: number })[], 'box_id');
  const byId = new Map(orders.map((row) => {
    const orderBoxes = (boxesByOrder.get(Number(row.id)) ?? []).map((box) => {
      const boxItems = (itemsByBox.get(Number(box.id)) ?? []).map((item) =>
        (expand.items ? renderV1Item(item as ItemRecord) : { resource_uri: v1Uri('items', Number(item.id)) }));
      return expand.boxes ? renderV1Box(box as BoxRecord, boxItems) : { resource_uri: v1Uri('boxes', Number(box.id)) };
    });
    const order = writeOrder(row, {});
    order.unique_id = row.unique_id;
    order.primary_id = row.primary_id;
    order.status_shipped = row.shipping_status === 'fulfilled';
    order.imported_at = v1Time(row.source_retrieved_at);
    order.source = row.source_name ?? null;
    order.bill_to = renderAddress(row, 'bill_to');
    order.ship_to = renderAddress(row, 'ship_to');
    order.ship_from = renderAddress(row, 'ship_from');
    order.boxes = orderBoxes;
    order.custom_fields = Object.entries(row.custom_fields ?? {}).map(([name, field]) => ({ name, value: field.value ?? null }));
    order.revision_id = null;
    order.revisions_resource_uri = null;
    order.nested_updated_at = v1Time(row.nested_updated_at);
    return [Number(row.id), order] as const;
  }));
  return ids.flatMap((id): V1Record[] => { const o = byId.get(id); return o ? [o as V1Record] : []; });
}

export async function renderV1Order(db: Queryable, orgId: number, id: number, expand?: V1Expand): Promise<V1Record | null> {
  return (await renderV1Orders(db, orgId, [id], expand))[0] ?? null;
}

/** Boxes with their items in full (v1's box resource). */
export async function renderV1BoxRows(db: Queryable, orgId: number, boxes: BoxRecord[]): Promise<V1Record[]> {
  if (boxes.length === 0) return [];
  const items = await selectItems(db, orgId, { orderIds: [...new Set(boxes.map((b) => Number(b.order_id)))], boxIds: boxes.map((b) => Number(b.id)) });
  const byBox = group(items, 'box_id');
  return boxes.map((box) => renderV1Box(box, (byBox.get(Number(box.id)) ?? []).map(renderV1Item)));
}

