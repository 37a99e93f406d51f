/**
 * Stored renders (issue 38): the writer keeps each changed order's v2 JSON, expanded with its boxes and items, in
 * `order_renders`, in the transaction of the change; lists and single reads send those bytes (read.ts). The live
 * renderer (render.ts) stays the one source of the JSON: a stored render is its output, serialised as the route's
 * response schema sends it (the tests compare the two byte for byte).
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { bigintArray, textArray } from '../../db/sql.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { readFullParts, renderOrderMap, renderOrderRows, type OrderJson, type RenderOptions } from '../render.ts';
import type { OrderRenderRow } from '../render-rows.ts';

/** The form a render is stored in: boxes and items expanded, nothing lazy. */
export const STORED_FORM: RenderOptions = { boxes: true, items: true };

/** The stored text of a rendered order. */
export const renderText = (order: OrderJson): string => JSON.stringify(order);

/** Writes the renders of these orders (one statement, its answer not awaited: tx.send), replacing those stored. */
export async function writeRenders(tx: Queryable, orgId: number, orders: Map<number, OrderJson>): Promise<void> {
  if (orders.size === 0) return;
  const ids = [...orders.keys()].sort((a, b) => a - b);
  const bodies = ids.map((id) => renderText(orders.get(id)!));
  await tx.send(sql`
    INSERT INTO order_renders AS r (org_id, order_id, body)
    SELECT ${orgId}, w.id, w.body FROM unnest(${bigintArray(ids)}, ${textArray(bodies)}) AS w (id, body)
    ON CONFLICT (org_id, order_id) DO UPDATE SET body = EXCLUDED.body WHERE r.body IS DISTINCT FROM EXCLUDED.body`);
}

/**
 * The writer's step: renders the changed orders (rows as orderRenderRowsSql read them) expanded, and stores them.
 * `created`: the orders the write created (their boxes' documents and tracking, none yet, are not read).
 */
export async function storeRenderRows(tx: Queryable, org: OrgRef, rows: OrderRenderRow[], created?: ReadonlySet<number>): Promise<void> {
  if (rows.length === 0) return;
  const full = await readFullParts(tx, org.id, rows.map((r) => r.id), STORED_FORM);
  await writeRenders(tx, org.id, await renderOrderRows(tx, org, rows, full, { ...STORED_FORM, created }));
}

/** Renders these orders live in the stored form (those that exist), by id. */
export const renderStoredForm = (db: Queryable, org: OrgRef, ids: number[]) => renderOrderMap(db, org, ids, STORED_FORM);

/** storeRenderRows for orders given by id (the batch mode, repairs). */
export async function storeRenders(tx: Queryable, org: OrgRef, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await writeRenders(tx, org.id, await renderStoredForm(tx, org, ids));
}
