/**
 * Seeds one organization with N orders of 2 boxes x 3 items (plus tags on some) with set-based INSERT ... SELECT
 * generate_series statements, a chunk of orders per transaction, each row written once with its final values: items
 * first, then boxes with their effective size and weight, then tags, then the orders with their kept values and their
 * counts, computed by the application's own SQL (withEffectiveBoxValues, withKeptValues, countOrders), as an import
 * writes a page (src/orders/writing/insert.ts). The order indexes are dropped while loading and built again afterwards.
 *
 * The values are deterministic (a function of the order's number), so two databases seeded alike hold the same data,
 * and some of them are what exports must quote or neutralise: commas, double quotes, line breaks, non-ASCII letters
 * and text that a spreadsheet would take for a formula (`=`, `+`, `-`, `@`).
 *
 * The progress is kept in the database (bench_seed, bench_seed_indexes): a seed that was stopped goes on from its last
 * chunk when run again (seedBenchOrders), and builds the indexes it had dropped.
 */
import { sql, type SQL } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { columnListSql } from '../../src/core/fields/index.ts';
import { filledRelation } from '../../src/db/rows.ts';
import {
  EFFECTIVE_BOX_COLUMNS, EFFECTIVE_BOX_FILLS, KEPT_ORDER_COLUMNS, KEPT_VALUE_FILLS, withEffectiveBoxValues, withKeptValues,
} from '../../src/orders/writing/kept-values.ts';
import { countOrders } from '../../src/orders/counts.ts';
import { RESERVED_IDS } from '../../src/db/reserved-ids.ts';

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Dennis', 'Radia', 'John', 'Sophie', 'Tim', 'Linus', 'Zoë', 'José', 'Siân', 'Łukasz', '美咲'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Hamilton', 'Ritchie', 'Perlman', 'McCarthy', 'Wilson', 'Berners', 'Torvalds', 'Borg', 'Smith', 'Garcia', "O''Brien", 'Müller', 'Nuñez', 'Øster'];
const CITIES = ['Springfield', 'Portland', 'Austin', 'Denver', 'Boston', 'Madison', 'Tucson', 'Raleigh', 'Omaha', 'Fresno', 'São Paulo', 'Zürich'];
const VIAS = ['UPS', 'FedEx', 'USPS', 'DHL'];
const TAGS = ['vip', 'gift', 'fragile', 'wholesale', 'rush', 'café'];
/** Messages: plain, with a comma and quotes, over two lines, and text a spreadsheet would run as a formula. */
const MESSAGES = ['Leave at the back door', 'Ring twice, then leave it with "Sam"', 'Fragile:\nkeep upright', '=HYPERLINK("http://x.example","open")', '+1 call first', '@reception', '-- no invoice --'];
/** Item descriptions: plain, with a comma, with quotes, non-ASCII. */
const DESCRIPTIONS = ['Widget model ', 'Widget, large, model ', 'Widget "pro" model ', 'Tasse größe L, modèle '];

/** The seeded orders' creation times: 30 seconds apart from this time on, whenever the seed runs. */
const EPOCH = "timestamptz '2025-06-01 00:00:00+00'";
/** The API never gives out a reserved id (the skip_dot_keys trigger would renumber the row), so the load skips them. */
const RESERVED = `(${[...RESERVED_IDS].join(', ')})`;
const arr = (values: string[]) => `ARRAY[${values.map((v) => `E'${v.replace(/\n/g, '\\n')}'`).join(',')}]`;
const oneOf = (values: string[], g: string, salt: number) => `(${arr(values)})[1 + ${pick(g, salt, values.length)}]`;
/** A deterministic pseudo-random integer in [0, n) from the row number g and a salt. */
const pick = (g: string, salt: number, n: number) => `((hashint8(${g}::bigint * 7919 + ${salt})::bigint & 2147483647) % ${n})`;

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

const PROGRESS = `
  CREATE TABLE IF NOT EXISTS bench_seed (org_id bigint PRIMARY KEY, base bigint NOT NULL, loaded_to int NOT NULL);
  CREATE TABLE IF NOT EXISTS bench_seed_indexes (name text PRIMARY KEY, definition text NOT NULL);`;

interface Progress { org_id: number; base: number; loaded_to: number }

/**
 * In a kept database: the organization holding the most orders, with how many, after giving the bench
 * server's owner and token to it (the server made a new, empty organization). Null when there are no orders.
 */
