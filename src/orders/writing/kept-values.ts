/**
 * Values computed from an order's parts and stored on the rows, so lists can sort, filter and search them
 * with an index. Each is defined once here, as SQL over the parts as stored, and used two ways:
 * - a new order computes them in its INSERT: items first, then boxes, then the order row, so each row is written
 *   once with its final values (insert.ts: one statement for one order, or for each slice of an import's page,
 *   reads the parts from the rows that statement inserts);
 * - changeOrders calls refreshOrders at the end of every other order write, in its transaction; it recomputes
 *   with two set-based statements whatever the number of orders, each driven from the list of orders (a plan
 *   prepared once then reads only those, however many the organization holds). Each computes its values once
 *   (a MATERIALIZED CTE) before it joins the rows it updates: as a subquery, a plan that guessed one row to
 *   update (statistics of an empty table) computed every order's values again for each row, 80 s for 1,000 orders.
 *
 * - boxes: effective_length/width/height (explicit, else the preset's) and effective_weight (explicit, else
 *   sum(unit_weight x quantity) over the items plus the preset's weight; null when none of these is known).
 * - orders: weight_auto (sum of effective box weights), box_count, item_count (lines), pick_locations_auto
 *   (sorted distinct pick locations, ", "-separated), first box tracking number and insured value, the first
 *   item's description, part number, pick location and link, and the sorted tags (sort keys, 200 characters;
 *   lists are sorted in code-point order, COLLATE "C", like the text sorts of order-by.ts),
 *   is_delivered (every box delivered, at least one box) with delivered_at, nested_updated_at and the
 *   search document for `q`.
 */
import { sql, type SQL } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { byIds } from '../../db/sql.ts';
import { columnListSql } from '../../core/fields/index.ts';
import { BOX_EFFECTIVE_COLUMNS } from '../../catalogue/box.ts';
import { KEPT_TEXT_CHARS } from '../../catalogue/order.ts';

/**
 * The search document is the first SEARCH_DOCUMENT_CHARS characters of the order's words: the order's own fields,
 * tags and tracking numbers first, then the items' (the only part without a bound: up to 10,000 characters of
 * description per item, any number of items). PostgreSQL refuses a tsvector over 1 MB (its distinct lexemes and
 * their positions), which made every later write of such an order a 500. In the tsvector a word of n characters
 * costs at most 6n bytes (4 per character, up to 1.5 times that once lower-cased) and 6 of length and position,
 * and takes n + 1 characters with its separator: at most 6 bytes a character, 600 KB for 100,000. The write
 * always succeeds; search then covers what fits.
 */
export const SEARCH_DOCUMENT_CHARS = 100_000;

/** Where the text kept values are cut, as SQL. */
const CUT = sql.raw(String(KEPT_TEXT_CHARS));

/**
 * Where the kept values read an order's parts: their tables, or in new orders' one statement (insert.ts) the
 * rows that statement inserts (its WITH queries' RETURNING: it cannot see its own rows in the tables).
 */
export interface PartRelations { boxes: SQL; items: SQL; notes: SQL; tags: SQL }
export const PART_TABLES: PartRelations = { boxes: sql`boxes`, items: sql`items`, notes: sql`order_notes`, tags: sql`order_tags` };

/**
 * A box's effective size and weight, for `b2` (a stored box, or a new box's values): explicit, else the preset's;
 * the weight explicit, else its items' (`iw`) plus the preset's.
 */
const EFFECTIVE_BOX_VALUES = sql`
  COALESCE(b2.length, p.length) AS effective_length,
  COALESCE(b2.width, p.width) AS effective_width,
  COALESCE(b2.height, p.height) AS effective_height,
  CASE WHEN b2.weight IS NOT NULL THEN b2.weight
       WHEN iw.weight IS NULL AND p.weight IS NULL THEN NULL
       ELSE COALESCE(iw.weight, 0) + COALESCE(p.weight, 0) END AS effective_weight`;

export const EFFECTIVE_BOX_COLUMNS = Object.values(BOX_EFFECTIVE_COLUMNS);

/** The columns of a box `b2` that its effective values read, as a new box holds them when its INSERT leaves them out. */
export const EFFECTIVE_BOX_FILLS: Readonly<Record<string, SQL>> = {
  length: sql`NULL::numeric`, width: sql`NULL::numeric`, height: sql`NULL::numeric`, weight: sql`NULL::numeric`, packaging_id: sql`NULL::bigint`,
};

/**
 * The preset and the items' weight of each box `b2` of organization `org`, for EFFECTIVE_BOX_VALUES: read box by box
 * through its order's items, so that a plan prepared once does not turn into a scan of the organization's items.
 * Each part is read by the organization's id as a value, not `b2.org_id`: Citus routes a statement to one shard only
 * when every table in it, a LATERAL or correlated subquery's too, names its org_id value (citusdata/citus#4644);
 * with only `b2.org_id` it reads every shard, and refuses the statement when its rows come from byIds' list.
 * The presets are a subquery filtered by the organization (PostgreSQL pulls it up: the same plan as a join): where
 * the boxes are a new order's rows, Citus plans the presets apart, and with the organization only in the join's ON
 * it read every shard of packaging_presets for each new order with boxes.
 */
