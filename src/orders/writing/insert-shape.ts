/**
 * The shape of one new order's statement (insert.ts, insertNewOrder): what its text depends on, as a key (the
 * columns each table's rows hold, how many boxes, items, notes and tags it has), and its input with Slots where the
 * values go, from which the statement is built once for that key (compile.ts, shapedSql). Two orders of one shape
 * send the same text with their own values.
 */
import { Slot, TypedValue } from '../../core/sql.ts';
import { TableRows } from '../../db/rows.ts';
import { typedValueOf, type ColumnValue, type Columns } from '../../core/fields/index.ts';
import type { NewOrderRows } from './insert.ts';

/** What one run of a new order's statement binds: the organization, the order's rows, the statuses it counts. */
export interface OrderRun {
  orgId: number;
  rows: NewOrderRows;
  count: Columns;
}

/** The organization's id, a value of each run: only ever bound (`${orgId}::bigint`), never read by the builder. */
export const ORG = new Slot((run: OrderRun) => run.orgId) as unknown as number;

const TABLES = ['orders', 'boxes', 'items', 'notes'] as const;
const COUNTED = ['billing_status', 'shipping_status'] as const;

const deduplicated = (tags: readonly string[]) => [...new Set(tags)];

/**
 * `run`'s shape: its key, and (`slotted`, called only for a key not seen before) its rows and counted statuses with
 * Slots reading a run's values in their place; null when a counted status is not a plain value (then the statement
 * is built for the order itself).
 */
export function orderShape(run: OrderRun): { key: string; slotted: () => { rows: NewOrderRows; count: Columns } } | null {
  let key = '';
  for (const table of TABLES) {
    const { columns, length } = run.rows.rows[table];
    key += `;${table} ${length}`;
    // A column null in every row is left out of the statement (db/rows.ts): part of the shape.
    for (const [name, { type, values }] of columns) if (values.some((v) => v != null)) key += `,${name} ${type}`;
  }
  const [order] = run.rows.orders;
  const tagCount = deduplicated(order.tags).length;
  key += `;boxes ${order.boxes.map((b) => b.items.length).join(' ')};tags ${tagCount}`;
  for (const name of COUNTED) {
    const value: ColumnValue | undefined = run.count[name];
    if (value === undefined) continue;
    const typed = typedValueOf(value);
    if (!typed) return null;
    key += `;${name} ${typed.type}`;
  }
  return { key, slotted: () => slotted(run, tagCount) };
}

function slotted(run: OrderRun, tagCount: number): { rows: NewOrderRows; count: Columns } {
  const rows = {} as NewOrderRows['rows'];
  for (const table of TABLES) {
    const from = run.rows.rows[table];
    const to = new TableRows();
    to.length = from.length;
    for (const [name, { type, values }] of from.columns) {
      if (!values.some((v) => v != null)) continue;
      to.columns.set(name, {
        type,
        values: Array.from({ length: from.length }, (_, at) => new Slot((r: OrderRun) => r.rows.rows[table].columns.get(name)!.values[at] ?? null)),
      });
    }
    rows[table] = to;
  }
  const [order] = run.rows.orders;
  const tags = Array.from({ length: tagCount }, (_, i) => new Slot((r: OrderRun) => deduplicated(r.rows.orders[0].tags)[i]) as unknown as string);
  const count: Columns = {};
  for (const name of COUNTED) {
    const typed = run.count[name] && typedValueOf(run.count[name]);
    if (typed) count[name] = new TypedValue(new Slot((r: OrderRun) => typedValueOf(r.count[name]!)!.value), typed.type);
  }
  return { rows: { rows, orders: [{ ...order, tags }] }, count };
}
