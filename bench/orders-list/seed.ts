/**
 * Seeds one organization with N orders of 2 boxes x 3 items (plus tags on some) with set-based INSERT ...
 * SELECT generate_series statements, in chunks. The order indexes are dropped while loading and built
 * again afterwards; kept values are computed by the application's own refreshOrders, so the data is what
 * the API itself would have stored.
 */
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { refreshOrders } from '../../src/orders/writing/kept-values.ts';
import { countOrders } from '../../src/orders/counts.ts';
import { RESERVED_IDS } from '../../src/db/reserved-ids.ts';

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Dennis', 'Radia', 'John', 'Sophie', 'Tim', 'Linus', 'Anita'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Hamilton', 'Ritchie', 'Perlman', 'McCarthy', 'Wilson', 'Berners', 'Torvalds', 'Borg', 'Smith', 'Garcia', 'Nguyen', 'Okafor'];
const CITIES = ['Springfield', 'Portland', 'Austin', 'Denver', 'Boston', 'Madison', 'Tucson', 'Raleigh', 'Omaha', 'Fresno'];
const VIAS = ['UPS', 'FedEx', 'USPS', 'DHL'];
const TAGS = ['vip', 'gift', 'fragile', 'wholesale', 'rush'];

/** The API never gives out a reserved id (the skip_dot_keys trigger would renumber the row), so the load skips them. */
const RESERVED = `(${[...RESERVED_IDS].join(', ')})`;
const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
/** A deterministic pseudo-random integer in [0, n) from the row number g and a salt. */
const pick = (g: string, salt: number, n: number) => `((hashint8(${g}::bigint * 7919 + ${salt})::bigint & 2147483647) % ${n})`;

/**
 * In a kept database: the organization holding the most orders, with how many, after giving the bench
 * server's owner and token to it (the server made a new, empty organization). Null when there are no orders.
 */
export async function adoptSeededOrg(db: Database, serverOrgId: number): Promise<{ orgId: number; orders: number } | null> {
  const seeded = await db.one<{ org_id: number; n: number }>(sql`SELECT org_id, count(*)::int AS n FROM orders GROUP BY org_id ORDER BY n DESC LIMIT 1`);
  if (!seeded) return null;
  await db.rows(sql`INSERT INTO memberships (org_id, user_id, role) SELECT ${seeded.org_id}, user_id, 'owner' FROM memberships WHERE org_id = ${serverOrgId} ON CONFLICT DO NOTHING`);
  await db.rows(sql`UPDATE access_tokens SET org_id = ${seeded.org_id} WHERE org_id = ${serverOrgId}`);
  return { orgId: seeded.org_id, orders: seeded.n };
}

/** How many orders a seed of `orders` leaves in an empty database (it skips the reserved ids). */
export function seededCount(orders: number): number {
  return orders - [...RESERVED_IDS].filter((id) => id <= orders).length;
}

export interface SeedOptions {
  orders: number;
  chunk?: number;
  log?: (message: string) => void;
  /** Keep the order indexes during the load, and leave VACUUM ANALYZE to the caller: for many small seeds in a row. */
  keepIndexes?: boolean;
}

async function orderIndexes(db: Database): Promise<{ name: string; definition: string }[]> {
  return db.rows(sql`
    SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
    WHERE i.tablename = 'orders' AND i.indexname NOT IN (
      SELECT conname FROM pg_constraint WHERE conrelid = 'orders'::regclass AND contype IN ('p', 'u'))`);
}

