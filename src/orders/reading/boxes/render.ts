import { inParallel, type Queryable } from '../../../db/database.ts';
import { formatDateTime } from '../../../core/values/datetime.ts';
import { fieldWriter } from '../../../core/fields/index.ts';
import { BOX_EFFECTIVE_COLUMNS, BOX_FIELDS } from '../../../catalogue/box.ts';
import type { PackagingPreset } from '../../../catalogue/packaging.ts';
import { boxUrl } from '../../../core/urls.ts';
import type { Static } from 'typebox';
import type { Box } from '../../boxes/shape.ts';
import { selectBoxes, selectPresets, type BoxRecord } from './queries.ts';
import { selectItemRefs, selectItems } from './items/queries.ts';
import { itemRef, renderItem } from './items/render.ts';
import { documentsOfBoxes } from './docs/render.ts';
import { trackingByBox } from './tracking/render.ts';

const writeBoxFields = fieldWriter(BOX_FIELDS, BOX_EFFECTIVE_COLUMNS);

/**
 * A box as responses show it: its effective dimensions and weight (explicit, else from the preset and
 * items), its preset's fields, and `items` as given (references or full items).
 */
export function renderBox(
  row: BoxRecord, orgId: number, packaging: PackagingPreset | null, items: object[], opts: { lazy?: boolean } = {}, docs: object[] = [],
): BoxJson {
  const box = writeBoxFields(row, { url: boxUrl(orgId, row.order_id, row.id) } as Record<string, unknown>, opts);
  box.packaging = packaging;
  box.items = items;
  box.shipping_docs = docs;
  box.tracking = [];
  box.created_at = formatDateTime(row.created_at);
  box.updated_at = formatDateTime(row.updated_at);
  // The field descriptors render values loosely typed; the shapes follow the Box schema.
  return box as unknown as BoxJson;
}
export type BoxJson = Static<typeof Box>;

/** Renders box rows with their presets and shipping documents (one query for all presets, one for all documents). */
export async function renderBoxes(
  db: Queryable, org: { id: number }, rows: BoxRecord[], itemsOf: (boxId: number) => object[],
  opts: { lazy?: boolean; created?: ReadonlySet<number> } = {},
): Promise<BoxJson[]> {
  // The boxes of orders created by the write being rendered (`created`) have no documents or tracking yet.
  const older = opts.created ? rows.filter((b) => !opts.created!.has(b.order_id)) : rows;
  const [presets, docs, tracking] = await inParallel(db, [
    () => selectPresets(db, org.id, rows.flatMap((b) => (b.packaging_id === null ? [] : [b.packaging_id]))),
    () => documentsOfBoxes(db, org, older.map((b) => b.id)),
    () => trackingByBox(db, org, older.map((b) => b.id)),
  ] as const);
  return rows.map((row) => {
    const box = renderBox(
      row, org.id, row.packaging_id === null ? null : presets.get(row.packaging_id) ?? null, itemsOf(row.id), opts, docs.get(Number(row.id)) ?? [],
    );
    box.tracking = tracking.get(row.id) ?? [];
    return box;
  });
}

/**
 * Boxes of one order with item references (`{url}`), or full items with `expandItems`: one box (`boxId`)
 * or a page. Three queries: boxes, items, presets.
 */
export async function renderOrderBoxes(
  db: Queryable, org: { id: number }, orderId: number,
  f: { boxId?: number; page?: { limit: number; offset: number }; expandItems?: boolean },
) {
  const rows = await selectBoxes(db, org.id, { orderIds: [orderId], boxId: f.boxId, page: f.page });
  if (rows.length === 0) return [];
  const boxIds = rows.map((r) => r.id);
  const items = f.expandItems
    ? (await selectItems(db, org.id, { orderIds: [orderId], boxIds })).map((i) => ({ box: i.box_id, json: renderItem(i, org.id) as object }))
    : (await selectItemRefs(db, org.id, { orderIds: [orderId], boxIds })).map((i) => ({ box: i.box_id, json: itemRef(i, org.id) as object }));
  const byBox = new Map<number, object[]>();
  for (const i of items) byBox.set(i.box, [...(byBox.get(i.box) ?? []), i.json]);
  return renderBoxes(db, org, rows, (boxId) => byBox.get(boxId) ?? []);
}
