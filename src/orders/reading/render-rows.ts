/**
 * The one statement that reads what an order's JSON shows, for any set of orders: each order's row with its
 * parts (references to its boxes and items, notes, tags, relations) aggregated into JSON columns, each part in the
 * order the response lists it. One round trip instead of one per part: on the pool, each statement costs a
 * connection checkout, a socket write and a driver round of its own; inside a write's transaction they would run
 * one after the other. Full boxes and items (`expand`) are left to selectBoxes and selectItems, which the pool
 * runs beside it: a page of 100 expanded orders built in one statement took longer than in three in parallel.
 */
import { sql, type SQL } from '../../core/sql.ts';
import { byIds } from '../../db/sql.ts';
import { columnTypes, jsonSafeListSql } from '../../core/fields/index.ts';
import { NOTE_AUTHOR_FIELDS, NOTE_FIELDS } from '../../catalogue/note.ts';
import type { NoteRow } from '../../notes/shape.ts';
import { ORDER_SELECT_COLUMNS, type OrderRecord } from './queries.ts';
import type { BoxRef } from './boxes/queries.ts';
import type { ItemRef } from './boxes/items/queries.ts';

/** An order's row and its parts (null where it has none; box and item references only when not expanded). */
export interface OrderRenderRow extends OrderRecord {
  /** Every box delivered (a kept value): a new order so hears `order-delivered` (change-orders.ts). */
  is_delivered: boolean;
  part_boxes?: BoxRef[] | null;
  part_items?: ItemRef[] | null;
  part_notes: NoteRow[] | null;
  part_tags: string[] | null;
  /** [related order id, kind] */
  part_relations: [number, string][] | null;
}

const NOTE_COLUMNS = jsonSafeListSql([
  ['id', 'bigint'], ...columnTypes([...NOTE_AUTHOR_FIELDS, ...NOTE_FIELDS]), ['created_at', 'timestamptz'], ['updated_at', 'timestamptz'],
], 'n');

/** Full boxes or items (`expand`), read by their own statements instead of as references here. */
export interface PartsOptions {
  boxes?: boolean;
  items?: boolean;
  /**
   * The INSERT of a new order written without relations: part_relations is null, not read; its box and item
   * references and its tags are the ones its write made, which the writer fills in (writtenParts) instead of
   * reading them back; its notes are read only when it was written with some.
   */
  written?: 'with notes' | 'without notes';
  /** Where its notes are read: order_notes, or the rows a new order's one statement inserts (insert.ts). */
  notes?: SQL;
}

/**
 * What orderRenderRowsSql reads of each order `o` (an orders row), as a select list: also what a new order's one
 * statement answers (insert.ts), which so reads the new row back without a statement of its own. `org` is how
 * its parts are matched to the order's organization: its id as a value, so that Citus routes the statement to the
 * organization's shard (kept-values.ts, effectiveBoxJoins), or `o.org_id` where they are no table.
 */
export function orderRenderListSql(opts: PartsOptions = {}, org: SQL = sql`o.org_id`): SQL {
  const boxRefs = opts.boxes || opts.written ? sql`` : sql`
      (SELECT json_agg(x ORDER BY x.id) FROM (SELECT b.id, b.order_id FROM boxes b WHERE b.org_id = ${org} AND b.order_id = o.id) x) AS part_boxes,`;
  const itemRefs = opts.items || opts.written ? sql`` : sql`
      (SELECT json_agg(x ORDER BY x.box_id, x.id)
       FROM (SELECT i.id, i.order_id, i.box_id FROM items i WHERE i.org_id = ${org} AND i.order_id = o.id) x) AS part_items,`;
  const notes = notesSql(opts, org);
  const tags = opts.written ? sql`` : sql`
      (SELECT json_agg(g.value ORDER BY g.value COLLATE "C") FROM order_tags g WHERE g.org_id = ${org} AND g.order_id = o.id) AS part_tags,`;
  return sql`${ORDER_SELECT_COLUMNS}, is_delivered,${boxRefs}${itemRefs}
      ${notes} AS part_notes,${tags}
      ${opts.written ? sql`NULL::json` : sql`(SELECT json_agg(json_build_array(r.related_order_id, r.kind) ORDER BY r.related_order_id)
       FROM order_relations r WHERE r.org_id = ${org} AND r.order_id = o.id)`} AS part_relations`;
}

function notesSql(opts: PartsOptions, org: SQL): SQL {
  return opts.written === 'without notes' ? sql`NULL::json` : sql`(SELECT json_agg(x ORDER BY x.id)
       FROM (SELECT ${NOTE_COLUMNS} FROM ${opts.notes ?? sql`order_notes`} n WHERE n.org_id = ${org} AND n.order_id = o.id) x)`;
}

/**
 * The notes of a new order written with notes, as orderRenderListSql reads them (`part_notes`), from the rows its
 * one statement inserts (`notes`: writing/insert.ts); the rest of its render row is composed from what it bound
 * (writing/new-records.ts).
 */
export const newOrderNotesSql = (notes: SQL, org: SQL = sql`o.org_id`): SQL => notesSql({ written: 'with notes', notes }, org);

/**
 * The orders of `orgId` with these ids, any order; ids not in the organization are left out (looked up id by id:
 * db/sql.ts `byIds`).
 */
export function orderRenderRowsSql(orgId: number, ids: readonly number[], opts: PartsOptions = {}): SQL {
  return sql`SELECT ${orderRenderListSql(opts, sql`${orgId}::bigint`)} FROM ${byIds(sql`orders`, 'o', orgId, 'id', [...new Set(ids)])}`;
}
