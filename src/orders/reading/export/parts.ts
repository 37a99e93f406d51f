/**
 * With rows=items, the boxes and items of an export's orders come from their stored renders (src/orders/writing/renders/:
 * each order's JSON with its boxes and items, as the API writes it): the orders' statement (read.ts) selects each
 * order's render beside its own values, and a box's or item's cells are its JSON's values (columns.ts, partColumn).
 *
 * Read this way, PostgreSQL sends one stored text an order instead of formatting the ~50 values of each box and item
 * as text (what took most of its time when an export built them from the tables), and the values are the API's own
 * by construction. An order without a stored render yet (fill.ts fills them after a migration) is rendered live, one
 * render for all of a chunk's such orders.
 */
import type { Queryable } from '../../../db/database.ts';
import { renderOrderMap } from '../render.ts';
import type { PartJson } from './columns.ts';

/** An order's boxes' JSON (in the API's order) and, for each box, its items' JSON. */
export interface OrderParts {
  boxes: PartJson[];
  items: PartJson[][];
}

/** The form of an order whose boxes and items are expanded: the stored renders' form (store.ts, STORED_FORM). */
const EXPANDED = { boxes: true, items: true } as const;

interface Expanded {
  boxes?: readonly (PartJson & { items?: readonly PartJson[] })[];
}

const partsOf = (order: Expanded | undefined): OrderParts => {
  const boxes = order?.boxes ?? [];
  return { boxes: [...boxes], items: boxes.map((box) => [...(box.items ?? [])]) };
};

/**
 * The parts of the orders `ids` from their stored renders (`renders[i]` the text of `ids[i]`'s, null when it has
 * none): the orders without one rendered live, in one render for all of them.
 */
export async function partsOfOrders(db: Queryable, orgId: number, ids: readonly number[], renders: readonly (string | null)[]): Promise<OrderParts[]> {
  const missing = ids.filter((_, i) => renders[i] === null);
  const live = missing.length > 0 ? await renderOrderMap(db, { id: orgId }, missing, EXPANDED) : null;
  return ids.map((id, i) => {
    const text = renders[i];
    return partsOf(text === null ? (live!.get(id) as Expanded | undefined) : (JSON.parse(text) as Expanded));
  });
}
