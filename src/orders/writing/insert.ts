/**
 * New orders written with their parts, one statement for one order (POST orders/, v1's, the seed: the writer's
 * createOrder) and one for each slice of up to SLICE orders of an import's page (the writer's importOrders). The
 * statement's WITH queries take the ids (ids.ts: one order's drawn by the statement itself, once the body is valid;
 * a page's drawn before and bound), insert the items, the boxes with their effective values, the notes and the tags,
 * each returning its rows; the orders' INSERT computes their kept values from those rows (a
 * statement does not see its own rows in the tables), with the same SQL as every other write (kept-values.ts). For
 * one order, the statement's SELECT over its INSERT answers the ids drawn and what else only it knows (its time, the
 * boxes' effective values, the order's kept values): its rows are composed from what it bound (new-records.ts), and
 * its stored render needs nothing read back. A kind of part none of the orders has is read from its table, where a
 * new id finds nothing.
 */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { columnListSql, type Columns } from '../../core/fields/index.ts';
import { bigintArray, textArray } from '../../db/sql.ts';
import { columnsRelation, filledRelation, TableRows } from '../../db/rows.ts';
import {
  EFFECTIVE_BOX_COLUMNS, EFFECTIVE_BOX_FILLS, KEPT_ORDER_COLUMNS, KEPT_VALUE_FILLS, PART_TABLES, withEffectiveBoxValues, withKeptValues,
  type PartRelations, type RefreshOptions,
} from './kept-values.ts';
import { assignIds, type BoxPlanSet, type PartIds } from './boxes.ts';
import type { NotePlan } from './notes.ts';
import { newOrderNotesSql, type OrderRenderRow } from '../reading/render-rows.ts';
import { NEW_BOX_VALUES_SQL, NEW_ORDER_KEPT_SQL, newOrderRecord, newPartRecords } from './new-records.ts';
import type { FullParts } from '../reading/render.ts';
import { countNewOrderSql, countOrders } from '../counts.ts';
import { drawIdsSql } from './ids.ts';
import { shapedSql } from '../../db/compile.ts';
import { insertRowsOf, insertShape, ORG, type InsertRows, type InsertRun } from './insert-shape.ts';

/** One new order: its own columns (orderColumns in `create` mode) and checked plans of its boxes, items and notes. */
export interface NewOrder {
  columns: Columns;
  boxes: BoxPlanSet;
  notes: NotePlan[];
  tags: string[];
}

/** New orders as row sets (db/rows.ts), and for each order the positions of its rows. */
export interface NewOrderRows {
  rows: { orders: TableRows; boxes: TableRows; items: TableRows; notes: TableRows };
  orders: { order: number; boxes: { row: number; items: number[] }[]; notes: number[]; tags: string[]; tagsAt?: string | null }[];
}

/**
 * Whether the caller wants the new order's render row (as orderRenderListSql reads it; composed from what it bound
 * and its kept values, new-records.ts), for an order written with or without notes: the caller fills in the box and
 * item references and tags its write made (writtenParts); reading them back cost about 100 us.
 */
export type NewOrderReturning = 'with notes' | 'without notes';

const NEW_NOTES = newOrderNotesSql(sql`new_notes`);

/** The id at a 1-based position of one of the `ids` arrays. */
const id = (array: string, position: string) => sql.raw(`ids.${array}[${position}::int]`);
const columnsOf = (alias: string, names: readonly string[]) => columnListSql(names, alias);

/**
 * Where the kept values read each kind of part: the rows the statement inserts, or the table for a kind none of its
 * orders has: one object for each of the 16 combinations, made once.
 */
const NEW_PARTS: PartRelations = { boxes: sql`new_boxes`, items: sql`new_items`, notes: sql`new_notes`, tags: sql`new_tags` };
const KINDS = ['boxes', 'items', 'notes', 'tags'] as const;
const partRelations = Array.from({ length: 16 }, (_, mask): PartRelations => {
  const [boxes, items, notes, tags] = KINDS.map((kind, bit) => ((mask >> bit) & 1 ? NEW_PARTS : PART_TABLES)[kind]);
  return { boxes, items, notes, tags };
});

/** One new order as row sets (its rows at position 0 of each). */
function rowsOfOne(order: NewOrder): NewOrderRows {
  const rows = { orders: new TableRows(), boxes: new TableRows(), items: new TableRows(), notes: new TableRows() };
  return {
    rows,
    orders: [{
      order: rows.orders.add(order.columns),
      boxes: order.boxes.boxes.map((box) => ({ row: rows.boxes.add(box.columns), items: box.items.map((item) => rows.items.add(item.columns)) })),
      notes: order.notes.map((note) => rows.notes.add(note.values)),
      tags: order.tags,
    }],
  };
}

/**
 * The statement writing the orders of `input` (insert-shape.ts: their rows, tags and ids) with their parts; `count`:
 * it also counts the order (one order, its statuses as written: counts.ts).
 */
