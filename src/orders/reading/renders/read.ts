/**
 * Reading stored renders (store.ts): a page of orders as JSON text in the order of its ids, from one read of their
 * renders. The stored form (expanded boxes and items, nothing lazy) is sent as stored; the other forms are derived
 * from it (derive.ts) without reading the parts tables. An order without a stored render (the renders of existing
 * orders are filled in after the migration, fill.ts) is rendered live.
 */
import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray, byIds } from '../../../db/sql.ts';
import type { OrgRef } from '../../../orgs/ref.ts';
import { renderOrderMap, type OrderJson, type RenderOptions } from '../render.ts';
import { deriveForm, isStoredForm } from './derive.ts';
import type { PageRow } from '../query/keyset.ts';

/** Serialises one order as its route's response schema does (reply.compileSerializationSchema(Order)). */
export type OrderSerializer = (order: OrderJson) => string;

/** The stored renders of these orders, by id (one statement, each id looked up through the primary key). */
export async function readRenders(db: Queryable, orgId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.rows<{ order_id: number; body: string }>(sql`
    SELECT r.order_id, r.body FROM ${byIds(sql`order_renders`, 'r', orgId, 'order_id', [...new Set(ids)])}`);
  return new Map(rows.map((r) => [Number(r.order_id), r.body]));
}

/**
 * An order as writes answer it (boxes and items as references), from its stored render (rendered live when it has
 * none); undefined when there is no such order. For a write that left the order as it was: the writer renders only
 * the orders it changed.
 */
export async function readAnswer(db: Queryable, org: OrgRef, id: number): Promise<OrderJson | undefined> {
  const body = (await readRenders(db, org.id, [id])).get(id);
  if (body !== undefined) return deriveForm(JSON.parse(body) as OrderJson, {});
  return (await renderOrderMap(db, org, [id], {})).get(id);
}

/**
 * The page `ids` selects (a statement selecting `id` and `position`, in page order) with each order's stored render
 * (null when it has none yet), in page order: the ids and the renders of a list in one statement.
 */
export function withRendersSql(orgId: number, ids: SQL): SQL {
  return sql`
    SELECT p.id, p.position, r.body FROM (SELECT q.id, q.position, row_number() OVER () AS n FROM (${ids}) q) p
    LEFT JOIN LATERAL (SELECT t.body FROM order_renders t WHERE t.org_id = ${orgId} AND t.order_id = p.id) r ON TRUE
    ORDER BY p.n`;
}

/** One order's id and stored render (null when it has none yet), or no row: the prefetch of GET of an order. */
export function storedRenderSql(orgId: number, orderId: number): SQL {
  return sql`
    SELECT o.id, r.body FROM orders o LEFT JOIN order_renders r ON r.org_id = o.org_id AND r.order_id = o.id
    WHERE o.org_id = ${orgId} AND o.id = ${orderId}::bigint`;
}

/** The text of one stored render in the form `opts` asks: as stored, or derived from it (derive.ts). */
function storedText(body: string, opts: RenderOptions, serialize: OrderSerializer): string {
  return isStoredForm(opts) ? body : serialize(deriveForm(JSON.parse(body) as OrderJson, opts));
}

/**
 * `texts` in order, each an order's text or, for an order without a stored render, its id: those orders rendered live
 * (one render for all of them) and their texts made by `wrap`; ids of no order left out.
 */
async function withLiveRenders<T>(
  db: Queryable, org: OrgRef, texts: (T | number)[], opts: RenderOptions, serialize: OrderSerializer, wrap: (text: string) => T,
): Promise<T[]> {
  const missing = texts.filter((text): text is number => typeof text === 'number');
  if (missing.length === 0) return texts as T[];
  const live = await renderOrderMap(db, org, missing, opts);
  return texts.flatMap((text) => {
    if (typeof text !== 'number') return [text];
    const order = live.get(text);
    return order ? [wrap(serialize(order))] : [];
  });
}

/**
 * The JSON text of each stored render (`bodies`, by id) in the form `opts` asks, in the order of `ids`; ids without
 * a stored render are rendered live, ids of no order left out.
 */
export async function ordersText(
  db: Queryable, org: OrgRef, ids: readonly number[], bodies: Map<number, string>, opts: RenderOptions, serialize: OrderSerializer,
): Promise<string[]> {
  const texts = ids.map((id) => {
    const body = bodies.get(id);
    return body === undefined ? id : storedText(body, opts, serialize);
  });
  return withLiveRenders(db, org, texts, opts, serialize, (text) => text);
}

/** A row of a page with its stored render (withRendersSql): null when the order has none yet. */
export type PageRenderRow = PageRow & { body: string | null };

/**
 * A page's orders as UTF-8 JSON texts, in page order, from `statement` (withRendersSql): each stored render is
 * written into a Buffer as its row arrives (db.eachRow), so that a page's renders are not all held as JavaScript
 * strings at once (the collector copied them, docs/benchmarks.md); orders without one are rendered live after, ids of
 * no order left out. Each row also goes to `onRow`.
 */
export async function readPageTexts(
  db: Queryable, org: OrgRef, statement: SQL, opts: RenderOptions, serialize: OrderSerializer, onRow?: (row: PageRenderRow) => void,
): Promise<Buffer[]> {
  const texts: (Buffer | number)[] = [];
  await db.eachRow<PageRenderRow>(statement, (row) => {
    onRow?.(row);
    texts.push(row.body === null ? row.id : Buffer.from(storedText(row.body, opts, serialize)));
  });
  return withLiveRenders(db, org, texts, opts, serialize, (text) => Buffer.from(text));
}

/** The statement selecting these orders (`id`, and a null `position`) in the order given: for withRendersSql. */
export const idsInOrderSql = (ids: readonly number[]): SQL => sql`
  SELECT w.id, NULL::text AS position FROM unnest(${bigintArray(ids)}) WITH ORDINALITY AS w (id, n) ORDER BY w.n`;
