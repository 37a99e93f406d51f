/**
 * Plans that stay right while an organization is small (PostgreSQL). The pool's statements are named prepared
 * statements: after five runs PostgreSQL may keep one generic plan, made with what the statistics said then, until
 * the next ANALYZE. A plan made while the parts tables were nearly empty must still find an order's parts through
 * an index led by the order, not walk the organization's parts and filter them: that walk grows with every order
 * (migration 0092; in bench/create-orders it read all 12,000 items of the organization to create one order).
 *
 * Every statement POST orders/ sends is prepared here as a generic plan over empty tables, and each scan of an
 * order's parts must be bounded by the order in its index condition (EXPLAIN only: nothing is run).
 *
 * And the statement that writes the order with its boxes and items keeps one plan: bound as arrays whose length the
 * planner saw, the boxes' INSERT was planned anew on every call (src/db/rows.ts, FEW_ROWS).
 *
 * And refreshing the kept values of many orders computes each order's once, however few rows the statistics
 * promise (kept-values.ts): a plan that expected one order to update computed them all again for every order. That
 * statement is run, with EXPLAIN ANALYZE, in a transaction rolled back.
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { planNodes, sentStatements, type PlanNode, type SentStatement } from '../../support/plans.ts';
import { refreshOrders } from '../../../src/orders/writing/kept-values.ts';
import { postOrder, twoByThreeOrder } from './fixtures.ts';
import { citusWorkers } from '../../support/citus.ts';

const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(v: unknown): unknown };
const PART_TABLES = new Set(['boxes', 'items', 'order_notes', 'order_tags', 'order_relations']);
const postgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * On Citus the coordinator plans a Citus scan and each shard's statement is planned on its worker: the PostgreSQL
 * plans read here are not the coordinator's (a forced generic plan is even refused: "could not create distributed
 * plan"). A deployment on Citus checks a statement's plan on a worker (EXPLAIN through the coordinator shows it).
 */
const PLANS = !postgres ? 'PostgreSQL plans: runs with TEST_DATABASE_URL'
  : citusWorkers() ? "PostgreSQL plans: on Citus the coordinator's plan is a distributed one, the shards' are the workers'" : false;

/** The statements with values sent to PostgreSQL while `fn` runs. */
async function sentWithValues(fn: () => Promise<unknown>): Promise<SentStatement[]> {
  return (await sentStatements(fn)).filter((s) => s.values.length > 0);
}

function literal(value: unknown): string {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return 'NULL';
  return `'${String(prepared).replace(/'/g, "''")}'`;
}

type Session = Parameters<Parameters<TestWorld['db']['session']>[0]>[0];

/** The plan of prepared statement `name` run with `values`, from EXPLAIN (its options: `FORMAT JSON` and any more). */
async function explainExecute(session: Session, name: string, values: unknown[], options = ''): Promise<PlanNode> {
  const [{ 'QUERY PLAN': [plan] }] = await session.rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    sql.raw(`EXPLAIN (${options}${options ? ', ' : ''}FORMAT JSON) EXECUTE ${name} (${values.map(literal).join(', ')})`));
  return plan.Plan;
}

let world: TestWorld;
let org: TestOrg;

before(async () => {
  // Empty tables as a new installation has them: a database an earlier file emptied keeps its rows' pages.
  world = await createWorld({}, { freshDatabase: true });
});
beforeEach(async () => {
  await world.reset();
  org = await world.createOrg('Acme');
});
after(() => world?.close());

