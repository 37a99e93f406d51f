/**
 * The import's Node steps alone, no database: checking and converting 1,000 source orders (prepareOrders), and
 * building, compiling and naming the statements of their page's slices (insertNewOrders with a `tx` that only
 * compiles what it is sent), and the same with their values turned into what node-postgres sends (its
 * prepareValue: array literals), in CPU microseconds an order (best and median of 20 rounds, after two unmeasured).
 *
 *   psql -d boxline_bench_import_20k -Atc "SELECT '[' || string_agg(body, ',' ORDER BY order_id) || ']'
 *     FROM (SELECT order_id, body FROM order_renders ORDER BY order_id LIMIT 1000) r" > /tmp/orders.json
 *   npx tsx bench/import/micro.ts /tmp/orders.json
 *
 * (the source of bench/import/prepare.ts holds the orders as GET orders/?expand=boxes,items shows them).
 */
import { readFileSync } from 'node:fs';
import { prepareOrders } from '../../src/import/orders.ts';
import { insertNewOrders } from '../../src/orders/writing/insert.ts';
import { compileSql } from '../../src/db/compile.ts';
import { statementName } from '../../src/db/run.ts';
import type { SQL } from '../../src/core/sql.ts';
import type { Queryable } from '../../src/db/database.ts';
import type { PageOrder } from '../../src/orders/writing/batch.ts';
// @ts-expect-error: node-postgres' own conversion of a parameter, not in its types
import { prepareValue } from 'pg/lib/utils.js';

const sources = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, any>[];
const ctx = { org: { id: 1 }, source: 'bench', presets: new Map<string, number>(), notify: false };

/** CPU microseconds an order of `fn` over the orders: best and median of 20 rounds. */
async function cpuPerOrder(fn: () => Promise<unknown>): Promise<string> {
  const times: number[] = [];
  for (let round = 0; round < 22; round++) {
    const started = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(started);
    if (round >= 2) times.push((used.user + used.system) / sources.length);
  }
  times.sort((a, b) => a - b);
  return `${times[0].toFixed(1)} us an order (median ${times[10].toFixed(1)})`;
}

async function main() {
  console.log(`prepareOrders: ${await cpuPerOrder(() => prepareOrders(ctx, sources))}`);
  const page = await prepareOrders(ctx, sources);
  const orders: PageOrder[] = page.orders.flatMap((p) => ('problem' in p ? [] : [{
    replaces: null, order: p.order, notes: p.notes, tags: p.tags, tagsAt: p.version,
    boxes: p.boxes.map((b) => ({ row: b.row, items: b.items, documents: [] })),
  }]));
  const count = (f: (o: PageOrder) => number) => orders.reduce((n, o) => n + f(o), 0);
  const ids = {
    orders: orders.map((_, k) => k + 1),
    boxes: Array.from({ length: count((o) => o.boxes.length) }, (_, k) => k + 1),
    items: Array.from({ length: count((o) => o.boxes.reduce((m, b) => m + b.items.length, 0)) }, (_, k) => k + 1),
  };
  const client = {};
  const texts = new Set<string>();
  let convert = false;
  const compileOnly = async (query: SQL) => {
    const { text, values } = compileSql(query);
    statementName(client, text);
    texts.add(text);
    if (convert) for (const value of values) (prepareValue as (v: unknown) => unknown)(value);
  };
  const tx = { send: compileOnly, rows: async () => [], one: async () => undefined } as unknown as Queryable;
  const slices = await cpuPerOrder(() => insertNewOrders(tx, 1, { rows: page.rows, orders }, ids, { touch: false }));
  console.log(`the page's slice statements built, compiled and named: ${slices}; ${texts.size} texts`);
  convert = true;
  const sent = await cpuPerOrder(() => insertNewOrders(tx, 1, { rows: page.rows, orders }, ids, { touch: false }));
  console.log(`the same, their values converted as node-postgres sends them: ${sent}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
