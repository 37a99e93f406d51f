/**
 * Writing boxes and their items, for every path that does (order create/PATCH/PUT, box create/PATCH, item
 * create/PATCH). A box or item with `url` updates that object; one without creates it. Writing is two
 * steps so that nothing is written when anything is wrong: `planBoxes` checks every reference and value
 * (400 naming the field, e.g. `boxes[0].items[1].quantity`), `applyBoxPlan` writes with one INSERT per level.
 */
import type { Static } from 'typebox';
import type { Queryable } from '../../db/database.ts';
import { invalidFields, type FieldErrors } from '../../core/errors.ts';
import { columnsOf, typed, type Columns } from '../../core/fields/index.ts';
import { BOX_FIELDS } from '../../catalogue/box.ts';
import { ITEM_FIELDS } from '../../catalogue/item.ts';
import { idsFromUrl } from '../refs.ts';
import { allocateIds } from '../ids.ts';
import type { OrgRef } from '../render.ts';
import type { BoxInput, NestedItem } from './schemas.ts';
import { boxesOfOrder, existingPresets, insertBoxes, updateBox } from './queries.ts';
import { insertItems, itemBoxes, updateItem } from './items/queries.ts';

type BoxBody = Static<typeof BoxInput>;
type ItemBody = Static<typeof NestedItem> & Record<string, unknown>;

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

export interface PlanPaths {
  /** Field path of box i: `boxes[0]` inside an order, '' for a box route. */
  box: (i: number) => string;
  /** Field path of item j of box i. */
  item: (i: number, j: number) => string;
}

export const ORDER_BOX_PATHS: PlanPaths = { box: (i) => `boxes[${i}]`, item: (i, j) => `boxes[${i}].items[${j}]` };
export const BOX_ROUTE_PATHS: PlanPaths = { box: () => '', item: (_i, j) => `items[${j}]` };
export const ITEM_ROUTE_PATHS: PlanPaths = { box: () => '', item: () => '' };

const at = (path: string, field: string) => (path ? `${path}.${field}` : field);

function planItem(input: ItemBody, existingId: number | null, path: string, errors: FieldErrors): ItemPlan {
  if (existingId === null && input.quantity === undefined) errors[at(path, 'quantity')] = ['is required'];
  return { id: existingId, columns: columnsOf(ITEM_FIELDS, input, { full: existingId === null, newRow: existingId === null, path, errors }) };
}

/**
 * Checks the boxes (and their items) of one order. `orderId` is null for an order being created (then no
 * box or item url can be valid).
 */
export async function planBoxes(db: Queryable, org: OrgRef, orderId: number | null, inputs: BoxBody[], paths: PlanPaths): Promise<BoxPlanSet> {
  const errors: FieldErrors = {};
  const boxIdOf = (url: string) => {
    const ids = idsFromUrl(url, org.base, ['orders', 'boxes']);
    return ids && ids[0] === orderId ? ids[1] : null;
  };
  const itemIdOf = (url: string, boxId: number | null) => {
    const ids = idsFromUrl(url, org.base, ['orders', 'boxes', 'items']);
    return ids && ids[0] === orderId && ids[1] === boxId ? ids[2] : null;
  };

  // References named in the body, checked against the database in one query per kind.
  const boxRefs = inputs.map((b) => (b.url === undefined ? null : boxIdOf(b.url)));
  const itemRefs = inputs.map((b, i) => (b.items ?? []).map((it) => (it.url === undefined ? null : itemIdOf(it.url, boxRefs[i]))));
  const presetRefs = inputs.map((b) => (b.packaging ? (idsFromUrl(b.packaging.url, org.base, ['packaging'])?.[0] ?? null) : null));
  const presetIds = presetRefs.filter((p): p is number => p !== null);
  const knownPresets = await existingPresets(db, org.id, presetIds);
  const knownBoxes = orderId === null ? new Set<number>() : await boxesOfOrder(db, org.id, orderId, boxRefs.filter((b): b is number => b !== null));
  const knownItems = orderId === null ? new Map<number, number>()
    : await itemBoxes(db, org.id, orderId, itemRefs.flat().filter((i): i is number => i !== null));

  const boxes = inputs.map((input, i): BoxPlan => {
    const path = paths.box(i);
    let id: number | null = null;
    if (input.url !== undefined) {
      id = boxRefs[i];
      if (id === null || !knownBoxes.has(id)) errors[at(path, 'url')] = ['must be the url of a box of this order'];
    }
    const isNew = input.url === undefined;
    const columns = columnsOf(BOX_FIELDS, input as Record<string, unknown>, { full: isNew, newRow: isNew, path, errors });
    if (input.packaging !== undefined || isNew) {
      const presetId = presetRefs[i];
      if (input.packaging && (presetId === null || !knownPresets.has(presetId))) {
        errors[at(path, 'packaging')] = ['must be {"url": ...} of a packaging preset of this organization, or null'];
      }
      columns.packaging_id = typed(input.packaging ? presetId : null, 'bigint');
    }
    const items = (input.items ?? []).map((item, j) => {
      const itemPath = paths.item(i, j);
      let itemId: number | null = null;
      if (item.url !== undefined) {
        itemId = itemRefs[i][j];
        if (itemId === null || knownItems.get(itemId) !== id) errors[at(itemPath, 'url')] = ['must be the url of an item of this box'];
      }
      return planItem(item as ItemBody, itemId, itemPath, errors);
    });
    const changed = isNew || Object.keys(columns).length > 0;
    return { id, columns, changed, items };
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
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

/** Writes a checked plan; returns the box ids and item ids in input order. */
export async function applyBoxPlan(tx: Queryable, orgId: number, orderId: number, plan: BoxPlanSet): Promise<PartIds> {
  const { boxIds, itemIds } = assignIds(plan, await allocateIds(tx, newPartsOf(plan)));
  await insertNewParts(tx, orgId, [{ orderId, plan, boxIds, itemIds }]);
  for (const b of plan.boxes) {
    if (b.id !== null && b.changed) await updateBox(tx, orgId, b.id, b.columns);
    for (const it of b.items) if (it.id !== null) await updateItem(tx, orgId, it.id, it.columns);
  }
  return { boxIds, itemIds };
}
