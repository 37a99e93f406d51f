/**
 * With rows=items, the boxes and items of an export's orders: read in the orders' own statement (read.ts), as one
 * text per order (partsJoin), so that a chunk is one statement, a box's values are read and sent once for all its
 * items, and an order's row carries its parts (the driver makes one string of them, where a row per item made
 * several strings per item, its box's values among them).
 *
 * The text: the order's number of boxes, then for each box (by id) BOXES, its id, its number of items and its values,
 * then for each of its items (by id) ITEMS, its id and its values, the values of each separated by VALUES (lines.ts).
 * A value holding one of these characters splits its text into more pieces than the counts say (splitParts answers
 * null): that order's boxes and items are read again value by value (partsByValue), in one statement for a chunk.
 */
import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import type { ColumnPart, ExportColumn, Layout, Values } from './columns.ts';
import { BOXES, ITEMS, VALUES, inSql, joinedText, valuesOf } from './lines.ts';

/** An order's boxes' rows (by id) and, for each box, its items' rows (by id). */
export interface OrderParts {
  boxes: Values[];
  items: Values[][];
}

/**
 * A box's row: its id, its number of items, its columns' values, its order's id; an item's row: its id, its columns'
 * values, its order's and its box's ids (what the urls are made of).
 */
const BOX_FIRST = ['b_id', 'b_items'];
const ITEM_FIRST = ['i_id'];

/** `[alias, expression]` of what the columns of `part` read, each once, in the order of the columns. */
export function partReads(columns: readonly ExportColumn[], part: ColumnPart): [string, string][] {
  const reads = new Map<string, string>();
  for (const column of columns) {
    if (column.part === part) for (const [alias, expression] of column.reads) reads.set(alias, expression);
  }
  return [...reads];
}

/** The aliases of the boxes' and items' rows, in order. */
export const partsLayout = (columns: readonly ExportColumn[]): Omit<Layout, 'orders'> => ({
  boxes: [...BOX_FIRST, ...partReads(columns, 'box').map(([alias]) => alias), 'id'],
  items: [...ITEM_FIRST, ...partReads(columns, 'item').map(([alias]) => alias), 'id', 'b_id'],
});

/** The join of the orders' statement (orders `o`) that selects each order's parts as `p.parts`. */
export function partsJoin(orgId: number, columns: readonly ExportColumn[]): SQL {
  const box = partReads(columns, 'box').map(([, expression]) => expression);
  const item = partReads(columns, 'item').map(([, expression]) => expression);
  const between = inSql(VALUES);
  const boxRecord = [inSql(BOXES), 'b.id', between, 'bi.n', ...(box.length ? [between, joinedText(box)] : []), 'bi.items'].join(', ');
  const itemRecord = [inSql(ITEMS), 'i.id', ...(item.length ? [between, joinedText(item)] : [])].join(', ');
  return sql`CROSS JOIN LATERAL (
      SELECT concat(count(*), string_agg(concat(${sql.raw(boxRecord)}), '' ORDER BY b.id)) AS parts
      FROM boxes b CROSS JOIN LATERAL (
        SELECT count(*) AS n, string_agg(concat(${sql.raw(itemRecord)}), '' ORDER BY i.id) AS items
        FROM items i WHERE i.org_id = ${orgId} AND i.order_id = b.order_id AND i.box_id = b.id) bi
      WHERE b.org_id = ${orgId} AND b.order_id = o.id) p`;
}

/** The parts of order `orderId` from its text, or null when a value held a separator. */
export function splitParts(text: string, orderId: number, [boxCount, itemCount]: readonly [number, number]): OrderParts | null {
  const records = text.split(BOXES);
  if (records.length - 1 !== Number(records[0])) return null;
  const boxes: Values[] = [];
  const items: Values[][] = [];
  for (let r = 1; r < records.length; r++) {
    const pieces = records[r].split(ITEMS);
    const box = valuesOf(pieces[0], BOX_FIRST.length, boxCount);
    if (box === null || pieces.length - 1 !== Number(box[1])) return null;
    const boxId = Number(box[0]);
    box[0] = boxId;
    box.push(orderId);
    const ofBox: Values[] = [];
    for (let k = 1; k < pieces.length; k++) {
      const row = valuesOf(pieces[k], ITEM_FIRST.length, itemCount);
      if (row === null) return null;
      row[0] = Number(row[0]);
      row.push(orderId, boxId);
      ofBox.push(row);
    }
    boxes.push(box);
    items.push(ofBox);
  }
  return { boxes, items };
}

/** How many values a box's and an item's columns read. */
export const partCounts = (columns: readonly ExportColumn[]): [number, number] =>
  [partReads(columns, 'box').length, partReads(columns, 'item').length];

/**
 * The parts of the orders `ids`, value by value (each as text, '' as null as in a text): one statement. An order
 * without boxes is left out.
 */
export async function partsByValue(db: Queryable, orgId: number, columns: readonly ExportColumn[], ids: readonly number[]): Promise<Map<number, OrderParts>> {
  const [boxCount, itemCount] = partCounts(columns);
  const values = [...partReads(columns, 'box'), ...partReads(columns, 'item')].map(([, expression]) => `, (${expression})::text`).join('');
  const rows = await db.arrays(sql`
    SELECT b.order_id, b.id, i.id${sql.raw(values)}
    FROM boxes b LEFT JOIN items i ON i.org_id = ${orgId} AND i.order_id = b.order_id AND i.box_id = b.id
    WHERE b.org_id = ${orgId} AND b.order_id = ANY(${bigintArray(ids)})
    ORDER BY b.order_id, b.id, i.id`);
  const parts = new Map<number, OrderParts>();
  const value = (v: unknown) => (v === '' ? null : v);
  for (const row of rows) {
    const [orderId, boxId, itemId] = [Number(row[0]), Number(row[1]), row[2] === null ? null : Number(row[2])];
    let order = parts.get(orderId);
    if (!order) parts.set(orderId, (order = { boxes: [], items: [] }));
    if (order.boxes.length === 0 || order.boxes[order.boxes.length - 1][0] !== boxId) {
      order.boxes.push([boxId, null, ...row.slice(3, 3 + boxCount).map(value), orderId]);
      order.items.push([]);
    }
    if (itemId !== null) order.items[order.items.length - 1].push([itemId, ...row.slice(3 + boxCount, 3 + boxCount + itemCount).map(value), orderId, boxId]);
  }
  return parts;
}
