/**
 * `suggestions`: `field?` keys next to fields, computed from the order's parts or from the same customer's
 * earlier orders (DECISIONS.md section 5). Level 1 adds a suggestion only where the field has no value,
 * level 2 always. Three queries for a whole page.
 */
import { sql } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import { addDecimals, sumDecimals } from '../../../core/values/decimal.ts';
import { formatMoney } from '../../../core/values/money.ts';
import { formatWeight } from '../../../core/values/weight.ts';

type Json = Record<string, unknown>;

interface LineSum { order_id: number; kind: string; currency: string | null; amount: string }
interface BoxSum { order_id: number; currency: string | null; amount: string | null; boxes: number; shipped: number; weight: string | null }
interface BoxTotals { costs: { currency: string | null; amount: string }[]; boxes: number; shipped: number; weight: string | null }
interface Habit {
  id: number; message: string | null; po_number: string | null; customer_number: string | null; terms: string | null;
  billing_status: string | null; ship_via: string | null; ship_type: string | null; warehouse: string | null;
}

/** One money value from sums in possibly several currencies: null when there is none or they differ. */
function single(sums: { currency: string | null; amount: string }[]): { amount: string; currency: string } | null {
  const currencies = new Set(sums.map((s) => s.currency));
  if (sums.length === 0 || currencies.size !== 1 || sums[0].currency === null) return null;
  return { amount: sumDecimals(sums.map((s) => s.amount)), currency: sums[0].currency };
}

const money = (m: { amount: string; currency: string } | null) => (m ? formatMoney(m.amount, m.currency) : null);

function shippingStatus(box: BoxTotals | undefined): string {
  if (!box || box.boxes === 0 || box.shipped === 0) return 'unfulfilled';
  return box.shipped === box.boxes ? 'fulfilled' : 'partially_fulfilled';
}

async function loadParts(db: Queryable, orgId: number, ids: number[]) {
  const lines = await db.rows<LineSum>(sql`
    SELECT order_id, kind, unit_price_currency AS currency, sum(unit_price_amount * quantity)::text AS amount
    FROM items WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(ids)}) AND unit_price_amount IS NOT NULL
    GROUP BY order_id, kind, unit_price_currency`);
  const boxes = await db.rows<BoxSum>(sql`
    SELECT order_id, ship_cost_currency AS currency, sum(ship_cost_amount)::text AS amount, count(*)::int AS boxes,
           count(*) FILTER (WHERE tracking_number IS NOT NULL OR delivered_at IS NOT NULL)::int AS shipped,
           sum(effective_weight)::text AS weight
    FROM boxes WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(ids)}) GROUP BY order_id, ship_cost_currency`);
  // The same customer's earlier orders: by ship-to e-mail, else by customer number; the most frequent value.
  const habits = await db.rows<Habit>(sql`
    SELECT p.id, h.*
    FROM orders p
    LEFT JOIN LATERAL (
      SELECT mode() WITHIN GROUP (ORDER BY e.message) AS message, mode() WITHIN GROUP (ORDER BY e.po_number) AS po_number,
             mode() WITHIN GROUP (ORDER BY e.customer_number) AS customer_number, mode() WITHIN GROUP (ORDER BY e.terms) AS terms,
             mode() WITHIN GROUP (ORDER BY e.billing_status) AS billing_status, mode() WITHIN GROUP (ORDER BY e.ship_via) AS ship_via,
             mode() WITHIN GROUP (ORDER BY e.ship_type) AS ship_type, mode() WITHIN GROUP (ORDER BY e.warehouse) AS warehouse
      FROM (
        SELECT e.* FROM orders e
        WHERE e.org_id = ${orgId} AND e.created_at < p.created_at
          AND CASE WHEN p.ship_to_email IS NOT NULL THEN lower(e.ship_to_email) = lower(p.ship_to_email)
                   ELSE e.customer_number = p.customer_number END
        ORDER BY e.created_at DESC LIMIT 500
      ) e
    ) h ON true
    WHERE p.org_id = ${orgId} AND p.id = ANY(${bigintArray(ids)})`);
  return { lines, boxes, habits };
}

/** Adds the `?` keys to each order of `orders` (rendered JSON, in the order of `ids`). */
export async function addSuggestions(db: Queryable, orgId: number, ids: number[], orders: Json[], level: 1 | 2): Promise<void> {
  if (ids.length === 0) return;
  const { lines, boxes, habits } = await loadParts(db, orgId, ids);
  const linesOf = new Map<number, LineSum[]>();
  for (const line of lines) linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), line]);
  const boxOf = new Map<number, BoxTotals>();
  for (const b of boxes) {
    const t = boxOf.get(b.order_id) ?? { costs: [], boxes: 0, shipped: 0, weight: null };
    if (b.amount !== null) t.costs.push({ currency: b.currency, amount: b.amount });
    t.boxes += b.boxes;
    t.shipped += b.shipped;
    if (b.weight !== null) t.weight = t.weight === null ? b.weight : addDecimals(t.weight, b.weight);
    boxOf.set(b.order_id, t);
  }
  const habitOf = new Map(habits.map((h) => [h.id, h]));

  ids.forEach((id, index) => {
    const order = orders[index];
    const billing = order.billing as Json;
    const shipping = order.shipping as Json;
    const suggest = (target: Json, field: string, value: unknown, current: unknown = target[field]) => {
      if (level === 2 || current === null || current === undefined) target[`${field}?`] = value;
    };
    const own = linesOf.get(id) ?? [];
    const ofKind = (...kinds: string[]) => own.filter((l) => kinds.includes(l.kind));
    const box = boxOf.get(id);
    const habit = habitOf.get(id);

    const subtotal = single(ofKind('goods'));
    const tax = single(ofKind('tax'));
    const shippingCost = single(box?.costs ?? []);
    const total = single([...ofKind('goods', 'tax', 'discount', 'adjustment'), ...(box?.costs ?? [])]);

    suggest(order, 'weight', box?.weight != null ? formatWeight(box.weight) : null, null);
    suggest(order, 'message', habit?.message ?? null);
    suggest(order, 'po_number', habit?.po_number ?? null);
    suggest(order, 'customer_number', habit?.customer_number ?? null);
    suggest(order, 'terms_auto', habit?.terms ?? null, order.terms);
    suggest(billing, 'subtotal', money(subtotal));
    suggest(billing, 'tax', money(tax));
    suggest(billing, 'shipping', money(shippingCost));
    suggest(billing, 'total', money(total));
    suggest(billing, 'status', habit?.billing_status ?? null);
    suggest(shipping, 'status', shippingStatus(box));
    suggest(shipping, 'ship_via', habit?.ship_via ?? null);
    suggest(shipping, 'ship_type', habit?.ship_type ?? null);
    suggest(shipping, 'warehouse', habit?.warehouse ?? null);
  });
}
