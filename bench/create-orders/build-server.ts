/**
 * One build's API for compare.ts, in a process of its own: the build's checkout (BUILD_ROOT) makes its benchmark
 * database and serves POST orders/ on it with its own modules, as bench/support/server.ts of that checkout does.
 * Sends {origin, orgUrl, token, databaseUrl} once it listens; on 'close' (or when the parent goes) it stops and drops
 * the database. Forked with tsx: an earlier checkout may have no build of its own.
 */
import type { BenchDatabase } from '../support/database.ts';
import type { BenchServer } from '../support/server.ts';

export interface BuildServerReady {
  origin: string;
  orgUrl: string;
  token: string;
  databaseUrl: string;
}

const root = process.env.BUILD_ROOT;
if (!root || !process.send) throw new Error('forked by compare.ts with BUILD_ROOT set');
const { createBenchDatabase } = await import(`${root}/bench/support/database.ts`);
const { startBenchServer } = await import(`${root}/bench/support/server.ts`);
const bench: BenchDatabase = await createBenchDatabase({ poolSize: 10 });
const server: BenchServer = await startBenchServer(bench);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server.close();
  await bench.drop();
  process.exit(0);
};
process.on('message', () => void stop());
process.on('disconnect', () => void stop());
const ready: BuildServerReady = { origin: server.origin, orgUrl: server.orgUrl, token: server.token, databaseUrl: bench.url };
process.send(ready);