export async function adoptSeededOrg(db: Database, serverOrgId: number): Promise<{ orgId: number; orders: number } | null> {
  const seeded = await db.one<{ org_id: number; n: number }>(sql`SELECT org_id, count(*)::int AS n FROM orders GROUP BY org_id ORDER BY n DESC LIMIT 1`);
  if (!seeded) return null;
  await giveOrg(db, serverOrgId, seeded.org_id);
  return { orgId: seeded.org_id, orders: seeded.n };
}

async function giveOrg(db: Database, from: number, to: number): Promise<void> {
  await db.rows(sql`INSERT INTO memberships (org_id, user_id, role) SELECT ${to}, user_id, 'owner' FROM memberships WHERE org_id = ${from} ON CONFLICT DO NOTHING`);
  await db.rows(sql`UPDATE access_tokens SET org_id = ${to} WHERE org_id = ${from}`);
}

/**
 * The organization of a kept database's seed, going on with it where it stopped (or seeding more when `orders` is
 * more than it holds), its owner and token given by the bench server's organization; else `serverOrgId`'s own seed.
 */
export async function seedBenchOrders(db: Database, serverOrgId: number, opts: SeedOptions): Promise<number> {
  await db.exec(PROGRESS);
  const seeded = await db.one<Progress>(sql`SELECT org_id FROM bench_seed ORDER BY loaded_to DESC LIMIT 1`);
  if (!seeded) {
    // A database seeded before the progress was kept.
    const old = await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`);
    if (old && old.n >= seededCount(opts.orders)) return (await adoptSeededOrg(db, serverOrgId))!.orgId;
  }
  const orgId = seeded ? Number(seeded.org_id) : serverOrgId;
  if (orgId !== serverOrgId) await giveOrg(db, serverOrgId, orgId);
  await seedOrders(db, orgId, opts);
  return orgId;
}

/**
 * Drops the order indexes (but for the keys) for the load, their definitions kept first to build them again: those
 * a stopped seed dropped are still kept. Answers how many are dropped.
 */
async function dropOrderIndexes(db: Database): Promise<number> {
  await db.rows(sql`
    INSERT INTO bench_seed_indexes (name, definition)
    SELECT i.indexname, i.indexdef FROM pg_indexes i
    WHERE i.tablename = 'orders' AND i.schemaname = current_schema() AND i.indexname NOT IN (
      SELECT conname FROM pg_constraint WHERE conrelid = 'orders'::regclass AND contype IN ('p', 'u'))
    ON CONFLICT DO NOTHING`);
  const dropped = await db.rows<{ name: string }>(sql`SELECT name FROM bench_seed_indexes ORDER BY name`);
  for (const { name } of dropped) await db.exec(`DROP INDEX IF EXISTS ${name}`);
  return dropped.length;
}

/** Builds the indexes dropOrderIndexes dropped, two at a time (one per core), each forgotten once built. */
async function buildOrderIndexes(db: Database): Promise<number> {
  const pending = await db.rows<{ name: string; definition: string }>(sql`SELECT name, definition FROM bench_seed_indexes ORDER BY name`);
  const build = () => db.session(async (session) => {
    await session.exec("SET maintenance_work_mem = '256MB'");
    for (let index = pending.shift(); index; index = pending.shift()) {
      await session.exec(`${index.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS ')}`);
      await session.rows(sql`DELETE FROM bench_seed_indexes WHERE name = ${index.name}`);
    }
  });
  const count = pending.length;
  await Promise.all([build(), build()]);
  return count;
}