export async function seedOrders(db: Database, orgId: number, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const chunk = opts.chunk ?? 50_000;
  const indexes = opts.keepIndexes ? [] : await orderIndexes(db);
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  log(`dropped ${indexes.length} order indexes for the load`);

  const base = (await db.one<{ id: number }>(sql`SELECT COALESCE(max(id), 0) AS id FROM orders`))!.id;
  for (let from = 1; from <= opts.orders; from += chunk) {
    const to = Math.min(opts.orders, from + chunk - 1);
    const g = 'g';
    await db.exec(`
      INSERT INTO orders (org_id, id, primary_id, unique_id, order_number, customer_number, po_number, message, terms,
        ordered_at, billing_status, billing_total_amount, billing_total_currency, shipping_status, ship_via, ship_type,
        ship_cost_amount, ship_cost_currency, warehouse, source_name, source_account,
        ship_to_first_name, ship_to_last_name, ship_to_company, ship_to_address_1, ship_to_city, ship_to_region,
        ship_to_post_code, ship_to_country, ship_to_phone, ship_to_email, ship_to_created_at, ship_to_updated_at,
        bill_to_first_name, bill_to_last_name, bill_to_email, bill_to_city, bill_to_created_at, bill_to_updated_at,
        created_at, updated_at)
      OVERRIDING SYSTEM VALUE
      SELECT ${orgId}, ${base} + g, 'PO-' || g, md5('u' || g), g, 'C-' || ${pick(g, 1, 40000)}, 'P-' || ${pick(g, 2, 100000)},
        CASE WHEN g % 3 = 0 THEN 'Leave at the back door' END, 'net 30',
        ts - interval '1 hour', (${arr(['pending', 'paid', 'partially_paid', 'refunded'])})[1 + ${pick(g, 3, 4)}],
        (${pick(g, 4, 50000)})::numeric / 100, 'USD',
        CASE ${pick(g, 5, 10)} WHEN 0 THEN NULL WHEN 1 THEN 'partially_fulfilled' WHEN 2 THEN 'unfulfilled' ELSE 'fulfilled' END,
        (${arr(VIAS)})[1 + ${pick(g, 6, 4)}], 'Ground', (${pick(g, 7, 3000)})::numeric / 100, 'USD', 'Main', 'shop', 'store-' || ${pick(g, 8, 5)} || '@example.com',
        fn, ln, CASE WHEN g % 4 = 0 THEN ln || ' Inc' END, g || ' Main St', city, 'CA', lpad(${pick(g, 9, 99999)}::text, 5, '0'), 'US',
        '+1555' || lpad(${pick(g, 10, 9999999)}::text, 7, '0'), lower(fn || '.' || ln || ${pick(g, 11, 500)} || '@example.com'), ts, ts,
        fn, ln, lower(fn || '.' || ln || ${pick(g, 11, 500)} || '@example.com'), city, ts, ts,
        ts, ts + (${pick(g, 12, 100)} || ' minutes')::interval
      FROM generate_series(${from}, ${to}) g,
        LATERAL (SELECT (${arr(FIRST)})[1 + ${pick(g, 13, FIRST.length)}] AS fn, (${arr(LAST)})[1 + ${pick(g, 14, LAST.length)}] AS ln,
                        (${arr(CITIES)})[1 + ${pick(g, 15, CITIES.length)}] AS city,
                        now() - ((${opts.orders} - g) * interval '30 seconds') AS ts) v
      WHERE ${base} + g NOT IN ${RESERVED};
      INSERT INTO boxes (org_id, id, order_id, package_type, length, width, height, ship_cost_amount, ship_cost_currency,
        insured_value_amount, insured_value_currency, tracking_number, cod, delivered_at, created_at, updated_at)
      OVERRIDING SYSTEM VALUE
      SELECT ${orgId}, (${base} + g) * 2 + b, ${base} + g, 'box', 0.3, 0.2, 0.1 + b * 0.05, 4.5, 'USD',
        CASE WHEN g % 5 = 0 THEN (${pick(g, 16, 1000)})::numeric END, CASE WHEN g % 5 = 0 THEN 'USD' END,
        CASE WHEN ${pick(g, 17, 10)} < 6 THEN '1Z' || upper(substr(md5('t' || g || b), 1, 16)) END, 'none',
        CASE WHEN ${pick(g, 18, 10)} < 3 THEN now() - interval '1 day' END, now(), now()
      FROM generate_series(${from}, ${to}) g, generate_series(0, 1) b
      WHERE ${base} + g NOT IN ${RESERVED} AND (${base} + g) * 2 + b NOT IN ${RESERVED};
      INSERT INTO items (org_id, order_id, box_id, quantity, kind, part_number, code, description, unit_price_amount,
        unit_price_currency, unit_weight, pick_location, link, created_at, updated_at)
      SELECT ${orgId}, ${base} + g, (${base} + g) * 2 + b, 1 + i, 'goods', 'SKU-' || ${pick(`(g * 6 + b * 3 + i)`, 19, 20000)},
        'C' || i, 'Widget model ' || ${pick(`(g * 6 + b * 3 + i)`, 20, 500)}, (100 + ${pick(`(g * 6 + b * 3 + i)`, 21, 9900)})::numeric / 100, 'USD',
        (50 + ${pick(`(g * 6 + b * 3 + i)`, 22, 2000)})::numeric, 'A-' || lpad(${pick(`(g * 6 + b * 3 + i)`, 23, 400)}::text, 3, '0'),
        'https://shop.example/p/' || ${pick(`(g * 6 + b * 3 + i)`, 19, 20000)}, now(), now()
      FROM generate_series(${from}, ${to}) g, generate_series(0, 1) b, generate_series(0, 2) i
      WHERE ${base} + g NOT IN ${RESERVED} AND (${base} + g) * 2 + b NOT IN ${RESERVED};
      INSERT INTO order_tags (org_id, order_id, value)
      SELECT ${orgId}, ${base} + g, (${arr(TAGS)})[1 + ${pick(g, 24, TAGS.length)}] FROM generate_series(${from}, ${to}) g
      WHERE g % 10 = 0 AND ${base} + g NOT IN ${RESERVED};
    `);
    log(`loaded orders ${from}..${to}`);
  }
  await db.exec(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders));
                 SELECT setval(pg_get_serial_sequence('boxes', 'id'), (SELECT max(id) FROM boxes));`);

  // Kept values through the application's own code, a batch of orders at a time.
  const batch = 5_000;
  for (let from = 1; from <= opts.orders; from += batch) {
    const ids = Array.from({ length: Math.min(batch, opts.orders - from + 1) }, (_, k) => base + from + k).filter((id) => !RESERVED_IDS.has(id));
    await db.transaction(async (tx) => {
      await refreshOrders(tx, orgId, ids, { touch: false });
      await countOrders(tx, orgId, ids, 1); // the order counts the writer keeps (src/orders/counts.ts)
    });
    if ((from - 1) % 50_000 === 0) log(`kept values up to order ${ids.at(-1)}`);
  }
  for (const index of indexes) {
    await db.exec(index.definition);
  }
  log(`rebuilt ${indexes.length} order indexes`);
  // As autovacuum would in production: statistics, and the visibility map that index-only scans (counts) need.
  if (!opts.keepIndexes) for (const table of ['orders', 'boxes', 'items', 'order_tags']) await db.exec(`VACUUM ANALYZE ${table}`);
}