const effectiveBoxJoins = (items: SQL, org: SQL) => sql`
    LEFT JOIN (SELECT id, length, width, height, weight FROM packaging_presets WHERE org_id = ${org}) p ON p.id = b2.packaging_id
    CROSS JOIN LATERAL (
      SELECT sum(i.unit_weight * i.quantity) AS weight FROM ${items} i
      WHERE i.org_id = ${org} AND i.order_id = b2.order_id AND i.box_id = b2.id
    ) iw`;

/**
 * `SELECT b2.<columns>, effective values FROM <boxes> b2`: new boxes get their effective values in their INSERT,
 * in EFFECTIVE_BOX_COLUMNS order after `columns`.
 */
export function withEffectiveBoxValues(orgId: number, boxes: SQL, columns: readonly string[], parts: PartRelations = PART_TABLES): SQL {
  return sql`SELECT ${columnListSql(columns, 'b2')}, ${EFFECTIVE_BOX_VALUES} FROM ${boxes} ${effectiveBoxJoins(parts.items, orgValue(orgId))}`;
}

/** Recomputes the stored boxes' effective values. */
async function refreshBoxes(tx: Queryable, orgId: number, orderIds: number[]): Promise<void> {
  const columns = EFFECTIVE_BOX_COLUMNS;
  await tx.rows(sql`
    WITH x AS MATERIALIZED (
      SELECT b2.id, ${EFFECTIVE_BOX_VALUES}
      FROM ${byIds(sql`boxes`, 'b2', orgId, 'order_id', orderIds)} ${effectiveBoxJoins(sql`items`, orgValue(orgId))}
    )
    UPDATE boxes b SET ${sql.raw(columns.map((c) => `${c} = x.${c}`).join(', '))}
    FROM x
    WHERE b.org_id = ${orgId} AND b.id = x.id
      AND (${sql.raw(columns.map((c) => `b.${c}`).join(', '))}) IS DISTINCT FROM (${sql.raw(columns.map((c) => `x.${c}`).join(', '))})`);
}

export interface RefreshOptions {
  /** The orders changed now (the default): nested_updated_at becomes at least now(). An import keeps the source's with false. */
  touch?: boolean;
}

/** The order row's own words in the search document, before its tags, tracking numbers and items'. */
const ORDER_WORDS = [
  'primary_id', 'order_number', 'customer_number', 'po_number', 'unique_id',
  'ship_to_first_name', 'ship_to_last_name', 'ship_to_company', 'ship_to_email', 'ship_to_phone', 'ship_to_city',
  'bill_to_first_name', 'bill_to_last_name', 'bill_to_company', 'bill_to_email', 'bill_to_phone', 'bill_to_city',
];

/**
 * The columns of the order row `o2` the kept values read, besides org_id and id, as a new order holds them when its
 * INSERT leaves them out.
 */
export const KEPT_VALUE_FILLS: Readonly<Record<string, SQL>> = {
  updated_at: sql`now()`, nested_updated_at: sql`now()`, ...Object.fromEntries(ORDER_WORDS.map((c) => [c, sql`NULL::text`])),
};

export const KEPT_ORDER_COLUMNS = [
  'weight_auto', 'box_count', 'is_delivered', 'delivered_at', 'first_tracking_number', 'first_insured_value_amount',
  'first_insured_value_currency', 'item_count', 'pick_locations_auto', 'first_item_description', 'first_item_part_number',
  'first_item_pick_location', 'first_item_link', 'tags_sort', 'nested_updated_at', 'search',
];

/** The kept values of order `o2` (a stored order, or a new order's values), in KEPT_ORDER_COLUMNS order. */
function keptOrderValues(opts: RefreshOptions): SQL {
  return sql`
    bx.weight AS weight_auto,
    bx.n AS box_count,
    bx.n > 0 AND bx.undelivered = 0 AS is_delivered,
    CASE WHEN bx.n > 0 AND bx.undelivered = 0 THEN bx.last_delivered END AS delivered_at,
    fb.tracking_number AS first_tracking_number,
    fb.insured_value_amount AS first_insured_value_amount,
    fb.insured_value_currency AS first_insured_value_currency,
    it.n AS item_count,
    left(it.picks, ${CUT}) AS pick_locations_auto,
    left(fi.description, ${CUT}) AS first_item_description,
    left(fi.part_number, ${CUT}) AS first_item_part_number,
    left(fi.pick_location, ${CUT}) AS first_item_pick_location,
    left(fi.link, ${CUT}) AS first_item_link,
    left(tg.sorted, ${CUT}) AS tags_sort,
    GREATEST(o2.updated_at, bx.updated, it.updated, nt.updated, tg.updated,
             ${opts.touch === false ? sql`o2.nested_updated_at` : sql`now()`}) AS nested_updated_at,
    to_tsvector('simple', left(concat_ws(' ', ${sql.raw(ORDER_WORDS.map((c) => (c === 'order_number' ? 'o2.order_number::text' : `o2.${c}`)).join(', '))},
      tg.words, bx.tracking, it.words), ${SEARCH_DOCUMENT_CHARS})) AS search`;
}