describe('POST orders/ statements', () => {
  it('prepares generic plans that find each order\'s parts through an index led by the order', { skip: PLANS }, async () => {
    await postOrder(world, org, twoByThreeOrder(1));
    // A new order's statement reads the parts it writes from its own rows, and a kind of part it has none of from its
    // table: with every kind, without notes and tags, and without boxes.
    const statements = await sentWithValues(async () => {
      await postOrder(world, org, { ...twoByThreeOrder(2), tags: ['aa'], notes: [{ content: 'n' }] });
      await postOrder(world, org, twoByThreeOrder(3));
      await postOrder(world, org, { primary_id: 'NO-BOXES' });
    });
    assert.ok(statements.some((s) => /\bINSERT INTO orders\b/.test(s.text)), 'the order\'s INSERT was seen');
    // Planned as on a new deployment's first orders: the tables emptied, their size unknown to the statistics.
    await world.reset();
    const scans: string[] = [];
    await world.db.session(async (session) => {
      await session.exec('SET plan_cache_mode = force_generic_plan');
      for (const [n, { text, values }] of statements.entries()) {
        await session.exec(`PREPARE create_${n} AS ${text}`);
        for (const node of planNodes(await explainExecute(session, `create_${n}`, values))) {
          if (!node['Relation Name'] || !PART_TABLES.has(node['Relation Name']) || node['Node Type'] === 'ModifyTable') continue;
          const bounded = /\border_id = /.test(node['Index Cond'] ?? '');
          scans.push(`${bounded ? '' : 'UNBOUNDED '}${node['Node Type']} on ${node['Relation Name']} ${node['Index Name'] ?? ''}: index condition ${node['Index Cond'] ?? '-'}, filter ${node.Filter ?? '-'}`);
        }
      }
      // Only these: the connection goes back to the pool with the app's own prepared statements.
      for (const n of statements.keys()) await session.exec(`DEALLOCATE create_${n}`);
      await session.exec('RESET plan_cache_mode');
    });
    assert.ok(scans.length > 0, 'the statements read the order\'s parts');
    const unbounded = scans.filter((s) => s.startsWith('UNBOUNDED'));
    assert.deepEqual(unbounded, [], scans.join('\n'));
  });

  it('plans its statement (the order, its boxes and their items) once for all calls, not anew for each', { skip: PLANS }, async () => {
    let created: { url: string } | undefined;
    const statements = await sentWithValues(async () => { created = await postOrder(world, org, twoByThreeOrder(3)); });
    const write = statements.find((s) => /\bINSERT INTO boxes\b/.test(s.text));
    assert.ok(write, 'the boxes\' INSERT was seen');
    // Its values are written again below (in transactions rolled back): its unique_id must be free.
    assert.equal((await world.request('DELETE', created!.url, { token: org.token })).statusCode, 204);
    const args = write.values.map(literal).join(', ');
    await world.db.session(async (session) => {
      await session.exec(`PREPARE order_insert AS ${write.text}`);
      // PostgreSQL plans the first five runs for their values, then keeps a generic plan if it costs no more.
      for (let run = 0; run < 7; run++) await session.exec(`BEGIN; EXECUTE order_insert (${args}); ROLLBACK`);
      const [plans] = await session.rows<{ generic_plans: number; custom_plans: number }>(
        sql`SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'order_insert'`);
      await session.exec('DEALLOCATE order_insert');
      assert.deepEqual(plans, { generic_plans: 2, custom_plans: 5 });
    });
  });

  it('refreshes the kept values of many orders by computing each order\'s once, even over tables never analyzed', { skip: PLANS }, async () => {
    const count = 300;
    const ids = await world.db.transaction(async (tx) => (await tx.rows<{ id: number }>(sql`
      INSERT INTO orders (org_id, primary_id, unique_id)
      SELECT ${org.id}, 'BULK-' || g, 'bulk-' || g FROM generate_series(1, ${count}) g RETURNING id`)).map((r) => r.id));
    const statements = await sentWithValues(() => world.db.transaction((tx) => refreshOrders(tx, org.id, ids)));
    const update = statements.find((s) => /\bUPDATE orders o\b/.test(s.text));
    assert.ok(update, 'the orders\' UPDATE was seen');
    await world.db.session(async (session) => {
      await session.exec(`PREPARE refresh AS ${update.text}`);
      await session.exec('BEGIN');
      const plan = await explainExecute(session, 'refresh', update.values, 'ANALYZE');
      await session.exec('ROLLBACK; DEALLOCATE refresh');
      // The list of ids is read once; computed again for every order updated, it was read 300 times.
      const idLists = [...planNodes(plan)].filter((node) => node['Node Type'] === 'Function Scan');
      assert.ok(idLists.length > 0, JSON.stringify(plan));
      assert.deepEqual(idLists.map((node) => node['Actual Loops']), idLists.map(() => 1));
    });
  });
});
