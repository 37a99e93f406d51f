/**
 * What building an order's statements costs the API alone, without HTTP or a database: the bench's order body
 * (2 boxes x 3 items) mapped to column values (orderColumns, planBoxes), written into the statement POST orders/
 * sends (insertNewOrder: the order with its parts, its ids drawn by the statement), compiled and named as the pool
 * names it. The statement goes nowhere (its answer is made up); the time is the API's own, which on the create
 * bench is a third of an order's CPU and drifts less here than there.
 *
 *   npx tsx bench/create-orders/build.ts [--orders 20000] [--rounds 5]
 *
 * Prints microseconds an order for each round, after a warm-up round.
 */
import { parseArgs } from 'node:util';
import { compileSql } from '../../src/db/compile.ts';
import { eachRowOf, statementName } from '../../src/db/run.ts';
import type { Queryable } from '../../src/db/database.ts';
import type { SQL } from '../../src/core/sql.ts';
import { orderColumns } from '../../src/orders/writing/order-columns.ts';
import { planBoxes } from '../../src/orders/writing/boxes.ts';
import { orderChangeOf } from '../../src/v2/orders/from-json.ts';
import { insertNewOrder } from '../../src/orders/writing/insert.ts';
import { median } from '../support/stats.ts';
import { orderBody } from './load.ts';

const { values: args } = parseArgs({ options: { orders: { type: 'string', default: '20000' }, rounds: { type: 'string', default: '5' } } });
const orders = Number(args.orders);
const rounds = Number(args.rounds);

/** Compiles and names each statement as the pool would, and answers the ids of a new order of 2 boxes x 3 items. */
const connection = {};
const compileOnly = async <T>(query: SQL): Promise<T[]> => {
  const { text } = compileSql(query);
  statementName(connection, text);
  return [{
    new_id: 20_000_000, new_box_ids: ['1', '2'], new_item_ids: ['1', '2', '3', '4', '5', '6'], new_now: '2026-12-04 23:55:00.123456+00',
    new_box_values: [[1, null, null, null, '300'], [2, null, null, null, '300']], new_kept: { nested_updated_at: '2026-12-04 23:55:00.123456+00', is_delivered: false },
  } as T];
};
const nowhere: Queryable = {
  concurrent: false,
  rows: compileOnly,
  one: async <T>(query: SQL) => (await compileOnly<T>(query))[0],
  eachRow: eachRowOf(compileOnly),
  arrays: compileOnly,
  send: async (query) => void (await compileOnly(query)),
};
const org = { id: 1, base: 'http://127.0.0.1/api/v2/orgs/1/' };

async function buildOrder(n: number): Promise<void> {
  // As the API receives it: a parsed body of its own.
  const body = JSON.parse(JSON.stringify(orderBody(n, 2, 3)));
  const change = orderChangeOf(body, org, null, 'create');
  const columns = orderColumns(change.fields, 'create');
  const boxes = await planBoxes(nowhere, org, null, change.boxes ?? []);
  await insertNewOrder(nowhere, org.id, { columns, boxes, notes: [], tags: body.tags }, { returning: 'without notes' });
}

async function main() {
  for (let n = 0; n < orders; n++) await buildOrder(n);
  const perOrder: number[] = [];
  for (let round = 1; round <= rounds; round++) {
    const started = performance.now();
    for (let n = 0; n < orders; n++) await buildOrder(n);
    perOrder.push(((performance.now() - started) / orders) * 1000);
    console.log(`round ${round}: ${perOrder.at(-1)!.toFixed(1)} us an order`);
  }
  console.log(`median of ${rounds} rounds: ${median(perOrder).toFixed(1)} us an order`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