const KEPT_VALUES = keptOrderValues({});
const KEPT_VALUES_KEPT_TIME = keptOrderValues({ touch: false });

/** The boxes, items, notes and tags of order `o2` of organization `org`, for keptOrderValues (by `org`: effectiveBoxJoins). */
const keptValueJoins = ({ boxes, items, notes, tags }: PartRelations, org: SQL) => sql`
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, sum(b.effective_weight) AS weight,
             count(*) FILTER (WHERE b.delivered_at IS NULL) AS undelivered, max(b.delivered_at) AS last_delivered,
             max(b.updated_at) AS updated, string_agg(b.tracking_number, ' ') AS tracking
      FROM ${boxes} b WHERE b.org_id = ${org} AND b.order_id = o2.id
    ) bx
    LEFT JOIN LATERAL (
      SELECT b.tracking_number, b.insured_value_amount, b.insured_value_currency
      FROM ${boxes} b WHERE b.org_id = ${org} AND b.order_id = o2.id ORDER BY b.id LIMIT 1
    ) fb ON true
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, max(i.updated_at) AS updated,
             string_agg(DISTINCT i.pick_location COLLATE "C", ', ' ORDER BY i.pick_location COLLATE "C") AS picks,
             string_agg(concat_ws(' ', i.part_number, i.code, i.description), ' ') AS words
      FROM ${items} i WHERE i.org_id = ${org} AND i.order_id = o2.id
    ) it
    LEFT JOIN LATERAL (
      SELECT i.description, i.part_number, i.pick_location, i.link
      FROM ${items} i WHERE i.org_id = ${org} AND i.order_id = o2.id ORDER BY i.box_id, i.id LIMIT 1
    ) fi ON true
    CROSS JOIN LATERAL (
      SELECT max(n.updated_at) AS updated FROM ${notes} n WHERE n.org_id = ${org} AND n.order_id = o2.id
    ) nt
    CROSS JOIN LATERAL (
      SELECT max(t.created_at) AS updated, string_agg(t.value, ' ') AS words,
             string_agg(t.value, ', ' ORDER BY t.value COLLATE "C") AS sorted
      FROM ${tags} t WHERE t.org_id = ${org} AND t.order_id = o2.id
    ) tg`;

/** The organization's id as the joins compare it. */
const orgValue = (orgId: number): SQL => sql`${orgId}::bigint`;

/**
 * `SELECT o2.<columns>, kept values FROM <orders> o2`: a new order gets its kept values in its INSERT (insert.ts),
 * in KEPT_ORDER_COLUMNS order after `columns`.
 */
export function withKeptValues(orgId: number, orders: SQL, columns: string[], opts: RefreshOptions = {}, parts: PartRelations = PART_TABLES): SQL {
  return sql`SELECT ${columnListSql(columns, 'o2')}, ${opts.touch === false ? KEPT_VALUES_KEPT_TIME : KEPT_VALUES} FROM ${orders} ${keptValueJoins(parts, orgValue(orgId))}`;
}

/**
 * Recomputes the kept values of the orders; returns the ids of those that became delivered now (every box
 * delivered, and not so before), for the `order-delivered` event (change-orders.ts).
 */
export async function refreshOrders(tx: Queryable, orgId: number, orderIds: number[], opts: RefreshOptions = {}): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const ids = [...new Set(orderIds)];
  await refreshBoxes(tx, orgId, ids);
  const rows = await tx.rows<{ id: number; became_delivered: boolean }>(sql`
    WITH k AS MATERIALIZED (
      SELECT o2.id, o2.is_delivered AS was_delivered, ${keptOrderValues(opts)}
      FROM ${byIds(sql`orders`, 'o2', orgId, 'id', ids)} ${keptValueJoins(PART_TABLES, orgValue(orgId))}
    )
    UPDATE orders o SET ${sql.raw(KEPT_ORDER_COLUMNS.map((c) => `${c} = k.${c}`).join(', '))}
    FROM k
    WHERE o.org_id = ${orgId} AND o.id = k.id
    RETURNING o.id, (o.is_delivered AND NOT k.was_delivered) AS became_delivered`);
  return rows.filter((r) => r.became_delivered).map((r) => Number(r.id));
}