/** The statements of orders `from`..`to` (numbers; their ids are `base` + number), in the order they must run. */
function chunkStatements(orgId: number, base: number, from: number, to: number): SQL[] {
  const g = 'g';
  const orders = `generate_series(${from}, ${to}) g`;
  const kept = `${base} + g NOT IN ${RESERVED}`;
  const boxes = `${orders}, generate_series(0, 1) b WHERE ${kept} AND (${base} + g) * 2 + b NOT IN ${RESERVED}`;
  const ts = `(${EPOCH} + g * interval '30 seconds')`;
  const line = '(g * 6 + b * 3 + i)';
  const itemsSql = `INSERT INTO items (org_id, order_id, box_id, quantity, kind, part_number, code, description, unit_price_amount,
      unit_price_currency, unit_weight, pick_location, link, created_at, updated_at)
    SELECT ${orgId}, ${base} + g, (${base} + g) * 2 + b, 1 + i, 'goods', 'SKU-' || ${pick(line, 19, 20000)},
      'C' || i, ${oneOf(DESCRIPTIONS, line, 25)} || ${pick(line, 20, 500)}, (100 + ${pick(line, 21, 9900)})::numeric / 100, 'USD',
      (50 + ${pick(line, 22, 2000)})::numeric, 'A-' || lpad(${pick(line, 23, 400)}::text, 3, '0'),
      'https://shop.example/p/' || ${pick(line, 19, 20000)}, ${ts}, ${ts}
    FROM ${boxes.replace(' WHERE', ', generate_series(0, 2) i WHERE')}`;
  const boxColumns = ['org_id', 'id', 'order_id', 'package_type', 'length', 'width', 'height', 'ship_cost_amount', 'ship_cost_currency',
    'insured_value_amount', 'insured_value_currency', 'tracking_number', 'cod', 'delivered_at', 'created_at', 'updated_at'];
  const boxSource = sql.raw(`(SELECT ${orgId}::bigint AS org_id, (${base} + g) * 2 + b AS id, ${base} + g AS order_id, 'box' AS package_type,
      0.3 AS length, 0.2 AS width, 0.1 + b * 0.05 AS height, 4.5 AS ship_cost_amount, 'USD' AS ship_cost_currency,
      CASE WHEN g % 5 = 0 THEN (${pick(g, 16, 1000)})::numeric END AS insured_value_amount, CASE WHEN g % 5 = 0 THEN 'USD' END AS insured_value_currency,
      CASE WHEN ${pick(g, 17, 10)} < 6 THEN '1Z' || upper(substr(md5('t' || g || b), 1, 16)) END AS tracking_number, 'none' AS cod,
      CASE WHEN ${pick(g, 18, 10)} < 3 THEN ${ts} + interval '2 days' END AS delivered_at, ${ts} AS created_at, ${ts} AS updated_at
    FROM ${boxes}) r`);
  const boxesSql = sql`INSERT INTO boxes (${columnListSql([...boxColumns, ...EFFECTIVE_BOX_COLUMNS])}) OVERRIDING SYSTEM VALUE
    ${withEffectiveBoxValues(orgId, filledRelation(boxSource, boxColumns, EFFECTIVE_BOX_FILLS, 'b2'), boxColumns)}`;
  const tagsSql = `INSERT INTO order_tags (org_id, order_id, value, created_at)
    SELECT ${orgId}, ${base} + g, ${oneOf(TAGS, g, 24)}, ${ts} FROM ${orders} WHERE g % 10 = 0 AND ${kept}`;
  const email = `lower(fn || '.' || ln || ${pick(g, 11, 500)} || '@example.com')`;
  const orderValues: [string, string][] = [
    ['org_id', `${orgId}::bigint`], ['id', `${base} + g`], ['primary_id', "'PO-' || g"], ['unique_id', "md5('u' || g)"], ['order_number', 'g'],
    ['customer_number', `'C-' || ${pick(g, 1, 40000)}`], ['po_number', `'P-' || ${pick(g, 2, 100000)}`],
    ['message', `CASE WHEN g % 3 = 0 THEN ${oneOf(MESSAGES, g, 26)} END`], ['terms', "'net 30'"], ['ordered_at', `${ts} - interval '1 hour'`],
    ['billing_status', oneOf(['pending', 'paid', 'partially_paid', 'refunded'], g, 3)], ['billing_total_amount', `(${pick(g, 4, 50000)})::numeric / 100`],
    ['billing_total_currency', "'USD'"],
    ['shipping_status', `CASE ${pick(g, 5, 10)} WHEN 0 THEN NULL WHEN 1 THEN 'partially_fulfilled' WHEN 2 THEN 'unfulfilled' ELSE 'fulfilled' END`],
    ['ship_via', oneOf(VIAS, g, 6)], ['ship_type', "'Ground'"], ['ship_cost_amount', `(${pick(g, 7, 3000)})::numeric / 100`], ['ship_cost_currency', "'USD'"],
    ['warehouse', "'Main'"], ['source_name', "'shop'"], ['source_account', `'store-' || ${pick(g, 8, 5)} || '@example.com'`],
    ['ship_to_first_name', 'fn'], ['ship_to_last_name', 'ln'],
    ['ship_to_company', `CASE g % 12 WHEN 0 THEN ln || ' Inc' WHEN 4 THEN ln || ', ' || fn || ' & Co' WHEN 8 THEN '"' || ln || '" Ltd' END`],
    ['ship_to_address_1', "g || ' Main St'"], ['ship_to_city', 'city'], ['ship_to_region', "'CA'"], ['ship_to_post_code', `lpad(${pick(g, 9, 99999)}::text, 5, '0')`],
    ['ship_to_country', "'US'"], ['ship_to_phone', `'+1555' || lpad(${pick(g, 10, 9999999)}::text, 7, '0')`], ['ship_to_email', email],
    ['ship_to_created_at', ts], ['ship_to_updated_at', ts],
    ['bill_to_first_name', 'fn'], ['bill_to_last_name', 'ln'], ['bill_to_email', email], ['bill_to_city', 'city'], ['bill_to_created_at', ts], ['bill_to_updated_at', ts],
    ['created_at', ts], ['updated_at', `${ts} + (${pick(g, 12, 100)} || ' minutes')::interval`],
  ];
  const own = orderValues.map(([column]) => column);
  const orderSource = sql.raw(`(SELECT ${orderValues.map(([column, value]) => `${value} AS ${column}`).join(', ')}, ${ts} AS nested_updated_at
    FROM ${orders}, LATERAL (SELECT ${oneOf(FIRST, g, 13)} AS fn, ${oneOf(LAST, g, 14)} AS ln, ${oneOf(CITIES, g, 15)} AS city) v
    WHERE ${kept}) r`);
  const ordersSql = sql`INSERT INTO orders (${columnListSql([...own, ...KEPT_ORDER_COLUMNS])}) OVERRIDING SYSTEM VALUE
    ${withKeptValues(orgId, filledRelation(orderSource, [...own, 'nested_updated_at'], KEPT_VALUE_FILLS, 'o2'), own, { touch: false })}`;
  return [sql.raw(itemsSql), boxesSql, sql.raw(tagsSql), ordersSql];
}

