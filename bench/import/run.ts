/**
 * Import benchmark: a source Boxline (the API on a loopback port) over a PostgreSQL database seeded with N orders
 * of 2 boxes x 3 items (bench/orders-list/seed.ts), and `boxline import`'s code (runImport) copying its
 * organization into another database. Prints two rates with the load average:
 *
 * - end to end: pages read from the source (expanded, 1000 a page) while the previous one is written;
 * - the bulk write path alone: the same pages read into memory first, then written by the import's page loop
 *   (one transaction a page, the next page prepared while one is written), which is the rate the import's writes
 *   allow whatever the source's speed.
 *
 *   npx tsx bench/import/run.ts [--orders 100000] [--write-sample 20000] [--page 1000] [--keep-source NAME] [--statements] [--time-prepare]
 *
 * DATABASE_URL names the server (default: the local one). --keep-source keeps (and reuses) the seeded source
 * database under that name, since seeding 100,000 orders takes a while: bench/import/prepare.ts builds it once,
 * the source's renders stored, so that no run pays for (or counts) rendering the source's orders. --statements splits the bulk write path's
 * time by statement (bench/import/statements.ts). --time-prepare first times checking and converting the read pages
 * (prepareOrders, the Node side of the write path, with no database) on their first 2,000 orders.
 */
