/**
 * A new order in one statement (POST orders/, v1's, the seed: the writer's createOrder): its ids are drawn by the
 * statement that writes it, once the body is valid, so the write costs one round trip and one statement where drawing
 * them first cost two of each. The statement's WITH queries draw the ids (draw_ids, which never gives a reserved one:
 * migration 0190) and insert the items, the boxes with their effective values, the notes, the tags and the order,
 * each returning its rows; the order's INSERT computes its kept values from the parts' rows (a statement does not see
 * its own rows in the tables), with the same SQL as every other write (kept-values.ts). The statement's SELECT answers
 * the ids drawn, the new boxes and items in full and, when asked, the order as its JSON shows it: its stored render
 * needs nothing read back. That is a SELECT over the order's WITH query, not the order INSERT's RETURNING: Citus runs
 * each WITH query on its own and sends an INSERT's RETURNING to the shard, where the other WITH queries do not exist
 * (`relation "ids" does not exist`). A kind of part the order has none of is read from its table, where a new id
 * finds nothing. `boxline import` writes pages of orders with insert.ts.
 */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { columnListSql, jsonSafeListSql } from '../../core/fields/index.ts';
import { textArray } from '../../db/sql.ts';
import { filledRelation, rowsRelation, tableRowsOf } from '../../db/rows.ts';
import {
  EFFECTIVE_BOX_COLUMNS, EFFECTIVE_BOX_FILLS, KEPT_ORDER_COLUMNS, KEPT_VALUE_FILLS, PART_TABLES, withEffectiveBoxValues, withKeptValues,
  type PartRelations, type RefreshOptions,
} from './kept-values.ts';
import { assignIds, type PartIds } from './boxes.ts';
import type { NewOrder } from './insert.ts';
import { newOrderRenderJsonSql } from '../reading/render-rows.ts';
import { BOX_COLUMNS, type BoxRecord } from '../reading/boxes/queries.ts';
import { ITEM_COLUMNS, type ItemRecord } from '../reading/boxes/items/queries.ts';
import type { FullParts } from '../reading/render.ts';
import { countNewOrderSql } from '../counts.ts';

/**
 * What the order's INSERT returns (newOrderRenderJsonSql: the order as orderRenderListSql reads it, in one JSON
 * value), for an order written with or without notes: the caller fills in the box and item references and tags its
 * write made (writtenParts); reading them back cost about 100 us.
 */
export type NewOrderReturning = 'with notes' | 'without notes';

const RETURNING: Record<NewOrderReturning, SQL> = {
  'with notes': newOrderRenderJsonSql({ written: 'with notes', notes: sql`new_notes` }),
  'without notes': newOrderRenderJsonSql({ written: 'without notes' }),
};

/**
 * The new boxes and items as selectBoxes and selectItems read them (boxes by id, items by box then id), from the
 * rows the statement inserted: the order's stored render shows them in full, and reading them back cost two
 * statements in its transaction.
 */
const partsJson = (columns: readonly (readonly [string, string])[], table: string, order: string) =>
  sql`(SELECT json_agg(x ORDER BY ${sql.raw(order)}) FROM (SELECT ${jsonSafeListSql(columns, 'p')} FROM ${sql.raw(table)} p) x)`;
const NEW_BOXES = partsJson(BOX_COLUMNS, 'new_boxes', 'x.id');
const NEW_ITEMS = partsJson(ITEM_COLUMNS, 'new_items', 'x.box_id, x.id');

const id = (array: string, position: string) => sql.raw(`ids.${array}[${position}::int]`);
const columnsOf = (alias: string, names: readonly string[]) => columnListSql(names, alias);

/**
 * Where the kept values read each kind of part: the rows the statement inserts, or the table for a kind the order has
 * none of: one object for each of the 16 combinations, made once.
 */
const NEW_PARTS: PartRelations = { boxes: sql`new_boxes`, items: sql`new_items`, notes: sql`new_notes`, tags: sql`new_tags` };
const KINDS = ['boxes', 'items', 'notes', 'tags'] as const;
const partRelations = Array.from({ length: 16 }, (_, mask): PartRelations => {
  const [boxes, items, notes, tags] = KINDS.map((kind, bit) => ((mask >> bit) & 1 ? NEW_PARTS : PART_TABLES)[kind]);
  return { boxes, items, notes, tags };
});

/**
 * Writes one new order with its parts in one statement; answers its id, its boxes' and items' ids in the order
 * given (assignIds), its boxes and items in full (`full`, as readFullParts reads them), and what `returning` asks
 * of it (RETURNING), its parts' references left to writtenParts.
 */
