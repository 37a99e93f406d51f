/**
 * Times (and, under `node --cpu-prof`, profiles) only the expanded page of 100 on a kept, seeded database:
 *
 *   npx tsx bench/orders-list/profile-page.ts --keep DBNAME [--iterations 300] [--url-suffix '&updated_at__gte=...']
 */
import { parseArgs } from 'node:util';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { ms, percentile } from '../support/stats.ts';
import { httpClient, type Answer } from '../support/http-client.ts';
import { adoptSeededOrg } from './seed.ts';

const { values: args } = parseArgs({
  options: { keep: { type: 'string' }, iterations: { type: 'string', default: '300' }, query: { type: 'string', default: 'limit=100&expand=boxes,items' } },
});
if (!args.keep) throw new Error('--keep DBNAME (a database seeded by run.ts) is required');

const bench = await createBenchDatabase({ poolSize: 10, keep: args.keep });
const server = await startBenchServer(bench);
const client = httpClient(1);
try {
  const seeded = await adoptSeededOrg(bench.db, server.orgId);
  if (!seeded) throw new Error(`${args.keep} holds no orders: seed it with run.ts --keep`);
  const orgId = seeded.orgId;
  const url = `${server.origin}/api/v2/orgs/${orgId}/orders/?${args.query}`;
  const headers = { authorization: `Bearer ${server.token}` };
  const samples: number[] = [];
  let answer: Answer | undefined;
  // Timed to the answer's last byte, read by the benches' HTTP client, as run.ts times its cases.
  for (let i = 0; i < Number(args.iterations) + 20; i++) {
    const t0 = performance.now();
    answer = await client.send('GET', url, headers);
    if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text.slice(0, 300)}`);
    if (i >= 20) samples.push(performance.now() - t0);
  }
  const bytes = Buffer.byteLength(answer!.text);
  samples.sort((a, b) => a - b);
  console.log(`${args.query}: ${bytes} bytes; p50 ${ms(percentile(samples, 50))} p95 ${ms(percentile(samples, 95))} p99 ${ms(percentile(samples, 99))} (n=${samples.length})`);
} finally {
  client.close();
  await server.close();
  await bench.db.close();
}
