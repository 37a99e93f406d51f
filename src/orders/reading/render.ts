/**
 * The order JSON, built in one place for GET, lists, write responses and event payloads. A set of orders is
 * read with one statement whatever its size (render-rows.ts); expanded boxes and items add one each beside it, and
 * full boxes three after it (presets, documents, tracking).
 */
import type { Static } from 'typebox';
import { inParallel, type Queryable } from '../../db/database.ts';
import { renderCustomFields } from '../../core/custom-fields.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { renderNote } from '../../notes/shape.ts';
import { fieldWriter, type FieldWriter } from '../../core/fields/index.ts';
import { renderSource } from '../../catalogue/source.ts';
import {
  ADDRESS_PREFIXES, BILLING_FIELDS, ORDER_FIELDS, SHIPPING_FIELDS, orderAddressFields, type AddressName,
} from '../../catalogue/order.ts';
import { boxUrl, orderUrl } from '../../core/urls.ts';
import type { Order } from '../shape.ts';
import type { OrderRecord } from './queries.ts';
import { selectBoxes, type BoxRecord, type BoxRef } from './boxes/queries.ts';
import { renderBoxes } from './boxes/render.ts';
import { selectItems, type ItemRecord, type ItemRef } from './boxes/items/queries.ts';
import { itemRef, renderItem } from './boxes/items/render.ts';
import { orderRenderRowsSql, type OrderRenderRow } from './render-rows.ts';
import type { OrgRef } from '../../orgs/ref.ts';

export interface RenderOptions {
  /** Inline full boxes (otherwise `{url, items}`). */
  boxes?: boolean;
  /** Inline full items (otherwise `{url}`). */
  items?: boolean;
  /** Leave custom field values over 512 bytes out (order, box and item level). */
  lazy?: { order?: boolean; boxes?: boolean; items?: boolean };
  /** Orders the write being rendered created: their boxes have no shipping documents or tracking yet (not read). */
  created?: ReadonlySet<number>;
}

const words = (list: string | undefined) => new Set((list ?? '').split(',').map((w) => w.trim()));

/**
 * From the query string: `expand=boxes`, `items` or `boxes,items`, and `lazy=custom_fields,
 * boxes__custom_fields,boxes__items__custom_fields` (unknown words are ignored).
 */
export function renderOptions(query: { expand?: string; lazy?: string }): RenderOptions {
  const expand = words(query.expand);
  const lazy = words(query.lazy);
  return {
    boxes: expand.has('boxes'),
    items: expand.has('items') || expand.has('boxes__items'),
    lazy: { order: lazy.has('custom_fields'), boxes: lazy.has('boxes__custom_fields'), items: lazy.has('boxes__items__custom_fields') },
  };
}

const ADDRESS_WRITERS = Object.fromEntries(
  (Object.keys(ADDRESS_PREFIXES) as AddressName[]).map((name) => {
    const prefix = ADDRESS_PREFIXES[name];
    return [name, { write: fieldWriter(orderAddressFields(name)), created: `${prefix}created_at`, updated: `${prefix}updated_at` }];
  }),
) as Record<AddressName, { write: FieldWriter; created: string; updated: string }>;

function renderAddress(row: OrderRecord, name: AddressName) {
  const { write, created, updated } = ADDRESS_WRITERS[name];
  const createdAt = row[created] as string | null;
  if (createdAt === null) return null;
  const address = write(row, {} as Record<string, unknown>);
  address.created_at = formatDateTime(createdAt);
  address.updated_at = formatDateTime(row[updated] as string);
  return address;
}

const writeOrderFields = fieldWriter(ORDER_FIELDS);
const writeBillingFields = fieldWriter(BILLING_FIELDS);
const writeShippingFields = fieldWriter(SHIPPING_FIELDS);

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = out.get(k);
    if (list) list.push(row);
    else out.set(k, [row]);
  }
  return out;
}

/** Full boxes and items of the orders, as `expand` asks (none otherwise: the order statement has their references). */
export interface FullParts {
  boxes?: BoxRecord[];
  items?: ItemRecord[];
}

/** Reads the full boxes and items `opts` expands, at the same time on the pool. */
export async function readFullParts(db: Queryable, orgId: number, orderIds: number[], opts: RenderOptions): Promise<FullParts> {
  if (orderIds.length === 0 || (!opts.boxes && !opts.items)) return {};
  const [boxes, items] = await inParallel(db, [
    () => (opts.boxes ? selectBoxes(db, orgId, { orderIds }) : Promise.resolve(undefined)),
    () => (opts.items ? selectItems(db, orgId, { orderIds }) : Promise.resolve(undefined)),
  ] as const);
  return { boxes, items };
}