export async function insertNewOrder<R>(
  tx: Queryable, orgId: number, order: NewOrder, opts: RefreshOptions & { returning?: NewOrderReturning } = {},
): Promise<{ id: number; parts: PartIds; full: FullParts; returned: R | undefined }> {
  const items = order.boxes.boxes.flatMap((box, b) => box.items.map((item) => ({ box: b + 1, columns: item.columns })));
  const tags = [...new Set(order.tags)];
  const held = [order.boxes.boxes.length, items.length, order.notes.length, tags.length];
  const parts = partRelations[held.reduce((mask, n, bit) => (n > 0 ? mask | (1 << bit) : mask), 0)];
  const queries: SQL[] = [sql`ids AS MATERIALIZED (
    SELECT (draw_ids('orders_id_seq'::regclass, 1))[1] AS order_id,
           draw_ids('boxes_id_seq'::regclass, ${order.boxes.boxes.length}::int) AS box_ids,
           draw_ids('items_id_seq'::regclass, ${items.length}::int) AS item_ids)`];

  if (items.length) {
    const set = tableRowsOf(items.map((i) => i.columns));
    const { names, relation } = rowsRelation(orgId, { k: items.map((_, k) => k + 1), b: items.map((i) => i.box) }, set.rows, set.positions, 'r');
    const own = names.slice(3);
    queries.push(sql`new_items AS (
    INSERT INTO items (${columnListSql(['org_id', 'id', 'order_id', 'box_id', ...own])})
    SELECT r.org_id, ${id('item_ids', 'r.k')}, ids.order_id, ${id('box_ids', 'r.b')}${own.length ? sql`, ${columnsOf('r', own)}` : sql``}
    FROM ${relation} CROSS JOIN ids
    RETURNING *)`);
  }
  if (order.boxes.boxes.length) {
    const set = tableRowsOf(order.boxes.boxes.map((b) => b.columns));
    const { names, relation } = rowsRelation(orgId, { b: set.positions.map((at) => at + 1) }, set.rows, set.positions, 'r');
    const own = ['org_id', 'id', 'order_id', ...names.slice(2)];
    const keyed = sql`(SELECT r.org_id, ${id('box_ids', 'r.b')} AS id, ids.order_id${names.length > 2 ? sql`, ${columnsOf('r', names.slice(2))}` : sql``}
      FROM ${relation} CROSS JOIN ids) AS k`;
    queries.push(sql`new_boxes AS (
    INSERT INTO boxes (${columnListSql([...own, ...EFFECTIVE_BOX_COLUMNS])})
    ${withEffectiveBoxValues(orgId, filledRelation(keyed, own, EFFECTIVE_BOX_FILLS, 'b2'), own, parts)}
    RETURNING *)`);
  }
  if (order.notes.length) {
    const set = tableRowsOf(order.notes.map((n) => n.values));
    const { names, relation } = rowsRelation(orgId, {}, set.rows, set.positions, 'r');
    const own = names.slice(1);
    queries.push(sql`new_notes AS (
    INSERT INTO order_notes (${columnListSql(['org_id', 'order_id', ...own])})
    SELECT r.org_id, ids.order_id${own.length ? sql`, ${columnsOf('r', own)}` : sql``} FROM ${relation} CROSS JOIN ids
    RETURNING *)`);
  }
  if (tags.length) {
    queries.push(sql`new_tags AS (
    INSERT INTO order_tags (org_id, order_id, value, created_at)
    SELECT ${orgId}::bigint, ids.order_id, t.value, now() FROM unnest(${textArray(tags)}) AS t (value) CROSS JOIN ids
    RETURNING *)`);
  }

  // The order counts (counts.ts) take the new order's statuses in the same statement.
  queries.push(sql`order_counted AS (${countNewOrderSql(orgId, order.columns.billing_status, order.columns.shipping_status)})`);

  const set = tableRowsOf([order.columns]);
  const { names, relation } = rowsRelation(orgId, {}, set.rows, set.positions, 'v');
  const keyed = sql`(SELECT v.*, ids.order_id AS id FROM ${relation} CROSS JOIN ids) AS k`;
  const all = [...names, 'id'];
  const own = all.filter((n) => !KEPT_ORDER_COLUMNS.includes(n));
  const row = await tx.one<{
    new_id: number; new_box_ids: (number | string)[]; new_item_ids: (number | string)[]; new_boxes: BoxRecord[] | null; new_items: ItemRecord[] | null;
    new_order?: R;
  }>(sql`
    WITH ${sql.join(queries, sql`, `)}, new_order AS (
    INSERT INTO orders AS o (${columnListSql([...own, ...KEPT_ORDER_COLUMNS])})
    ${withKeptValues(orgId, filledRelation(keyed, all, KEPT_VALUE_FILLS, 'o2'), own, opts, parts)}
    RETURNING o.*)
    SELECT o.id AS new_id, (SELECT box_ids FROM ids) AS new_box_ids, (SELECT item_ids FROM ids) AS new_item_ids,
      ${order.boxes.boxes.length ? NEW_BOXES : sql`NULL::json`} AS new_boxes, ${items.length ? NEW_ITEMS : sql`NULL::json`} AS new_items
      ${opts.returning ? sql`, ${RETURNING[opts.returning]} AS new_order` : sql``}
    FROM new_order o`);
  const ids = { boxes: row!.new_box_ids.map(Number), items: row!.new_item_ids.map(Number) };
  const full = { boxes: row!.new_boxes ?? [], items: row!.new_items ?? [] };
  return { id: Number(row!.new_id), parts: assignIds(order.boxes, ids), full, returned: row!.new_order };
}
