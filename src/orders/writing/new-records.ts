/**
 * A new order's rows as a SELECT would read them (the order's render row, its boxes and items in full), composed
 * from the values its statement bound (db/read-back.ts) and the few it alone knows: the ids it drew, its
 * transaction's time, the boxes' effective sizes and weights and the order's kept values. Its stored render is
 * made from them (renders/store.ts) without the statement sending every column back as JSON.
 */
import { sql, type SQL } from '../../core/sql.ts';
import { jsonSafeListSql, moneyAmountColumns, typedValueOf, type Columns } from '../../core/fields/index.ts';
import { MONEY_DECIMALS } from '../../core/values/money.ts';
import { readBack, type ReadBackContext } from '../../db/read-back.ts';
import { BOX_EFFECTIVE_COLUMNS, BOX_FIELDS } from '../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../catalogue/item.ts';
import { BOX_COLUMNS, type BoxRecord } from '../reading/boxes/queries.ts';
import { ITEM_COLUMNS, type ItemRecord } from '../reading/boxes/items/queries.ts';
import { ORDER_SELECT_TYPES, ORDER_SHOWN_FIELDS } from '../reading/queries.ts';
import type { OrderRenderRow } from '../reading/render-rows.ts';
import { KEPT_ORDER_COLUMNS } from './kept-values.ts';
import type { BoxPlanSet, PartIds } from './boxes.ts';

/**
 * The columns whose value a new row gets from its table's default `now()` when its INSERT leaves them out; every
 * other column a new row leaves out defaults to null (test/orders/writing/new-records.test.ts holds the tables to it).
 */
export const NOW_DEFAULTS: ReadonlySet<string> = new Set(['created_at', 'updated_at']);

/**
 * The numeric columns of four decimals, by name: money amounts (numeric(18, 4), migration 0030); every other numeric
 * column keeps the digits it was given.
 */
export const SCALED: ReadonlySet<string> = new Set(moneyAmountColumns([...ORDER_SHOWN_FIELDS, ...BOX_FIELDS, ...ITEM_FIELDS]));

/** A record's columns, made once: each null, or the transaction's time for a column whose default is `now()`. */
interface RecordShape {
  nulls: Record<string, unknown>;
  now: string[];
  shown: Set<string>;
}

function shapeOf(columns: readonly (readonly [string, string])[]): RecordShape {
  const names = columns.map(([column]) => column);
  // Parsed, not built key by key: V8 gives JSON.parse's objects fast properties, which a spread then copies whole
  // (Object.fromEntries' 110 keys made a dictionary that cost a POST about 15 us to copy and read).
  const nulls = JSON.parse(JSON.stringify(Object.fromEntries(names.map((c) => [c, null])))) as Record<string, unknown>;
  return { nulls, now: names.filter((c) => NOW_DEFAULTS.has(c)), shown: new Set(names) };
}

/**
 * What a new row's columns read back as: from `known` (what the statement answered), else its bound value, else its
 * default. Only the bound columns are visited (a new order binds a tenth of its 110).
 */
function record(shape: RecordShape, bound: Columns, known: Record<string, unknown>, context: ReadBackContext) {
  const out: Record<string, unknown> = { ...shape.nulls };
  for (const column of shape.now) out[column] = context.now;
  for (const column in bound) {
    if (!shape.shown.has(column)) continue;
    // TableRows (db/rows.ts) takes only typed values in a new row: anything else never reached the statement.
    const typed = typedValueOf(bound[column]);
    if (!typed) throw new Error(`${column}: not a plain value`);
    out[column] = readBack(typed, SCALED.has(column) ? MONEY : PLAIN, context);
  }
  return Object.assign(out, known);
}

const MONEY = { scale: MONEY_DECIMALS };
const PLAIN = {};
const BOX_SHAPE = shapeOf(BOX_COLUMNS);
const ITEM_SHAPE = shapeOf(ITEM_COLUMNS);
// With the render row's other keys, filled in after (writtenParts), so that the object keeps one shape throughout.
const ORDER_SHAPE = shapeOf([
  ...ORDER_SELECT_TYPES, ...['is_delivered', 'part_boxes', 'part_items', 'part_notes', 'part_tags', 'part_relations'].map((c) => [c, ''] as const),
]);

const EFFECTIVE = Object.values(BOX_EFFECTIVE_COLUMNS);

/** What the statement answers of its new boxes (`new_boxes`, by id): their effective sizes and weight, as text. */
export const NEW_BOX_VALUES_SQL: SQL = sql`(SELECT json_agg(json_build_array(p.id, ${sql.join(EFFECTIVE.map((c) => sql`p.${sql.identifier(c)}::text`), sql`, `)}) ORDER BY p.id) FROM new_boxes p)`;

/** The new boxes, by id, and their items, by box then id (as selectBoxes and selectItems read them). */
export function newPartRecords(
  orderId: number, plans: BoxPlanSet, ids: PartIds, boxValues: [number, ...(string | null)[]][] | null, context: ReadBackContext,
): { boxes: BoxRecord[]; items: ItemRecord[] } {
  const effective = new Map((boxValues ?? []).map(([id, ...values]) => [Number(id), values]));
  const boxes: BoxRecord[] = [];
  const items: ItemRecord[] = [];
  plans.boxes.forEach((box, b) => {
    const boxId = ids.boxIds[b];
    const values = effective.get(boxId) ?? [];
    const known: Record<string, unknown> = { id: boxId, order_id: orderId };
    EFFECTIVE.forEach((column, i) => (known[column] = values[i] ?? null));
    boxes.push(record(BOX_SHAPE, box.columns, known, context) as BoxRecord);
    box.items.forEach((item, i) => {
      items.push(record(ITEM_SHAPE, item.columns, { id: ids.itemIds[b][i], order_id: orderId, box_id: boxId }, context) as ItemRecord);
    });
  });
  boxes.sort((x, y) => x.id - y.id);
  items.sort((x, y) => x.box_id - y.box_id || x.id - y.id);
  return { boxes, items };
}

/** The kept values a new order's render shows (and is_delivered), which its INSERT computes. */
const KEPT_SHOWN = ORDER_SELECT_TYPES.filter(([column]) => KEPT_ORDER_COLUMNS.includes(column));

/** What the statement answers of its new order `o`: its kept values as its render row reads them, in one JSON value. */
export const NEW_ORDER_KEPT_SQL: SQL = sql`(SELECT to_json(k) FROM (SELECT ${jsonSafeListSql(KEPT_SHOWN, 'o')}, o.is_delivered) k)`;

/**
 * The new order's render row (orderRenderListSql's columns, its parts left to the caller) from its bound `columns`
 * and what its statement answered (`kept`: NEW_ORDER_KEPT_SQL).
 */
export function newOrderRecord(id: number, columns: Columns, kept: Record<string, unknown>, context: ReadBackContext): OrderRenderRow {
  const row = record(ORDER_SHAPE, columns, kept, context);
  row.id = id;
  return row as OrderRenderRow;
}