/** The boxes of the orders, each with its items, as references or full objects per `opts`. */
async function renderBoxesOf(db: Queryable, org: OrgRef, rows: OrderRenderRow[], full: FullParts, opts: RenderOptions) {
  const boxes: BoxRef[] = full.boxes ?? rows.flatMap((row) => row.part_boxes ?? []);
  const itemsByBox = groupBy<ItemRef, number>(full.items ?? rows.flatMap((row) => row.part_items ?? []), (i) => i.box_id);
  const lazyItems = opts.lazy?.items ?? false;
  const itemsOf = (boxId: number) => (itemsByBox.get(boxId) ?? []).map((i) =>
    opts.items ? renderItem(i as ItemRecord, org.id, { lazy: lazyItems }) : itemRef(i, org.id));
  // A full box in an order lists its keys as BoxInOrder does (url, items, then the rest), so that the JSON text
  // of an order is the same through JSON.stringify (stored renders, suggestions, only) as through its schema.
  const rendered: Record<string, unknown>[] = opts.boxes
    ? (await renderBoxes(db, org, boxes as BoxRecord[], itemsOf, { lazy: opts.lazy?.boxes, created: opts.created })).map((box) => Object.assign({ url: box.url, items: box.items }, box))
    : boxes.map((box) => ({ url: boxUrl(org.id, box.order_id, box.id), items: itemsOf(box.id) }));
  const out = new Map<number, Record<string, unknown>[]>();
  boxes.forEach((box, i) => {
    const list = out.get(box.order_id);
    if (list) list.push(rendered[i]);
    else out.set(box.order_id, [rendered[i]]);
  });
  return out;
}

/** The order JSON as the response schema describes it. */
export type OrderJson = Static<typeof Order>;

function renderOne(row: OrderRenderRow, org: OrgRef, boxes: Map<number, Record<string, unknown>[]>, opts: RenderOptions): OrderJson {
  const id = row.id;
  const url = orderUrl(org.id, id);
  // Keys in the order the schema lists them, for the responses that JSON.stringify sends (suggestions, only).
  const order = writeOrderFields(row, { url, primary_id: row.primary_id, unique_id: row.unique_id } as Record<string, unknown>);
  order.created_at = formatDateTime(row.created_at);
  order.updated_at = formatDateTime(row.updated_at);
  order.nested_updated_at = formatDateTime(row.nested_updated_at);
  order.boxes = boxes.get(id) ?? [];
  order.custom_fields = renderCustomFields(row.custom_fields, opts.lazy?.order ?? false);
  order.notes = (row.part_notes ?? []).map((n) => renderNote(n, url));
  order.tags = row.part_tags ?? [];
  order.relations = (row.part_relations ?? []).map(([related, kind]) => ({ kind, order: orderUrl(org.id, related) }));
  const billing = writeBillingFields(row, {} as Record<string, unknown>);
  billing.bill_to = renderAddress(row, 'bill_to');
  const shipping = writeShippingFields(row, {} as Record<string, unknown>);
  shipping.ship_to = renderAddress(row, 'ship_to');
  shipping.ship_from = renderAddress(row, 'ship_from');
  order.source = renderSource(row);
  order.billing = billing;
  order.shipping = shipping;
  // The field descriptors render values loosely typed; the shapes follow the Order schema.
  return order as unknown as OrderJson;
}

/**
 * The rows orderRenderRowsSql read and the full parts readFullParts read, rendered by id (full boxes also read
 * their presets, documents and tracking).
 */
export async function renderOrderRows(
  db: Queryable, org: OrgRef, rows: OrderRenderRow[], full: FullParts, opts: RenderOptions = {},
): Promise<Map<number, OrderJson>> {
  const boxes = await renderBoxesOf(db, org, rows, full, opts);
  return new Map(rows.map((row) => [row.id, renderOne(row, org, boxes, opts)]));
}

/** The orders with these ids by id (ids that do not exist in the organization are left out). */
export async function renderOrderMap(db: Queryable, org: OrgRef, ids: number[], opts: RenderOptions = {}): Promise<Map<number, OrderJson>> {
  if (ids.length === 0) return new Map();
  const [rows, full] = await inParallel(db, [
    () => db.rows<OrderRenderRow>(orderRenderRowsSql(org.id, ids, opts)),
    () => readFullParts(db, org.id, ids, opts),
  ] as const);
  return renderOrderRows(db, org, rows, full, opts);
}

/**
 * A page of orders: the orders with these ids in the order of `ids`. Lists, the contact `orders` link and
 * webhooks use it; a page costs one statement whatever its size, more when expanded (see the header).
 */
export async function renderOrders(db: Queryable, org: OrgRef, ids: number[], opts: RenderOptions = {}): Promise<OrderJson[]> {
  const byId = await renderOrderMap(db, org, ids, opts);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One order, or null. */
export async function renderOrder(db: Queryable, org: OrgRef, id: number, opts: RenderOptions = {}): Promise<OrderJson | null> {
  return (await renderOrderMap(db, org, [id], opts)).get(id) ?? null;
}
