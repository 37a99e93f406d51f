/**
 * Insurance-ledger benchmark: the API on a real port over PostgreSQL (a fresh database, bench/support), and 8 clients
 * making 10,000 mixed ledger writes between them (refills through the test processor, order charges, voids), each
 * holding the last_transaction it last saw and, on a 409, reading the head again and retrying. At the end it checks
 * that the balance equals the sum of the ledger, that the last_transaction chain has no fork and no gap, that each
 * balance is the running sum, and that every card charge has exactly one refill; then prints ledger writes per second.
 *
 *   npx tsx bench/ledger/run.ts [--clients 8] [--writes 10000] [--pool 10]
 */
import { parseArgs } from 'node:util';
import { sql } from '../../src/core/sql.ts';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { ms, percentile } from '../support/stats.ts';

const { values: args } = parseArgs({ options: { clients: { type: 'string', default: '8' }, writes: { type: 'string', default: '10000' }, pool: { type: 'string', default: '10' } } });
const clients = Number(args.clients);
const target = Number(args.writes);
const poolSize = Number(args.pool);

async function main() {
  const bench = await createBenchDatabase({ poolSize });
  const server = await startBenchServer(bench);
  try {
    const base = `${server.origin}${server.orgUrl}`;
    const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, json: text ? JSON.parse(text) : null };
    };
    const order = await call('POST', `${base}orders/`, { primary_id: 'LEDGER', boxes: [{ items: [{ quantity: 1 }] }] });
    const orderUrl = `${server.origin}${order.json.url}`;
    const ledgerUrl = `${base}insurance/`;
    /**
     * The head as a client learns it after a 409: one GET of the rows after the last count it saw (`seen`), whose last
     * row is the head (a second GET only when more than a page arrived meanwhile).
     */
    const readHead = async (seen: { count: number }): Promise<string | null> => {
      let page = await call('GET', `${ledgerUrl}?limit=1000&offset=${seen.count}`);
      if (page.json.count > seen.count + page.json.results.length || (page.json.results.length === 0 && page.json.count > 0)) {
        page = await call('GET', `${ledgerUrl}?limit=1&offset=${page.json.count - 1}`);
      }
      seen.count = page.json.count;
      return page.json.results.at(-1)?.url ?? null;
    };

    let writes = 0;
    const counts = { refill: 0, charge: 0, void: 0, conflicts: 0, refused: 0 };
    const latencies: number[] = [];
    const started = performance.now();
    const worker = async (n: number) => {
      const seen = { count: 0 };
      let last = await readHead(seen);
      const mine: string[] = [];
      let seed = n + 1;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
      while (writes < target) {
        const r = random();
        const t0 = performance.now();
        let res;
        let kind: 'refill' | 'charge' | 'void';
        if (r < 0.15 && mine.length > 0) {
          kind = 'void';
          res = await call('PATCH', `${server.origin}${mine.splice(Math.floor(random() * mine.length), 1)[0]}`, { void: true });
        } else if (r < 0.4) {
          kind = 'refill';
          res = await call('POST', ledgerUrl, { amount: `${(10 + Math.floor(random() * 90))}.25 USD`, transaction_type: 'refill', last_transaction: last });
        } else {
          kind = 'charge';
          res = await call('POST', `${orderUrl}insurance/`, { amount: `${1 + Math.floor(random() * 9)}.10 USD`, last_transaction: last });
        }
        if (res.status === 201 || res.status === 200) {
          latencies.push(performance.now() - t0);
          writes++;
          counts[kind]++;
          seen.count++;
          if (kind === 'void') last = res.json.voided_by;
          else {
            last = res.json.url;
            mine.push(res.json.url);
          }
        } else if (res.status === 409) {
          counts.conflicts++;
          last = await readHead(seen);
        } else if (res.status === 400) {
          counts.refused++; // a charge beyond the balance
          last = await readHead(seen);
        } else throw new Error(`${kind}: HTTP ${res.status} ${JSON.stringify(res.json)}`);
      }
    };
    await Promise.all(Array.from({ length: clients }, (_, i) => worker(i)));
    const elapsed = (performance.now() - started) / 1000;

    const db = bench.db;
    const id = server.orgId;
    const check = await db.one<{ rows: number; sum: string; balance: string; firsts: number; distinct_prev: number; bad_running: number; head_ok: boolean; charges: number; refills: number }>(sql`
      SELECT (SELECT count(*)::int FROM insurance_transactions WHERE org_id = ${id}) AS rows,
             (SELECT sum(amount_amount)::text FROM insurance_transactions WHERE org_id = ${id}) AS sum,
             (SELECT balance_amount::text FROM insurance_accounts WHERE org_id = ${id}) AS balance,
             (SELECT count(*)::int FROM insurance_transactions WHERE org_id = ${id} AND last_transaction_id IS NULL) AS firsts,
             (SELECT count(DISTINCT last_transaction_id)::int FROM insurance_transactions WHERE org_id = ${id}) AS distinct_prev,
             (WITH RECURSIVE chain AS (
                SELECT id, amount_amount, balance_amount, amount_amount::numeric AS running, 1 AS n FROM insurance_transactions WHERE org_id = ${id} AND last_transaction_id IS NULL
                UNION ALL
                SELECT t.id, t.amount_amount, t.balance_amount, (c.running + t.amount_amount)::numeric, c.n + 1
                FROM chain c JOIN insurance_transactions t ON t.org_id = ${id} AND t.last_transaction_id = c.id)
              SELECT count(*) FILTER (WHERE balance_amount <> running)::int FROM chain) AS bad_running,
             (SELECT head_id = (SELECT max(id) FROM insurance_transactions WHERE org_id = ${id}) FROM insurance_accounts WHERE org_id = ${id}) AS head_ok,
             (SELECT count(*)::int FROM test_processor_charges WHERE status = 'succeeded') AS charges,
             (SELECT count(*)::int FROM insurance_transactions WHERE org_id = ${id} AND processor_charge_id IS NOT NULL) AS refills`);
    const c = check!;
    const problems: string[] = [];
    if (c.rows !== writes) problems.push(`rows ${c.rows} != writes ${writes}`);
    if (Number(c.sum) !== Number(c.balance)) problems.push(`balance ${c.balance} != sum ${c.sum}`);
    if (c.firsts !== 1 || c.distinct_prev !== c.rows - 1) problems.push(`chain forks: ${c.firsts} first rows, ${c.distinct_prev} distinct previous of ${c.rows}`);
    if (c.bad_running !== 0) problems.push(`${c.bad_running} balances are not the running sum`);
    if (!c.head_ok) problems.push('the head is not the latest row');
    if (c.charges !== c.refills) problems.push(`${c.charges} card charges but ${c.refills} refills`);

    latencies.sort((a, b) => a - b);
    console.log(`ledger: ${clients} clients, pool ${poolSize}, PostgreSQL ${bench.name}`);
    console.log(`requests that wrote: ${writes} (refills ${counts.refill}, charges ${counts.charge}, voids ${counts.void}); 409 retried ${counts.conflicts}; 400 beyond balance ${counts.refused}`);
    console.log(`ledger rows: ${c.rows} (a void writes one row); balance ${c.balance} = sum ${c.sum}; chain: one first row, no fork, running sums exact`);
    console.log(`throughput: ${(writes / elapsed).toFixed(1)} ledger writes/s (${(c.rows / elapsed).toFixed(1)} rows/s) over ${elapsed.toFixed(1)} s`);
    console.log(`latency of a successful write: p50 ${ms(percentile(latencies, 50))}  p95 ${ms(percentile(latencies, 95))}  p99 ${ms(percentile(latencies, 99))}`);
    if (problems.length) {
      console.error(`CHECKS FAILED:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('checks: passed');
  } finally {
    await server.close();
    await bench.drop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
