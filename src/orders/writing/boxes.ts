/**
 * Writing boxes and their items, for every change that does (an order's create/PATCH/PUT, a box's, an item's,
 * in v2 and v1). A change with an id updates that object; one without creates it. Writing is two steps so that
 * nothing is written when anything is wrong: `planBoxes` checks every reference and value (an OrderRefusal naming
 * each part and field, e.g. the item at `boxes[0].items[1]`, `quantity`), `applyBoxPlan` writes with one INSERT per level.
 */
import type { Queryable } from '../../db/database.ts';
import type { ValueProblems } from '../../core/fields/problems.ts';
import { columnsOf, typed, typedValueOf, type Columns } from '../../core/fields/index.ts';
import { sql } from '../../core/sql.ts';
import { BOX_EFFECTIVE_COLUMNS, BOX_FIELDS } from '../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../catalogue/item.ts';
import { allocateIds } from './ids.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import type { BoxChange, ItemChange } from './commands.ts';
import { boxesOfOrder, existingPresets } from '../reading/boxes/queries.ts';
import { insertBoxes, updateBox } from './rows/boxes.ts';
import { insertItems, updateItem } from './rows/items.ts';
import { itemBoxes } from '../reading/boxes/items/queries.ts';
import { refuseIfAny, valueRefusals, type FieldRefusal } from './refusals.ts';
import type { OrderRenderRow } from '../reading/render-rows.ts';

interface ItemPlan {
  /** Existing item id, or null to create. */
  id: number | null;
  /** Every item column for a new item, the fields sent for an existing one. */
  columns: Columns;
}

interface BoxPlan {
  id: number | null;
  columns: Columns;
  /** The box's own fields change (not only its items). */
  changed: boolean;
  items: ItemPlan[];
}

export interface BoxPlanSet {
  boxes: BoxPlan[];
}

/** An item; one whose reference was refused is checked as a new one (its reference's refusal is reported with the rest). */
function planItem(input: ItemChange, existingId: number | null, refusals: FieldRefusal[]): ItemPlan {
  const isNew = existingId === null;
  if (isNew && input.fields.quantity === undefined) refusals.push({ part: 'item', at: input.at, field: 'quantity', reason: 'required' });
  const errors: ValueProblems = {};
  const columns = columnsOf(ITEM_FIELDS, input.fields, { full: isNew, newRow: isNew, path: input.at, errors });
  refusals.push(...valueRefusals('item', input.at, errors));
  return { id: existingId, columns };
}

/**
 * A size or weight of a stored box written as the box shows it while it is computed (none stored: the preset's, or
 * its items' weight) stays computed: what GET showed, written back, changes nothing.
 */
function keepComputed(columns: Columns): void {
  for (const [column, effective] of Object.entries(BOX_EFFECTIVE_COLUMNS)) {
    const value = columns[column];
    if (value === undefined || typedValueOf(value)?.value === null) continue;
    columns[column] = sql`CASE WHEN ${sql.identifier(column)} IS NULL AND ${sql.identifier(effective)} = ${value} THEN NULL ELSE ${value} END`;
  }
}

/** Checks the box changes (and their items) of one order. `orderId` is null for an order being created. */
export async function planBoxes(db: Queryable, org: OrgRef, orderId: number | null, inputs: BoxChange[]): Promise<BoxPlanSet> {
  const refusals: FieldRefusal[] = [];
  const ids = <T>(list: (T | null | undefined)[]) => list.filter((x): x is T => x != null);
  // References named in the changes, checked against the database in one query per kind.
  const presetIds = ids(inputs.map((b) => b.packaging?.id));
  const knownPresets = await existingPresets(db, org.id, presetIds);
  const knownBoxes = orderId === null ? new Set<number>() : await boxesOfOrder(db, org.id, orderId, ids(inputs.map((b) => b.id)));
  const knownItems = orderId === null ? new Map<number, number>()
    : await itemBoxes(db, org.id, orderId, ids(inputs.flatMap((b) => b.items.map((it) => it.id))));

  const boxes = inputs.map((input): BoxPlan => {
    const path = input.at;
    const isNew = input.id === null && !input.refused;
    const id = isNew ? null : input.id;
    if (!isNew && (id === null || !knownBoxes.has(id))) refusals.push({ part: 'box', at: path, field: 'reference', reason: 'unknown_reference' });
    const errors: ValueProblems = {};
    const columns = columnsOf(BOX_FIELDS, input.fields, { full: isNew, newRow: isNew, path, errors });
    refusals.push(...valueRefusals('box', path, errors));
    if (!isNew) keepComputed(columns);
    if (input.packaging !== undefined || isNew) {
      const preset = input.packaging;
      if (preset && (preset.refused || preset.id === null || !knownPresets.has(preset.id))) {
        refusals.push({ part: 'box', at: path, field: 'packaging', reason: 'unknown_reference' });
      }
      columns.packaging_id = typed(preset ? preset.id : null, 'bigint');
    }
    const items = input.items.map((item) => {
      const itemId = item.id === null && !item.refused ? null : item.id;
      if ((item.id !== null || item.refused) && (itemId === null || knownItems.get(itemId) !== id)) {
        refusals.push({ part: 'item', at: item.at, field: 'reference', reason: 'unknown_reference' });
      }
      return planItem(item, itemId, refusals);
    });
    const changed = isNew || Object.keys(columns).length > 0;
    return { id, columns, changed, items };
  });
  refuseIfAny(refusals);
  return { boxes };
}

