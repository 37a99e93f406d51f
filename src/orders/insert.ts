/**
 * Writing new orders with their parts, any number at once, in a few set-based statements: items, boxes (their
 * effective size and weight computed in their INSERT), notes, tags, then the order rows with their kept values
 * computed in their INSERT (kept-values.ts). Each row is written once, with its final values. The parts'
 * references to their order and box are checked at commit (migration 0070). POST orders/ writes one order this
 * way, `boxline import` a page of them.
 */
import { sql, type SQL } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { columnListSql, type Columns } from '../core/fields/index.ts';
import { filledRelation, insertRows, rowsRelation, tableRowsOf, type TableRows } from '../db/rows.ts';
import { allocateIds, type DrawnIds } from './ids.ts';
import { KEPT_ORDER_COLUMNS, KEPT_VALUE_FILLS, withKeptValues, type RefreshOptions } from './kept-values.ts';
import { assignIds, insertNewParts, newPartsOf, type BoxPlanSet, type PartIds } from './boxes/write.ts';
import type { NotePlan } from './notes/write.ts';
import { sendNewTags } from './tags/queries.ts';

export interface NewOrder {
  /** The order's id when it is known (an import writing an order again); otherwise one is allocated. */
  id?: number;
  /** The order's own columns (orderColumns in `create` mode), typed values. */
  columns: Columns;
  /** Checked plans (planBoxes, planNotes) of new boxes, items and notes. */
  boxes: BoxPlanSet;
  notes: NotePlan[];
  tags: string[];
}

export interface InsertOptions extends RefreshOptions {
  /**
   * A select list over the new order rows `o` (their parts written before them) that their INSERT returns: what
   * a reader of the new orders would read next, without a statement of its own.
   */
  returning?: SQL;
}

/** The tables a new order's rows go to that take ids drawn ahead (allocateIds). */
export type NewOrderTable = 'orders' | 'boxes' | 'items';

/**
 * Writes the orders and their parts (ids from `drawn` first); returns their ids and their boxes' and items' ids
 * (assignIds) in the order given, and what the orders' INSERT returned (`opts.returning`; in no order). The
 * statements are sent without waiting (Queryable.send): whatever reads the orders next goes in the same round trip.
 */
export async function insertOrders<R = never>(
  tx: Queryable, orgId: number, orders: NewOrder[], opts: InsertOptions = {}, drawn: DrawnIds<NewOrderTable> = {},
): Promise<{ ids: number[]; parts: PartIds[]; returned: R[] }> {
  if (orders.length === 0) return { ids: [], parts: [], returned: [] };
  const parts = orders.map((o) => newPartsOf(o.boxes));
  const allocated = await allocateIds(tx, {
    orders: orders.filter((o) => o.id === undefined).length,
    boxes: parts.reduce((n, p) => n + p.boxes, 0),
    items: parts.reduce((n, p) => n + p.items, 0),
  }, drawn);
  const ids = orders.map((o) => o.id ?? allocated.orders.shift()!);
  const assigned = orders.map((o) => assignIds(o.boxes, allocated));
  await insertNewParts(tx, orgId, orders.map((o, i) => ({ orderId: ids[i], plan: o.boxes, ...assigned[i] })));
  const notes = tableRowsOf(orders.flatMap((o) => o.notes.map((n) => n.values)));
  const noteOrders = orders.flatMap((o, i) => o.notes.map(() => ids[i]));
  await insertRows(tx, 'order_notes', orgId, { order_id: noteOrders }, notes.rows, notes.positions);
  const tags = orders.flatMap((o, i) => [...new Set(o.tags)].map((value) => ({ orderId: ids[i], value })));
  await sendNewTags(tx, orgId, tags);

  const { rows, positions } = tableRowsOf(orders.map((o) => o.columns));
  return { ids, parts: assigned, returned: await insertOrderRows<R>(tx, orgId, ids, rows, positions, opts) };
}

/**
 * Order rows from a row set (db/rows.ts) with their kept values, their parts written before them; `ids` are their
 * ids. Returns what `opts.returning` selects of them; without it, the statement is sent without waiting.
 */
export async function insertOrderRows<R = never>(
  tx: Queryable, orgId: number, ids: number[], rows: TableRows, positions: number[], opts: InsertOptions = {},
): Promise<R[]> {
  if (positions.length === 0) return [];
  const { names, relation } = rowsRelation(orgId, { id: ids }, rows, positions, 'v');
  const source = filledRelation(relation, names, KEPT_VALUE_FILLS, 'o2');
  const own = names.filter((n) => !KEPT_ORDER_COLUMNS.includes(n));
  const insert = sql`
    INSERT INTO orders AS o (${columnListSql([...own, ...KEPT_ORDER_COLUMNS])})
    ${withKeptValues(source, own, opts)}`;
  if (!opts.returning) {
    await tx.send(insert);
    return [];
  }
  return tx.rows<R>(sql`${insert} RETURNING ${opts.returning}`);
}