/**
 * Seeds `orgId` with orders numbered up to `opts.orders`, going on from where an earlier seed of it stopped; builds
 * the order indexes again, sets the id sequences past the seeded ids, and analyses the tables.
 */
export async function seedOrders(db: Database, orgId: number, opts: SeedOptions): Promise<void> {
  const log = opts.log ?? (() => {});
  const chunk = opts.chunk ?? 50_000;
  await db.exec(PROGRESS);
  let progress = await db.one<Progress>(sql`SELECT org_id, base, loaded_to FROM bench_seed WHERE org_id = ${orgId}`);
  if (!progress) {
    progress = await db.one<Progress>(sql`INSERT INTO bench_seed (org_id, base, loaded_to)
      SELECT ${orgId}, COALESCE(max(id), 0), 0 FROM orders RETURNING org_id, base, loaded_to`);
  }
  const base = Number(progress!.base);
  let from = progress!.loaded_to + 1;
  if (from <= opts.orders) {
    if (!opts.keepIndexes) log(`dropped ${await dropOrderIndexes(db)} order indexes for the load`);
    if (from > 1) log(`going on from order ${from}`);
    for (; from <= opts.orders; from += chunk) {
      const to = Math.min(opts.orders, from + chunk - 1);
      const ids = Array.from({ length: to - from + 1 }, (_, k) => base + from + k).filter((id) => !RESERVED_IDS.has(id));
      await db.transaction(async (tx) => {
        for (const statement of chunkStatements(orgId, base, from, to)) await tx.rows(statement);
        await countOrders(tx, orgId, ids, 1); // the order counts the writer keeps (src/orders/counts.ts)
        await tx.rows(sql`UPDATE bench_seed SET loaded_to = ${to} WHERE org_id = ${orgId}`);
      });
      log(`loaded orders ${from}..${to}`);
    }
    await db.exec(`SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT max(id) FROM orders));
                   SELECT setval(pg_get_serial_sequence('boxes', 'id'), (SELECT max(id) FROM boxes));`);
  }
  const built = opts.keepIndexes ? 0 : await buildOrderIndexes(db);
  if (built > 0) {
    log(`built ${built} order indexes`);
    // As autovacuum would in production: statistics, and the visibility map that index-only scans (counts) need.
    for (const table of ['orders', 'boxes', 'items', 'order_tags']) await db.exec(`VACUUM ANALYZE ${table}`);
  }
}