function insertOrdersSql(orgId: number, input: InsertRows, opts: RefreshOptions & { answer?: SQL; count?: Columns }): SQL {
  const { tables, tags, ids } = input;
  // One order's id is its array's first: a subscript by a constant, which the parts' index scans take as a bound
  // (by the row's position, the generic plan read every box of the organization: create-plans.test.ts).
  const orderId = (position: string) => id('orders', tables.orders.count === 'one' ? '1' : position);
  const held = [tables.boxes.count, tables.items.count, tables.notes.count, tags.count];
  const parts = partRelations[held.reduce((mask, n, bit) => (n !== 'none' ? mask | (1 << bit) : mask), 0)];
  const queries: SQL[] = [sql`ids AS MATERIALIZED (${'draw' in ids
    ? drawIdsSql({ orders: 1, boxes: ids.draw.boxes, items: ids.draw.items })
    : sql`SELECT ${bigintArray(ids.orders)} AS orders, ${bigintArray(ids.boxes)} AS boxes, ${bigintArray(ids.items)} AS items`})`];

  if (tables.items.count !== 'none') {
    const { names, relation } = columnsRelation(orgId, tables.items, 'r');
    const own = names.slice(4);
    queries.push(sql`new_items AS (
    INSERT INTO items (${columnListSql(['org_id', 'id', 'order_id', 'box_id', ...own])})
    SELECT r.org_id, ${id('items', 'r.k')}, ${orderId('r.o')}, ${id('boxes', 'r.b')}${own.length ? sql`, ${columnsOf('r', own)}` : sql``}
    FROM ${relation} CROSS JOIN ids
    RETURNING *)`);
  }
  if (tables.boxes.count !== 'none') {
    const { names, relation } = columnsRelation(orgId, tables.boxes, 'r');
    const own = ['org_id', 'id', 'order_id', ...names.slice(3)];
    const keyed = sql`(SELECT r.org_id, ${id('boxes', 'r.b')} AS id, ${orderId('r.o')} AS order_id${names.length > 3 ? sql`, ${columnsOf('r', names.slice(3))}` : sql``}
      FROM ${relation} CROSS JOIN ids) AS k`;
    queries.push(sql`new_boxes AS (
    INSERT INTO boxes (${columnListSql([...own, ...EFFECTIVE_BOX_COLUMNS])})
    ${withEffectiveBoxValues(orgId, filledRelation(keyed, own, EFFECTIVE_BOX_FILLS, 'b2'), own, parts)}
    RETURNING *)`);
  }
  if (tables.notes.count !== 'none') {
    const { names, relation } = columnsRelation(orgId, tables.notes, 'r');
    const own = names.slice(2);
    queries.push(sql`new_notes AS (
    INSERT INTO order_notes (${columnListSql(['org_id', 'order_id', ...own])})
    SELECT r.org_id, ${orderId('r.o')}${own.length ? sql`, ${columnsOf('r', own)}` : sql``} FROM ${relation} CROSS JOIN ids
    RETURNING *)`);
  }
  if (tags.count !== 'none') {
    queries.push(sql`new_tags AS (
    INSERT INTO order_tags (org_id, order_id, value, created_at)
    SELECT ${orgId}::bigint, ${orderId('t.o')}, t.value, COALESCE(t.at, now())
    FROM unnest(${bigintArray(tags.o)}, ${textArray(tags.value)}, ${sql`${sql.param(tags.at)}::timestamptz[]`}) AS t (o, value, at) CROSS JOIN ids
    RETURNING *)`);
  }
  // One order's count (counts.ts) takes its statuses in the same statement.
  if (opts.count) queries.push(sql`order_counted AS (${countNewOrderSql(orgId, opts.count.billing_status, opts.count.shipping_status)})`);

  const { names, relation } = columnsRelation(orgId, tables.orders, 'v');
  const keyed = sql`(SELECT v.*, ${orderId('v.o')} AS id FROM ${relation} CROSS JOIN ids) AS k`;
  const all = [...names, 'id'];
  const own = all.filter((n) => n !== 'o' && !KEPT_ORDER_COLUMNS.includes(n));
  const insert = sql`
    INSERT INTO orders AS o (${columnListSql([...own, ...KEPT_ORDER_COLUMNS])})
    ${withKeptValues(orgId, filledRelation(keyed, all, KEPT_VALUE_FILLS, 'o2'), own, opts, parts)}`;
  if (!opts.answer) return sql`WITH ${sql.join(queries, sql`, `)} ${insert}`;
  // A SELECT over the orders' WITH query, not their INSERT's RETURNING: Citus runs each WITH query on its own and
  // sends an INSERT's RETURNING to the shard, where the other WITH queries do not exist (`relation "ids" does not exist`).
  return sql`
    WITH ${sql.join(queries, sql`, `)}, new_order AS (${insert} RETURNING o.*)
    SELECT ${opts.answer} FROM new_order o`;
}

