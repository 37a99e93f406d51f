/**
 * Writing new orders with their parts, any number at once, in a few set-based statements: items, boxes (their
 * effective size and weight computed in their INSERT), notes, tags, then the order rows with their kept values
 * computed in their INSERT (kept-values.ts). Each row is written once, with its final values. The parts'
 * references to their order and box are checked at commit (migration 0070). POST orders/ writes one order this
 * way, `boxline import` a page of them.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { columnListSql, valueListSql, type Columns } from '../../core/fields/index.ts';
import { ORDER_NOTES, insertNotes } from '../notes/table.ts';
import { allocateIds } from './ids.ts';
import { KEPT_ORDER_COLUMNS, KEPT_VALUE_INPUTS, withKeptValues, type RefreshOptions } from './kept-values.ts';
import { assignIds, insertNewParts, newPartsOf, type BoxPlanSet } from './boxes/write.ts';
import type { NotePlan } from './notes/write.ts';
import { insertTags } from './tags/queries.ts';

export interface NewOrder {
  /** The order's id when it is known (an import writing an order again); otherwise one is allocated. */
  id?: number;
  /** The order's own columns (orderColumns in `create` mode); the orders of one call may differ in their keys. */
  columns: Columns;
  /** Checked plans (planBoxes, planNotes) of new boxes, items and notes. */
  boxes: BoxPlanSet;
  notes: NotePlan[];
  tags: string[];
}

/** PostgreSQL binds at most 65,535 parameters a statement; an order row takes about 110. */
const ORDERS_PER_STATEMENT = 400;

/** Writes the orders and their parts; returns their ids in the order given, and those delivered already (every box). */
export async function insertOrders(
  tx: Queryable, orgId: number, orders: NewOrder[], opts: RefreshOptions = {},
): Promise<{ ids: number[]; delivered: Set<number> }> {
  const delivered = new Set<number>();
  if (orders.length === 0) return { ids: [], delivered };
  const parts = orders.map((o) => newPartsOf(o.boxes));
  const allocated = await allocateIds(tx, {
    orders: orders.filter((o) => o.id === undefined).length,
    boxes: parts.reduce((n, p) => n + p.boxes, 0),
    items: parts.reduce((n, p) => n + p.items, 0),
  });
  const ids = orders.map((o) => o.id ?? allocated.orders.shift()!);
  await insertNewParts(tx, orgId, orders.map((o, i) => ({ orderId: ids[i], plan: o.boxes, ...assignIds(o.boxes, allocated) })));
  for (const [i, order] of orders.entries()) {
    if (order.notes.length > 0) await insertNotes(tx, ORDER_NOTES, orgId, ids[i], order.notes.map((n) => n.values));
  }
  await insertTags(tx, orgId, orders.flatMap((o, i) => [...new Set(o.tags)].map((value) => ({ orderId: ids[i], value }))));

  // One INSERT per set of column names (one for a page of orders written alike).
  const groups = new Map<string, { id: number; columns: Columns }[]>();
  orders.forEach((o, i) => {
    const key = Object.keys(o.columns).join(',');
    groups.set(key, [...(groups.get(key) ?? []), { id: ids[i], columns: o.columns }]);
  });
  for (const rows of groups.values()) {
    for (let start = 0; start < rows.length; start += ORDERS_PER_STATEMENT) {
      const written = await insertOrderRows(tx, orgId, rows.slice(start, start + ORDERS_PER_STATEMENT), opts);
      for (const row of written) if (row.is_delivered) delivered.add(Number(row.id));
    }
  }
  return { ids, delivered };
}

/** The order rows, alike in their column names, with their kept values. */
async function insertOrderRows(
  tx: Queryable, orgId: number, rows: { id: number; columns: Columns }[], opts: RefreshOptions,
): Promise<{ id: number; is_delivered: boolean }[]> {
  const names = Object.keys(rows[0].columns);
  const values = rows.map((r) => sql`(${orgId}::bigint, ${r.id}::bigint${names.length ? sql`, ${valueListSql(r.columns, names)}` : sql``})`);
  // What the kept values read and the rows do not carry: what the row will hold once inserted.
  const fillers: SQL[] = KEPT_VALUE_INPUTS.filter((c) => !names.includes(c)).map((c) =>
    (c === 'updated_at' || c === 'nested_updated_at' ? sql`now() AS ${sql.identifier(c)}` : sql`NULL::text AS ${sql.identifier(c)}`));
  const source = sql`(
    SELECT v.*${fillers.length ? sql`, ${sql.join(fillers, sql`, `)}` : sql``}
    FROM (VALUES ${sql.join(values, sql`, `)}) AS v (org_id, id${names.length ? sql`, ${columnListSql(names)}` : sql``})
  ) AS o2`;
  const own = ['org_id', 'id', ...names.filter((n) => !KEPT_ORDER_COLUMNS.includes(n))];
  return tx.rows(sql`
    INSERT INTO orders (${columnListSql([...own, ...KEPT_ORDER_COLUMNS])})
    ${withKeptValues(source, own, opts)}
    RETURNING id, is_delivered`);
}