import { parseArgs } from 'node:util';
import { loadavg } from 'node:os';
import { sql } from '../../src/core/sql.ts';
import { createBenchDatabase } from '../support/database.ts';
import { startBenchServer } from '../support/server.ts';
import { createOrganizationWithToken } from '../../src/orgs/create.ts';
import { runImport } from '../../src/import/run.ts';
import { SourceClient } from '../../src/import/client.ts';
import { importOrderPages, sourceOrderPages, type SourcePage } from '../../src/import/order-pages.ts';
import { prepareOrders } from '../../src/import/orders.ts';
import { encodeId } from '../../src/core/ids.ts';
import { preparedPlans, timeStatements, writtenSizes } from './statements.ts';
import { cpuMeter } from '../support/cpu.ts';
import { startSourceProcess } from './source-process.ts';
import { ensureDatabase, prepareSource } from './prepare.ts';
import { createStorage } from '../../src/storage/index.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    'write-sample': { type: 'string', default: '20000' },
    page: { type: 'string', default: '1000' },
    'keep-source': { type: 'string' },
    'skip-end-to-end': { type: 'boolean', default: false },
    statements: { type: 'boolean', default: false },
    'time-prepare': { type: 'boolean', default: false },
  },
});
const orders = Number(args.orders);
const sample = Number(args['write-sample']);
const pageSize = Number(args.page);
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
const log = (m: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${m}`);

async function main() {
  await ensureDatabase(args['keep-source']);
  const sourceDb = await createBenchDatabase({ keep: args['keep-source'], poolSize: 10 });
  const server = await startBenchServer(sourceDb, { PAGE_SIZE_MAX: String(Math.max(1000, pageSize)) });
  const target = await createBenchDatabase({ poolSize: 4 });
  const filesDir = mkdtempSync(join(tmpdir(), 'bench-import-'));
  try {
    const seeded = await prepareSource(sourceDb.db, server.orgId, orders, log);
    const sourceOrg = encodeId(seeded.orgId);
    log(`source: ${seeded.orders} orders in organization ${sourceOrg} at ${server.origin}; load average ${load()}`);

    // The bulk write path alone: pages read first, then written by the import's own page loop.
    const client = await SourceClient.open({ from: server.origin, token: server.token, sourceOrg });
    const pages: SourcePage[] = [];
    let read = 0;
    const readStarted = Date.now();
    for await (const page of sourceOrderPages(client, null, pageSize)) {
      pages.push(page);
      read += page.results.length;
      if (read >= sample) break;
    }
    const readSeconds = (Date.now() - readStarted) / 1000;
    log(`read ${read} orders from the source in ${readSeconds.toFixed(1)} s (${Math.round(read / readSeconds)} orders/s); load average ${load()}`);

    if (args['time-prepare']) await timePrepare(pages);

    const org = await createOrganizationWithToken(target.db, { name: 'Write path', ownerEmail: `w-${Date.now()}@example.com` });
    const ctx = { org: { id: org.orgId, base: `/api/v2/orgs/${org.orgPk}` }, source: 'bench', presets: new Map<string, number>(), notify: false };
    const documents = { storage: await createStorage({ kind: 'disk', dataDir: filesDir, s3: null }), limitBytes: 20 * 1024 * 1024 };
    const timer = args.statements ? timeStatements() : null;
    const meter = await cpuMeter(target.db);
    const writeStarted = Date.now();
    let written = 0;
    async function* inMemory() {
      yield* pages;
    }
    await importOrderPages({
      db: target.db, client, documents,
      onPage(_page, result) {
        written += result.written;
        if (result.skipped.length) throw new Error(`skipped: ${JSON.stringify(result.skipped.slice(0, 3))}`);
      },
    }, ctx, inMemory());
    const writeSeconds = (Date.now() - writeStarted) / 1000;
    const cpu = await meter.read();
    const dbCpu = cpu.postgres === null ? '' : `, PostgreSQL CPU ${(cpu.postgres / Math.max(1, written)).toFixed(2)} ms an order`;
    if (timer) {
      timer.stop();
      log(`bulk write path by statement:\n${timer.report(writeSeconds * 1000)}`);
      log(`prepared statements and their plans:\n${await preparedPlans(target.db, 4)}`);
      log(`what the write left, an order:\n${await writtenSizes(target.db, written)}`);
    }
    const stored = (await target.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM items WHERE org_id = ${org.orgId}`))!.n;
    log(`bulk write path: ${written} orders (${stored} items) in ${writeSeconds.toFixed(1)} s = ${Math.round(written / writeSeconds)} orders/s `
      + `(pages of ${pageSize}, one transaction each), Node CPU ${(cpu.api / written).toFixed(2)} ms an order${dbCpu}; load average ${load()}`);

    if (!args['skip-end-to-end']) {
      const into = await createOrganizationWithToken(target.db, { name: 'Import', ownerEmail: `i-${Date.now()}@example.com` });
      const sourceProcess = await startSourceProcess(sourceDb.url, { PAGE_SIZE_MAX: String(Math.max(1000, pageSize)) });
      const started = Date.now();
      let lastLog = 0;
      const summary = await runImport({
        db: target.db, orgId: into.orgId, from: sourceProcess.origin, token: server.token, sourceOrg, pageSize,
        documents,
        progress: {
          start() {}, wait() {}, done() {},
          page(kind, c) {
            if (kind === 'order' && Date.now() - lastLog > 10_000) {
              lastLog = Date.now();
              log(`  ${c.written} orders, ${Math.round(c.written / ((Date.now() - started) / 1000))}/s; load average ${load()}`);
            }
          },
        },
      }).finally(() => sourceProcess.stop());
      const s = (Date.now() - started) / 1000;
      log(`end to end (boxline import): ${summary.counts.order.written} orders in ${s.toFixed(1)} s = ${Math.round(summary.counts.order.written / s)} orders/s, `
        + `${summary.skipped.length} skipped; load average ${load()}`);
    }
  } finally {
    await server.close();
    await target.drop();
    await sourceDb.drop();
    rmSync(filesDir, { recursive: true, force: true });
  }
}

/** prepareOrders' time an order over the first 2,000 orders of `pages` (the best of five rounds, after one unmeasured). */
async function timePrepare(pages: SourcePage[]): Promise<void> {
  const ctx = { org: { id: 1 }, source: 'bench', presets: new Map<string, number>(), notify: false };
  const sample = pages.flatMap((p) => p.results).slice(0, 2000);
  const chunks = Array.from({ length: Math.ceil(sample.length / pageSize) }, (_, k) => sample.slice(k * pageSize, (k + 1) * pageSize));
  const times: number[] = [];
  for (let round = 0; round < 6; round++) {
    const started = process.hrtime.bigint();
    for (const chunk of chunks) await prepareOrders(ctx, chunk);
    if (round > 0) times.push(Number(process.hrtime.bigint() - started) / 1000 / sample.length);
  }
  log(`prepareOrders: ${Math.min(...times).toFixed(0)} us an order (best of 5 rounds of ${sample.length}; median ${times.sort((a, b) => a - b)[2].toFixed(0)}); load average ${load()}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
