/**
 * Stored renders (issue 38): the writer keeps each changed order's v2 JSON, expanded with its boxes and items, in
 * `order_renders`, in the transaction of the change; lists and single reads send those bytes (read.ts). The live
 * renderer (render.ts) stays the one source of the JSON: a stored render is its output, serialised as the route's
 * response schema sends it (the tests compare the two byte for byte).
 */
import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import type { OrgRef } from '../../../orgs/ref.ts';
import { readFullParts, renderOrderMap, renderOrderRows, type FullParts, type OrderJson, type RenderOptions } from '../../reading/render.ts';
import { deriveForm } from '../../reading/renders/derive.ts';
import type { OrderRenderRow } from '../../reading/render-rows.ts';

/** The form a render is stored in: boxes and items expanded, nothing lazy. */
export const STORED_FORM: RenderOptions = { boxes: true, items: true };

/** The stored text of a rendered order. */
export const renderText = (order: OrderJson): string => JSON.stringify(order);

/**
 * The statement that writes the renders of these orders, replacing those stored (null for none): a WITH query of the
 * write's events statement (change-orders.ts), or a statement of its own (writeRenders). One order's render (every
 * POST, most writes) is bound as a plain text value. Several (the import's pages of 1,000
 * orders) are bound as one bytea value holding their texts one after the other, with each text's start and length:
 * node-postgres sends a Buffer as it is (the protocol's binary format), and PostgreSQL cuts each text out of it
 * (`substring`, then `convert_from`, which checks its UTF-8). Bound as one JSON array instead, PostgreSQL parsed the
 * 6.8 MB of a page twice (the cast to json, then json_array_elements): 170-280 ms a page, a fifth of the import's
 * PostgreSQL time; bound in a text array, node-postgres escaped each render's quotes again in JavaScript and joined
 * the page's renders piece by piece, which made the import's garbage collection its heaviest work.
 */
export function rendersWriteSql(orgId: number, orders: Map<number, OrderJson>): SQL | null {
  if (orders.size === 0) return null;
  const ids = [...orders.keys()].sort((a, b) => a - b);
  let rows;
  if (ids.length === 1) {
    rows = sql`VALUES (${orgId}::bigint, ${ids[0]}::bigint, ${renderText(orders.get(ids[0])!)}::text)`;
  } else {
    const texts = ids.map((id) => renderText(orders.get(id)!));
    const lengths = texts.map((text) => Buffer.byteLength(text));
    const bytes = Buffer.allocUnsafe(lengths.reduce((sum, n) => sum + n, 0));
    const starts: number[] = [];
    let at = 0;
    for (const text of texts) {
      starts.push(at + 1);
      at += bytes.write(text, at);
    }
    rows = sql`SELECT ${orgId}::bigint, w.id, convert_from(substring(${sql.param(bytes)}::bytea FROM w.s FOR w.l), 'UTF8')
      FROM unnest(${bigintArray(ids)}, ${sql.param(starts)}::int[], ${sql.param(lengths)}::int[]) AS w (id, s, l)`;
  }
  return sql`INSERT INTO order_renders AS r (org_id, order_id, body) ${rows}
    ON CONFLICT (org_id, order_id) DO UPDATE SET body = EXCLUDED.body WHERE r.body IS DISTINCT FROM EXCLUDED.body`;
}

/** Writes the renders of these orders in a statement of their own (its answer not awaited: tx.send). */
export async function writeRenders(tx: Queryable, orgId: number, orders: Map<number, OrderJson>): Promise<void> {
  const write = rendersWriteSql(orgId, orders);
  if (write) await tx.send(write);
}

/**
 * The writer's step: renders the changed orders (rows as orderRenderRowsSql read them) once, in the stored form;
 * answers them as writes answer and events carry them (boxes and items as references), derived from
 * the stored form (derive.ts) rather than rendered again, and the statement that stores them (`write`, which the
 * writer runs with its events: one statement, one round trip). `created`: the orders the write created (their boxes'
 * documents and tracking, none yet, are not read); `parts`: full boxes and items the write has already, by order
 * (a new order's write returns them, insert.ts): only the other orders' are read.
 */
export async function storeRenderRows(
  tx: Queryable, org: OrgRef, rows: OrderRenderRow[], opts: { created?: ReadonlySet<number>; parts?: ReadonlyMap<number, FullParts> } = {},
): Promise<{ orders: Map<number, OrderJson>; write: SQL | null }> {
  if (rows.length === 0) return { orders: new Map(), write: null };
  const known = rows.flatMap((r) => opts.parts?.get(r.id) ?? []);
  const unread = rows.map((r) => r.id).filter((id) => !opts.parts?.has(id));
  const read = await readFullParts(tx, org.id, unread, STORED_FORM);
  // Each order's boxes stay in id order and items are grouped by box: the order of the orders does not matter.
  const full: FullParts = {
    boxes: [...known.flatMap((p) => p.boxes ?? []), ...(read.boxes ?? [])],
    items: [...known.flatMap((p) => p.items ?? []), ...(read.items ?? [])],
  };
  const stored = await renderOrderRows(tx, org, rows, full, { ...STORED_FORM, created: opts.created });
  return { orders: answerForms(stored), write: rendersWriteSql(org.id, stored) };
}

/** The orders as writes answer and events carry them (boxes and items as references), from their stored form. */
function answerForms(stored: Map<number, OrderJson>): Map<number, OrderJson> {
  // deriveForm changes the order it is given: a shallow copy, whose boxes (the only part it replaces) it builds anew.
  return new Map([...stored].map(([id, order]) => [id, deriveForm({ ...order }, {})]));
}

/** Renders these orders live in the stored form (those that exist), by id. */
export const renderStoredForm = (db: Queryable, org: OrgRef, ids: number[]) => renderOrderMap(db, org, ids, STORED_FORM);

/** storeRenderRows for orders given by id (bench/orders-list times it): answers them as storeRenderRows does. */
export async function storeRenders(tx: Queryable, org: OrgRef, ids: number[]): Promise<Map<number, OrderJson>> {
  if (ids.length === 0) return new Map();
  const stored = await renderStoredForm(tx, org, ids);
  await writeRenders(tx, org.id, stored);
  return answerForms(stored);
}