/**
 * `run`'s statement, built once for each shape (insert-shape.ts: its key, with `kind`, which says what else the
 * statement's text depends on) and bound to its values; `answer`: what it selects (built once too).
 */
function shapedInsertSql(kind: string, run: InsertRun, opts: RefreshOptions, answer?: () => SQL): SQL {
  const shape = insertShape(run);
  if (!shape) return insertOrdersSql(run.orgId, run.rows, { ...opts, answer: answer?.(), count: run.count });
  return shapedSql(`${shape.key}|${kind}|${opts.touch ?? ''}`, run, () => {
    const { rows, count } = shape.slotted();
    return insertOrdersSql(ORG, rows, { ...opts, answer: answer?.(), count });
  });
}

/**
 * Writes one new order with its parts in one statement; answers its id, its boxes' and items' ids in the order
 * given (assignIds), its boxes and items in full (`full`, as readFullParts reads them) and, when `returning` asks,
 * its render row (`returned`), its parts' references left to writtenParts: composed from the values it bound and
 * what only the statement knows (new-records.ts). The statement is built once for each shape of order
 * (insert-shape.ts) and bound to this one's values.
 */
export async function insertNewOrder(
  tx: Queryable, orgId: number, order: NewOrder, opts: RefreshOptions & { returning?: NewOrderReturning } = {},
): Promise<{ id: number; parts: PartIds; full: FullParts; returned: OrderRenderRow | undefined }> {
  const answer = () => sql`o.id AS new_id, (SELECT boxes FROM ids) AS new_box_ids, (SELECT items FROM ids) AS new_item_ids,
      now()::text AS new_now, ${order.boxes.boxes.length > 0 ? NEW_BOX_VALUES_SQL : sql`NULL::json`} AS new_box_values
      ${opts.returning ? sql`, ${NEW_ORDER_KEPT_SQL} AS new_kept` : sql``}
      ${opts.returning === 'with notes' ? sql`, ${NEW_NOTES} AS new_notes` : sql``}`;
  // Built once for each shape of order (insert-shape.ts); the answer depends on it too (boxes, notes: in its key).
  const boxes = order.boxes.boxes.length;
  const items = order.boxes.boxes.reduce((n, b) => n + b.items.length, 0);
  const run: InsertRun = { orgId, rows: insertRowsOf(rowsOfOne(order), { draw: { boxes, items } }), count: order.columns };
  const statement = shapedInsertSql(`one ${opts.returning ?? ''}`, run, opts, answer);
  const row = (await tx.one<{
    new_id: number; new_box_ids: (number | string)[]; new_item_ids: (number | string)[]; new_now: string;
    new_box_values: [number, ...(string | null)[]][] | null; new_kept?: Record<string, unknown>; new_notes?: OrderRenderRow['part_notes'];
  }>(statement))!;
  const id = Number(row.new_id);
  const parts = assignIds(order.boxes, { boxes: row.new_box_ids.map(Number), items: row.new_item_ids.map(Number) });
  const context = { now: row.new_now };
  const full = newPartRecords(id, order.boxes, parts, row.new_box_values, context);
  const returned = row.new_kept && newOrderRecord(id, order.columns, row.new_kept, context);
  if (returned) Object.assign(returned, { part_notes: row.new_notes ?? null, part_relations: null });
  return { id, parts, full, returned };
}

/**
 * Orders of one statement in a page: the kept values read a slice's new parts from the statement's own rows, which
 * have no index and are scanned for each order and box, so a slice's cost grows with its square. bench/import's
 * PostgreSQL CPU an order (2 boxes x 3 items): 0.74 ms at 100, 0.64 ms at 25, 0.61 ms at 16, whose 96 items also
 * stay within rows.ts's FEW_ROWS (one plan kept for every call); writing the page table by table cost 0.48-0.53 ms.
 */
const SLICE = 16;

/**
 * Writes new orders with their parts (an import's page), their ids and their parts' drawn before (`ids`, in the
 * orders' order; a replaced order's own id), one statement for each slice of SLICE orders; then counts them.
 */
export async function insertNewOrders(tx: Queryable, orgId: number, input: NewOrderRows, ids: { orders: number[]; boxes: number[]; items: number[] }, opts: RefreshOptions = {}): Promise<void> {
  let box = 0;
  let item = 0;
  for (let start = 0; start < input.orders.length; start += SLICE) {
    const orders = input.orders.slice(start, start + SLICE);
    const nBoxes = orders.reduce((n, o) => n + o.boxes.length, 0);
    const nItems = orders.reduce((n, o) => n + o.boxes.reduce((m, b) => m + b.items.length, 0), 0);
    const rows = insertRowsOf({ rows: input.rows, orders }, {
      orders: ids.orders.slice(start, start + SLICE), boxes: ids.boxes.slice(box, box + nBoxes), items: ids.items.slice(item, item + nItems),
    });
    await tx.send(shapedInsertSql('page', { orgId, rows }, opts));
    box += nBoxes;
    item += nItems;
  }
  await countOrders(tx, orgId, ids.orders, 1);
}
