/**
 * The shape of a statement of new orders (insert.ts): what its text depends on, as a key (for each table the
 * columns its rows hold and how many rows it has, as a class: none, one, few or many, db/rows.ts; its tags, its ids
 * drawn or bound, the statuses it counts), and its input with Slots where the values go, from which the statement
 * is built once for that key (compile.ts, shapedSql). Two orders of one shape (POST orders/), and two slices of an
 * import's page of one shape, send the same text with their own values.
 */
import { Slot, TypedValue } from '../../core/sql.ts';
import { heldColumns, heldColumnsKey, rowCountOf, type HeldColumns, type RowCount } from '../../db/rows.ts';
import { typedValueOf, type ColumnValue, type Columns } from '../../core/fields/index.ts';
import type { NewOrderRows } from './insert.ts';

const TABLES = ['orders', 'boxes', 'items', 'notes'] as const;
type Table = typeof TABLES[number];
const COUNTED = ['billing_status', 'shipping_status'] as const;

/** The ids of new orders and their parts, in the orders' order: bound (a page's, drawn before: allocateIds), or drawn by the statement. */
export type InsertIds = { orders: number[]; boxes: number[]; items: number[] } | { draw: { boxes: number; items: number } };

/**
 * What a statement of new orders binds: each table's rows (db/rows.ts: the orders keyed by their position `o` from
 * 1, boxes by theirs `b` and their order's, items by theirs `k`, their box's and their order's, notes by their
 * order's), the orders' tags, and the ids.
 */
export interface InsertRows {
  tables: Record<Table, HeldColumns>;
  tags: { count: RowCount; o: number[]; value: string[]; at: (string | null)[] };
  ids: InsertIds;
}

/** One run of a statement of new orders: the organization, its rows, and the statuses of the one order it counts. */
export interface InsertRun {
  orgId: number;
  rows: InsertRows;
  count?: Columns;
}

/** The organization's id, a value of each run: only ever bound (`${orgId}::bigint`), never read by the builder. */
export const ORG = new Slot((run: InsertRun) => run.orgId) as unknown as number;

/** The rows of `input`'s orders as their statement binds them, with their ids. */
export function insertRowsOf(input: NewOrderRows, ids: InsertIds): InsertRows {
  const { rows, orders } = input;
  const items = { at: [] as number[], k: [] as number[], b: [] as number[], o: [] as number[] };
  const boxes = { at: [] as number[], b: [] as number[], o: [] as number[] };
  const notes = { at: [] as number[], o: [] as number[] };
  const tags = { o: [] as number[], value: [] as string[], at: [] as (string | null)[] };
  orders.forEach((order, k) => {
    const o = k + 1;
    for (const box of order.boxes) {
      boxes.at.push(box.row);
      boxes.b.push(boxes.at.length);
      boxes.o.push(o);
      for (const item of box.items) {
        items.at.push(item);
        items.k.push(items.at.length);
        items.b.push(boxes.at.length);
        items.o.push(o);
      }
    }
    for (const note of order.notes) {
      notes.at.push(note);
      notes.o.push(o);
    }
    for (const value of new Set(order.tags)) {
      tags.o.push(o);
      tags.value.push(value);
      tags.at.push(order.tagsAt ?? null);
    }
  });
  return {
    tables: {
      orders: heldColumns({ o: orders.map((_, k) => k + 1) }, rows.orders, orders.map((o) => o.order)),
      boxes: heldColumns({ b: boxes.b, o: boxes.o }, rows.boxes, boxes.at),
      items: heldColumns({ k: items.k, b: items.b, o: items.o }, rows.items, items.at),
      notes: heldColumns({ o: notes.o }, rows.notes, notes.at),
    },
    tags: { count: rowCountOf(tags.o.length), ...tags },
    ids,
  };
}

/**
 * `run`'s shape: its key, and (`slotted`, called only for a key not seen before) its rows and counted statuses with
 * Slots reading a run's values in their place; null when a counted status is not a plain value (then the statement
 * is built for the order itself).
 */
export function insertShape(run: InsertRun): { key: string; slotted: () => { rows: InsertRows; count?: Columns } } | null {
  let key = TABLES.map((table) => `${table} ${heldColumnsKey(run.rows.tables[table])}`).join(';');
  key += `;tags ${run.rows.tags.count === 'none' ? 'none' : 'some'};ids ${'draw' in run.rows.ids ? 'drawn' : 'bound'}`;
  if (run.count) {
    for (const name of COUNTED) {
      const value: ColumnValue | undefined = run.count[name];
      if (value === undefined) continue;
      const typed = typedValueOf(value);
      if (!typed) return null;
      key += `;${name} ${typed.type}`;
    }
  }
  return { key, slotted: () => slotted(run) };
}

const slot = <T>(read: (run: InsertRun) => unknown) => new Slot(read) as unknown as T;

function slotted(run: InsertRun): { rows: InsertRows; count?: Columns } {
  const tables = {} as InsertRows['tables'];
  for (const table of TABLES) {
    const held = run.rows.tables[table];
    tables[table] = { ...held, values: held.values.map((_, i) => slot((r) => r.rows.tables[table].values[i])) };
  }
  const tags: InsertRows['tags'] = {
    count: run.rows.tags.count,
    o: slot((r) => r.rows.tags.o), value: slot((r) => r.rows.tags.value), at: slot((r) => r.rows.tags.at),
  };
  const bound = (r: InsertRun) => r.rows.ids as Exclude<InsertIds, { draw: unknown }>;
  const drawn = (r: InsertRun) => (r.rows.ids as Extract<InsertIds, { draw: unknown }>).draw;
  const ids: InsertIds = 'draw' in run.rows.ids
    ? { draw: { boxes: slot((r) => drawn(r).boxes), items: slot((r) => drawn(r).items) } }
    : { orders: slot((r) => bound(r).orders), boxes: slot((r) => bound(r).boxes), items: slot((r) => bound(r).items) };
  if (!run.count) return { rows: { tables, tags, ids } };
  const count: Columns = {};
  for (const name of COUNTED) {
    const typed = run.count[name] && typedValueOf(run.count[name]);
    if (typed) count[name] = new TypedValue(new Slot((r: InsertRun) => typedValueOf(r.count![name]!)!.value), typed.type);
  }
  return { rows: { tables, tags, ids }, count };
}