/** How many boxes and items a plan creates. */
export function newPartsOf(plan: BoxPlanSet): { boxes: number; items: number } {
  return {
    boxes: plan.boxes.filter((b) => b.id === null).length,
    items: plan.boxes.reduce((n, b) => n + b.items.filter((it) => it.id === null).length, 0),
  };
}

/** A plan's box ids, and each box's item ids, in input order. */
export interface PartIds {
  boxIds: number[];
  itemIds: number[][];
}

/** A plan's ids, new ones taken from the front of `ids` (allocateIds). */
export function assignIds(plan: BoxPlanSet, ids: { boxes: number[]; items: number[] }): PartIds {
  const boxIds = plan.boxes.map((b) => b.id ?? ids.boxes.shift()!);
  const itemIds = plan.boxes.map((b) => b.items.map((it) => it.id ?? ids.items.shift()!));
  return { boxIds, itemIds };
}

/**
 * Inserts the new boxes and items of several orders' plans, one INSERT per table whatever their number: items
 * first, since a new box's effective weight is computed from them in its INSERT.
 */
export async function insertNewParts(
  tx: Queryable, orgId: number, entries: ({ orderId: number; plan: BoxPlanSet } & PartIds)[],
): Promise<void> {
  await insertItems(tx, orgId, entries.flatMap(({ orderId, plan, boxIds, itemIds }) => plan.boxes.flatMap((b, i) =>
    b.items.flatMap((it, j) => (it.id === null ? [{ id: itemIds[i][j], orderId, boxId: boxIds[i], columns: it.columns }] : [])))));
  await insertBoxes(tx, orgId, entries.flatMap(({ orderId, plan, boxIds }) => plan.boxes.flatMap((b, i) =>
    (b.id === null ? [{ id: boxIds[i], orderId, columns: b.columns }] : []))));
}

/**
 * Writes a checked plan; returns the box ids and item ids in input order, and whether it changed anything (a new
 * box or item, or a value of one; a box or item written with the values it has is left as it was, updated_at too).
 */
export async function applyBoxPlan(tx: Queryable, orgId: number, orderId: number, plan: BoxPlanSet): Promise<PartIds & { changed: boolean }> {
  const parts = newPartsOf(plan);
  const { boxIds, itemIds } = assignIds(plan, await allocateIds(tx, parts));
  await insertNewParts(tx, orgId, [{ orderId, plan, boxIds, itemIds }]);
  let changed = parts.boxes > 0 || parts.items > 0;
  for (const b of plan.boxes) {
    if (b.id !== null && b.changed) changed = (await updateBox(tx, orgId, b.id, b.columns)) || changed;
    for (const it of b.items) if (it.id !== null) changed = (await updateItem(tx, orgId, it.id, it.columns)) || changed;
  }
  return { boxIds, itemIds, changed };
}

const utf8 = (text: string) => Buffer.from(text, 'utf8');

/**
 * The box and item references and the tags of a new order as orderRenderListSql reads them, from what its write
 * made: every box and item of it is new (`boxIds` and `itemIds` in input order, assignIds), and `tags` as sent.
 * Each list in the order the statement reads it: boxes by id, items by box then id, tags distinct in code-point
 * order (as stored: a lone surrogate reaches the database as U+FFFD, which the driver writes in its place).
 */
export function writtenParts(orderId: number, { boxIds, itemIds }: PartIds, tags: readonly string[]):
  Pick<OrderRenderRow, 'part_boxes' | 'part_items' | 'part_tags'> {
  const boxes = boxIds.map((id) => ({ id, order_id: orderId })).sort((a, b) => a.id - b.id);
  const items = boxIds.flatMap((boxId, i) => itemIds[i].map((id) => ({ id, order_id: orderId, box_id: boxId })))
    .sort((a, b) => a.box_id - b.box_id || a.id - b.id);
  const stored = new Map(tags.map((t) => { const bytes = utf8(t); return [bytes.toString('utf8'), bytes]; }));
  const values = [...stored.values()].sort(Buffer.compare).map(String);
  // json_agg of no rows is null.
  const orNull = <T>(list: T[]) => (list.length > 0 ? list : null);
  return { part_boxes: orNull(boxes), part_items: orNull(items), part_tags: orNull(values) };
}
