/**
 * The plan of a search (PostgreSQL). The pool's statements are named prepared statements, and after five runs
 * PostgreSQL may keep a generic plan, made without the values. A search's plan must be made for its words and its
 * date bound: a generic plan computed the search's tsquery again for every match it ranked, and could not weigh the
 * bound (q=smith&created_at__lte=<the oldest 10%>: 1.2-1.6 s at 200,000 orders, against 56 ms planned for its
 * values). So every search statement is sent unprepared (sql.customPlan), planned at each run for what it is sent.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { planNodes, sentStatements, type PlanNode, type SentStatement } from '../../../support/plans.ts';
import { postOrder } from '../fixtures.ts';
import { list } from './fixtures.ts';
import { sql, SQL, SqlText } from '../../../../src/core/sql.ts';
import { citusWorkers } from '../../../support/citus.ts';

const postgres = Boolean(process.env.TEST_DATABASE_URL);
/**
 * On Citus the coordinator plans a Citus scan and each shard's statement is planned on its worker: the PostgreSQL
 * plans read here are not the coordinator's (a forced generic plan is even refused: "could not create distributed
 * plan"). A deployment on Citus checks a statement's plan on a worker (EXPLAIN through the coordinator shows it).
 */
const PLANS = !postgres ? 'PostgreSQL plans: runs with TEST_DATABASE_URL'
  : citusWorkers() ? "PostgreSQL plans: on Citus the coordinator's plan is a distributed one, the shards' are the workers'" : false;

/** A sent statement as an `sql` statement again: its $1, $2, ... (each once, in order) bound to its values. */
function asSent({ text, values }: SentStatement): SQL {
  const texts = text.split(/\$\d+/);
  return new SQL(texts.flatMap((t, i) => (i < values.length ? [new SqlText(t), sql.param(values[i])] : [new SqlText(t)])));
}

let world: TestWorld;
let org: TestOrg;

before(async () => {
  world = await createWorld();
  org = await world.createOrg('Acme');
  for (let n = 0; n < 4; n++) await postOrder(world, org, { primary_id: `S-${n}`, shipping: { ship_to: { last_name: 'Smith', email: `s${n}@example.com` } } });
});
after(() => world?.close());

describe('GET orders/?q with a date filter', () => {
  it('plans each run of the search for its words and bound, never with a generic plan', { skip: PLANS }, async () => {
    const bound = new Date(Date.now() + 60_000).toISOString();
    const cases: Record<string, string>[] = [{ q: 'smith' }, { q: 'smith', created_at__lte: bound }, { q: 'smith', updated_at__lte: bound }, { q: 'smith example.com' }];
    const sent = await sentStatements(async () => {
      // More than the five runs after which PostgreSQL may keep a prepared statement's generic plan.
      for (let run = 0; run < 7; run++) {
        for (const params of cases) assert.equal((await list(world, org, params)).count, 4, JSON.stringify(params));
      }
    });
    const searches = sent.filter((s) => /\bts_rank\(/.test(s.text));
    assert.equal(searches.length, 7 * cases.length, 'one search statement a request');
    assert.deepEqual(searches.filter((s) => s.name !== undefined).map((s) => s.text), [], 'sent unprepared');
    // Planned for its words, the search's tsquery is a constant, not computed again for each match ranked.
    const dated = searches.find((s) => /created_at"? <= /.test(s.text))!;
    assert.ok(dated, searches[1].text);
    const [{ 'QUERY PLAN': [plan] }] = await world.db.rows<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(sql`EXPLAIN (VERBOSE, FORMAT JSON) ${asSent(dated)}`);
    const keys = [...planNodes(plan.Plan)].flatMap((n) => n['Sort Key'] ?? []);
    const rank = keys.find((k) => k.includes('ts_rank'));
    assert.ok(rank, JSON.stringify(keys));
    assert.doesNotMatch(rank, /order_search_query/, rank);
  });
});
