/**
 * build.ts for several checkouts in one process, round by round in turn (as compare.ts alternates servers), so that
 * the machine's drift weighs on each alike: the API's own work of building POST orders/ statements, per checkout.
 * Each checkout's own bench/create-orders/build.ts says what it builds; this reads its `buildOrder` by running that
 * file's steps with the checkout's modules: `--kind` names which steps (see KINDS).
 *
 *   npx tsx bench/create-orders/build-compare.ts --build <checkout>:<kind> [--build ...] [--orders 5000] [--rounds 10]
 */
import { parseArgs } from 'node:util';
import { resolve } from 'node:path';
import { median } from '../support/stats.ts';
import { orderBody } from './load.ts';

const { values: args } = parseArgs({
  options: { build: { type: 'string', multiple: true }, orders: { type: 'string', default: '5000' }, rounds: { type: 'string', default: '10' } },
});
const orders = Number(args.orders);
const rounds = Number(args.rounds);
const org = { id: 1, base: 'http://127.0.0.1/api/v2/orgs/1/' };
type Build = (n: number) => Promise<void>;

/** A queryable that compiles and names each statement as the pool would, answering `answer`. */
async function nowhereOf(root: string, answer: unknown[]) {
  const { compileSql } = await import(`${root}/src/db/compile.ts`);
  // Statements are named in src/db/run.ts since 2026-11-28, in database.ts before.
  const { statementName } = await import(`${root}/src/db/run.ts`).catch(() => import(`${root}/src/db/database.ts`));
  const connection = {};
  const compileOnly = async (query: unknown) => {
    statementName(connection, compileSql(query).text);
    return answer;
  };
  return { concurrent: false, rows: compileOnly, one: async (q: unknown) => (await compileOnly(q))[0], send: async (q: unknown) => void (await compileOnly(q)) };
}

const body = (n: number) => JSON.parse(JSON.stringify(orderBody(n, 2, 3)));
const drawn = (n: number) => ({ orders: [20_000_000 + n], boxes: [1, 2], items: [1, 2, 3, 4, 5, 6] });

/** How each generation of the code builds an order's statements (its build.ts). */
const KINDS: Record<string, (root: string) => Promise<Build>> = {
  // 5c2144d: src/v2/orders, the body as it came, ids drawn ahead.
  v2: async (root) => {
    const nowhere = await nowhereOf(root, []);
    const { orderColumns } = await import(`${root}/src/v2/orders/order-columns.ts`);
    const { ORDER_BOX_PATHS, planBoxes } = await import(`${root}/src/v2/orders/boxes/write.ts`);
    const { insertOrders } = await import(`${root}/src/v2/orders/insert.ts`);
    const { NEW_ORDER_RENDER_LIST } = await import(`${root}/src/v2/orders/render-rows.ts`);
    return async (n) => {
      const b = body(n);
      const boxes = await planBoxes(nowhere, org, null, b.boxes, ORDER_BOX_PATHS);
      await insertOrders(nowhere, org.id, [{ columns: orderColumns(b, 'create'), boxes, notes: [], tags: b.tags }], { returning: NEW_ORDER_RENDER_LIST.withoutNotes }, drawn(n));
    };
  },
  // c7707fe: src/orders, a typed change, ids drawn ahead.
  orders: async (root) => {
    const nowhere = await nowhereOf(root, []);
    const { orderColumns } = await import(`${root}/src/orders/order-columns.ts`);
    const { planBoxes } = await import(`${root}/src/orders/boxes/write.ts`);
    const { orderChangeOf } = await import(`${root}/src/v2/orders/from-json.ts`);
    const { insertOrders } = await import(`${root}/src/orders/insert.ts`);
    const { NEW_ORDER_RENDER_LIST } = await import(`${root}/src/orders/render-rows.ts`);
    return async (n) => {
      const b = body(n);
      const change = orderChangeOf(b, org, null, 'create');
      const boxes = await planBoxes(nowhere, org, null, change.boxes ?? []);
      await insertOrders(nowhere, org.id, [{ columns: orderColumns(change.fields, 'create'), boxes, notes: [], tags: b.tags }], { returning: NEW_ORDER_RENDER_LIST.withoutNotes }, drawn(n));
    };
  },
  // This branch: a typed change, the order in one statement that draws its ids.
  'one-statement': async (root) => {
    const nowhere = await nowhereOf(root, [{ new_id: 20_000_000, new_box_ids: ['1', '2'], new_item_ids: ['1', '2', '3', '4', '5', '6'] }]);
    const { orderColumns } = await import(`${root}/src/orders/writing/order-columns.ts`);
    const { planBoxes } = await import(`${root}/src/orders/writing/boxes.ts`);
    const { orderChangeOf } = await import(`${root}/src/v2/orders/from-json.ts`);
    // One builder for one order and a page's (writing/insert.ts) since issue 55; insert-one.ts before.
    const { insertNewOrder } = await import(`${root}/src/orders/writing/insert.ts`)
      .then((m) => (m.insertNewOrder ? m : import(`${root}/src/orders/writing/insert-one.ts`)));
    return async (n) => {
      const b = body(n);
      const change = orderChangeOf(b, org, null, 'create');
      const boxes = await planBoxes(nowhere, org, null, change.boxes ?? []);
      await insertNewOrder(nowhere, org.id, { columns: orderColumns(change.fields, 'create'), boxes, notes: [], tags: b.tags }, { returning: 'without notes' });
    };
  },
};

async function main() {
  const builds = await Promise.all((args.build ?? []).map(async (spec) => {
    const at = spec.lastIndexOf(':');
    const [root, kind] = [resolve(spec.slice(0, at)), spec.slice(at + 1)];
    if (!KINDS[kind]) throw new Error(`--build ${spec}: kind is one of ${Object.keys(KINDS).join(', ')}`);
    return { spec, build: await KINDS[kind](root), perOrder: [] as number[] };
  }));
  for (const b of builds) for (let n = 0; n < orders; n++) await b.build(n);
  for (let round = 0; round < rounds; round++) {
    for (const b of round % 2 === 0 ? builds : [...builds].reverse()) {
      const started = performance.now();
      for (let n = 0; n < orders; n++) await b.build(n);
      b.perOrder.push(((performance.now() - started) / orders) * 1000);
    }
  }
  for (const b of builds) {
    console.log(`${b.spec}: median ${median(b.perOrder).toFixed(1)} us an order, least ${Math.min(...b.perOrder).toFixed(1)} (${rounds} rounds of ${orders})`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
