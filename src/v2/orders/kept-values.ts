/**
 * Values computed from an order's parts and stored on the rows, so lists can sort, filter and search them
 * with an index. changeOrders calls refreshOrders at the end of every order write, in its transaction; it
 * recomputes with two set-based statements whatever the number of orders.
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
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { bigintArray } from '../../db/sql.ts';

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

/** Recomputes the boxes' effective values. */
async function refreshBoxes(tx: Queryable, orgId: number, orderIds: number[]): Promise<void> {
  await tx.rows(sql`
    UPDATE boxes b SET
      effective_length = x.length, effective_width = x.width, effective_height = x.height, effective_weight = x.weight
    FROM (
      SELECT b2.id,
             COALESCE(b2.length, p.length) AS length,
             COALESCE(b2.width, p.width) AS width,
             COALESCE(b2.height, p.height) AS height,
             CASE WHEN b2.weight IS NOT NULL THEN b2.weight
                  WHEN iw.weight IS NULL AND p.weight IS NULL THEN NULL
                  ELSE COALESCE(iw.weight, 0) + COALESCE(p.weight, 0) END AS weight
      FROM boxes b2
      LEFT JOIN packaging_presets p ON p.org_id = b2.org_id AND p.id = b2.packaging_id
      LEFT JOIN (
        SELECT box_id, sum(unit_weight * quantity) AS weight FROM items
        WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(orderIds)}) GROUP BY box_id
      ) iw ON iw.box_id = b2.id
      WHERE b2.org_id = ${orgId} AND b2.order_id = ANY(${bigintArray(orderIds)})
    ) x
    WHERE b.org_id = ${orgId} AND b.order_id = ANY(${bigintArray(orderIds)}) AND b.id = x.id
      AND (b.effective_length, b.effective_width, b.effective_height, b.effective_weight)
          IS DISTINCT FROM (x.length, x.width, x.height, x.weight)`);
}

export interface RefreshOptions {
  /** The orders changed now (the default): nested_updated_at becomes at least now(). The bench seed loads history with false. */
  touch?: boolean;
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
    UPDATE orders o SET
      weight_auto = bx.weight,
      box_count = bx.n,
      is_delivered = bx.n > 0 AND bx.undelivered = 0,
      delivered_at = CASE WHEN bx.n > 0 AND bx.undelivered = 0 THEN bx.last_delivered END,
      first_tracking_number = fb.tracking_number,
      first_insured_value_amount = fb.insured_value_amount,
      first_insured_value_currency = fb.insured_value_currency,
      item_count = it.n,
      pick_locations_auto = left(it.picks, 200),
      first_item_description = left(fi.description, 200),
      first_item_part_number = left(fi.part_number, 200),
      first_item_pick_location = left(fi.pick_location, 200),
      first_item_link = left(fi.link, 200),
      tags_sort = left(tg.sorted, 200),
      nested_updated_at = GREATEST(o2.updated_at, bx.updated, it.updated, nt.updated, tg.updated,
                                   ${opts.touch === false ? sql`o2.nested_updated_at` : sql`now()`}),
      search = to_tsvector('simple', left(concat_ws(' ',
        o2.primary_id, o2.order_number::text, o2.customer_number, o2.po_number, o2.unique_id,
        o2.ship_to_first_name, o2.ship_to_last_name, o2.ship_to_company, o2.ship_to_email, o2.ship_to_phone, o2.ship_to_city,
        o2.bill_to_first_name, o2.bill_to_last_name, o2.bill_to_company, o2.bill_to_email, o2.bill_to_phone, o2.bill_to_city,
        tg.words, bx.tracking, it.words), ${SEARCH_DOCUMENT_CHARS}))
    FROM orders o2
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, sum(b.effective_weight) AS weight,
             count(*) FILTER (WHERE b.delivered_at IS NULL) AS undelivered, max(b.delivered_at) AS last_delivered,
             max(b.updated_at) AS updated, string_agg(b.tracking_number, ' ') AS tracking
      FROM boxes b WHERE b.org_id = o2.org_id AND b.order_id = o2.id
    ) bx
    LEFT JOIN LATERAL (
      SELECT b.tracking_number, b.insured_value_amount, b.insured_value_currency
      FROM boxes b WHERE b.org_id = o2.org_id AND b.order_id = o2.id ORDER BY b.id LIMIT 1
    ) fb ON true
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS n, max(i.updated_at) AS updated,
             string_agg(DISTINCT i.pick_location COLLATE "C", ', ' ORDER BY i.pick_location COLLATE "C") AS picks,
             string_agg(concat_ws(' ', i.part_number, i.code, i.description), ' ') AS words
      FROM items i WHERE i.org_id = o2.org_id AND i.order_id = o2.id
    ) it
    LEFT JOIN LATERAL (
      SELECT i.description, i.part_number, i.pick_location, i.link
      FROM items i WHERE i.org_id = o2.org_id AND i.order_id = o2.id ORDER BY i.box_id, i.id LIMIT 1
    ) fi ON true
    CROSS JOIN LATERAL (
      SELECT max(n.updated_at) AS updated FROM order_notes n WHERE n.org_id = o2.org_id AND n.order_id = o2.id
    ) nt
    CROSS JOIN LATERAL (
      SELECT max(t.created_at) AS updated, string_agg(t.value, ' ') AS words,
             string_agg(t.value, ', ' ORDER BY t.value COLLATE "C") AS sorted
      FROM order_tags t WHERE t.org_id = o2.org_id AND t.order_id = o2.id
    ) tg
    WHERE o2.org_id = ${orgId} AND o2.id = ANY(${bigintArray(ids)})
      AND o.org_id = ${orgId} AND o.id = ANY(${bigintArray(ids)}) AND o.id = o2.id
    RETURNING o.id, (o.is_delivered AND NOT o2.is_delivered) AS became_delivered`);
  return rows.filter((r) => r.became_delivered).map((r) => Number(r.id));
}
