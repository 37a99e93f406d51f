/**
 * Shows that every order-list filter and every order_by key is served by an index: builds the exact
 * statements the API runs (src/v2/orders/query) for each case, EXPLAINs them on a seeded database, and
 * prints the plan's access path. Exits 1 when a page query reads the orders table sequentially.
 *
 *   npx tsx bench/orders-list/plans.ts --db boxline_bench_list_200k   (a database seeded by run.ts --keep)
 *   npx tsx bench/orders-list/plans.ts --db ... --analyze 'q='        (and EXPLAIN (ANALYZE, BUFFERS) of the cases matching)
 *   npx tsx bench/orders-list/plans.ts --db ... --generic [--analyze 'q=smith&']
 *
 * The API's statements are prepared (src/db/database.ts): after five runs PostgreSQL may keep a generic plan, made
 * without the values. --generic EXPLAINs each statement as such a plan, as the API may come to run it, except the
 * statements the API has planned for their values at every run (sql.customPlan), which are EXPLAINed with them.
 */
import { parseArgs } from 'node:util';
import { sql, type SQL } from '../../src/core/sql.ts';
import { compileSql } from '../../src/db/compile.ts';
import { openDatabase } from '../../src/db/database.ts';
import { listSpec, listStatements } from '../../src/orders/reading/query/find.ts';
import { searchQueries } from '../../src/orders/reading/query/search.ts';
import { ORDER_BY_KEYS } from '../../src/orders/reading/query/order-by.ts';
import { DATETIME_FILTER_FIELDS } from '../../src/orders/reading/query/params.ts';
import { SERVER_URL, withDatabase } from '../support/database.ts';

const { values: args } = parseArgs({ options: { db: { type: 'string' }, analyze: { type: 'string' }, generic: { type: 'boolean', default: false } } });
if (!args.db) throw new Error('--db DBNAME: a database seeded by bench/orders-list/run.ts --keep DBNAME');
const db = await openDatabase({ databaseUrl: withDatabase(SERVER_URL, args.db), dataDir: null, poolSize: 1 });

interface PlanNode { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] }
const nodes = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(nodes)];

/** A value as an SQL literal (the list statements bind numbers, text and arrays of them). */
function literal(value: unknown): string {
  if (value === null) return 'NULL';
  const text = Array.isArray(value) ? `{${value.map((v) => `"${String(v).replace(/["\\]/g, '\\$&')}"`).join(',')}}` : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/**
 * EXPLAIN `statement` with `options`. With --generic, a statement the API prepares is EXPLAINed as the generic plan
 * PostgreSQL may keep for it (PREPARE, then EXECUTE under plan_cache_mode = force_generic_plan); one it plans for
 * its values at every run (sql.customPlan) as it runs.
 */
async function explainRows<T>(statement: SQL, options: string): Promise<T[]> {
  const { text, values, customPlan } = compileSql(statement);
  if (!args.generic || customPlan) return db.rows<T>(sql`EXPLAIN (${sql.raw(options)}) ${statement}`);
  return db.session(async (session) => {
    await session.exec(`PREPARE plan_case AS ${text}`);
    await session.exec('SET plan_cache_mode = force_generic_plan');
    try {
      return await session.rows<T>(sql.raw(`EXPLAIN (${options}) EXECUTE plan_case (${values.map(literal).join(', ')})`));
    } finally {
      await session.exec('RESET plan_cache_mode; DEALLOCATE plan_case');
    }
  });
}

async function explain(statement: SQL): Promise<{ path: string; sequential: boolean }> {
  const [row] = await explainRows<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(statement, 'FORMAT JSON');
  const all = nodes(row['QUERY PLAN'][0].Plan);
  const sequential = all.some((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'orders');
  const used = [...new Set(all.filter((n) => n['Index Name']).map((n) => `${n['Node Type']} ${n['Index Name']}`))];
  return { path: sequential ? 'SEQ SCAN on orders' : used.join(' + ') || all.map((n) => n['Node Type']).join(' > '), sequential };
}

const org = (await db.one<{ org_id: number }>(sql`SELECT org_id FROM orders GROUP BY org_id ORDER BY count(*) DESC LIMIT 1`))!.org_id;
const sample = (await db.one<Record<string, string>>(sql`
  SELECT primary_id, unique_id, order_number::text, po_number, customer_number, source_name, source_account, ship_via, ship_type,
         ship_to_email AS email, (SELECT value FROM order_tags WHERE org_id = ${org} LIMIT 1) AS tag,
         to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS at
  FROM orders WHERE org_id = ${org} ORDER BY id DESC OFFSET 5000 LIMIT 1`))!;

const cases: [string, Record<string, string>][] = [];
for (const key of Object.keys(ORDER_BY_KEYS)) cases.push([`order_by=${key}`, { order_by: key }], [`order_by=-${key}`, { order_by: `-${key}` }]);
for (const f of ['primary_id', 'unique_id', 'po_number', 'customer_number', 'ship_via', 'ship_type', 'email', 'tag']) cases.push([`${f}=…`, { [f]: sample[f] }]);
cases.push(['order_number=…', { order_number: sample.order_number }], ['sources__name=…', { sources__name: sample.source_name }],
  ['sources__account=…', { sources__account: sample.source_account }]);
cases.push(['billing_status__in=paid,refunded', { billing_status__in: 'paid,refunded' }], ['shipping_status__in=!fulfilled', { shipping_status__in: '!fulfilled' }],
  ['sources__account__in=…', { sources__account__in: sample.source_account }], ['ship_via__in=!UPS', { ship_via__in: '!UPS' }],
  ['relation__kind=split-child', { relation__kind: 'split-child' }], ['relation__kind=!split-child', { relation__kind: '!split-child' }]);
for (const field of DATETIME_FILTER_FIELDS) {
  cases.push([`${field}__gte=…`, { [`${field}__gte`]: sample.at }], [`${field}__lte=…`, { [`${field}__lte`]: sample.at }], [`${field}=…`, { [field]: sample.at }]);
}
cases.push(['q=smith', { q: 'smith' }], ['q=SKU-12', { q: 'SKU-12' }], ['q=smith&shipping_status__in=!fulfilled', { q: 'smith', shipping_status__in: '!fulfilled' }]);
// E-mail searches, and q with a filter that follows id order whose matches are all old (the oldest 10%, a year ago).
const oldest = (await db.one<{ at: string }>(sql`
  SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS at FROM orders WHERE org_id = ${org}
  ORDER BY created_at OFFSET (SELECT count(*) / 10 FROM orders WHERE org_id = ${org}) LIMIT 1`))!.at;
const yearAgo = new Date(Date.now() - 365 * 86400_000).toISOString();
cases.push(['q=example.com', { q: 'example.com' }], ['q=navy.mil (a domain no order has)', { q: 'navy.mil' }], ['q=smith example.com', { q: 'smith example.com' }], [`q=${sample.email.split('@')[0]}@`, { q: `${sample.email.split('@')[0]}@` }],
  ['q=smith&created_at__lte=<oldest 10%>', { q: 'smith', created_at__lte: oldest }], ['q=smith&updated_at__lte=<oldest 10%>', { q: 'smith', updated_at__lte: oldest }], ['q=smith&created_at__lte=<a year ago>', { q: 'smith', created_at__lte: yearAgo }]);

let failures = 0;
console.log(args.generic ? 'As the API may come to run them: generic plans, except statements planned for their values at every run.\n' : '');
console.log(`${'case'.padEnd(46)} page query                                          | count`);
for (const [label, query] of cases) {
  const spec = listSpec(query as never, org);
  // As the API runs a search: its tsqueries read first and given as values (findOrderIds).
  if (spec.search) spec.queries = await searchQueries(db, spec.search);
  const statements = listStatements(org, spec, { limit: 100, offset: 0 });
  const page = await explain(statements.ids);
  const count = await explain(statements.count);
  if (page.sequential) failures++;
  console.log(`${label.padEnd(46)} ${page.path.padEnd(52)} | ${count.path}`);
  if (args.analyze && new RegExp(args.analyze).test(label)) {
    const plan = await explainRows<{ 'QUERY PLAN': string }>(statements.ids, 'ANALYZE, BUFFERS');
    console.log(plan.map((r) => `    ${r['QUERY PLAN']}`).join('\n'));
  }
}
await db.close();
console.log(failures ? `\n${failures} page queries read orders sequentially` : `\nevery page query is served by an index (${cases.length} cases)`);
process.exit(failures ? 1 : 0);
