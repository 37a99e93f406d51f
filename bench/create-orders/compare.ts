/**
 * Two builds of POST orders/ side by side: this checkout and another (`--base`, a checkout of an earlier commit
 * with its dependencies installed, e.g. `git worktree add /tmp/base <commit>` and a link to node_modules). Each
 * build's API runs in a process of its own (build-server.ts, with that checkout's modules) on a database of its own,
 * and the load alternates between them round by round, so that a slow drift of the machine's speed weighs on both
 * alike; an API's CPU is its own process's, PostgreSQL's that of its database's backends. (With both APIs in this
 * process, as before, each round's CPU held the other build's garbage collection and compilation, and the same
 * commit on both sides differed by up to 18%.) Run it first with `--base` at the same commit as this checkout: the
 * difference it then prints is the machine's noise, below which a difference between two builds says nothing.
 *
 *   npx tsx bench/create-orders/compare.ts --base /tmp/base [--rounds 10] [--seconds 3] [--warm-up 6000]
 *
 * Prints, for each build, the medians of its rounds: orders/s and CPU per order (API, PostgreSQL, the clients, all).
 */
import { parseArgs } from 'node:util';
import { fork } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../support/stats.ts';
import { loadInChild } from '../support/load-process.ts';
import { cpuMeter } from '../support/cpu.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { ordersLoad, type Load, type LoadResult } from './load.ts';
import type { BuildServerReady } from './build-server.ts';

const { values: args } = parseArgs({
  options: {
    base: { type: 'string' },
    rounds: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '3' },
    'warm-up': { type: 'string', default: '6000' },
  },
});
if (!args.base) throw new Error('--base <checkout of the build to compare with>');
const rounds = Number(args.rounds);
const seconds = Number(args.seconds);
const warmUp = Number(args['warm-up']);

interface Build {
  name: string;
  pid: number;
  /** A connection of this process to the build's database: ANALYZE, and its backends' CPU. */
  db: Database;
  load: Load;
  figures: Record<'rate' | 'api' | 'postgres' | 'clients' | 'total', number[]>;
  close(): Promise<void>;
}

/** A build's API in a process of its own (build-server.ts) on a database of its own. */
async function start(name: string, root: string): Promise<Build> {
  const child = fork(fileURLToPath(new URL('./build-server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'], env: { ...process.env, BUILD_ROOT: root },
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const ready = await new Promise<BuildServerReady>((answered, failed) => {
    child.once('message', (message) => answered(message as BuildServerReady));
    child.once('exit', (code) => failed(new Error(`${name}: the API process exited with ${code} before listening`)));
  });
  const db = await openDatabase({ databaseUrl: ready.databaseUrl, dataDir: null, poolSize: 1 });
  const load = ordersLoad(ready, { clients: 8, seconds: 120, count: 0, boxes: 2, items: 3, first: 0 });
  return {
    name, pid: child.pid!, db, load, figures: { rate: [], api: [], postgres: [], clients: [], total: [] },
    close: async () => {
      await db.close();
      child.send('close');
      await exited;
    },
  };
}

const run = (load: Load) => loadInChild<Load, LoadResult>(new URL('./load.ts', import.meta.url), load);

async function main() {
  const builds = [await start('base', resolve(args.base!)), await start('this', resolve(new URL('../..', import.meta.url).pathname))];
  try {
    // Warm-up as run.ts does it: half, ANALYZE, the other half.
    const half = Math.ceil(warmUp / 2);
    for (const b of builds) await run({ ...b.load, count: half });
    for (const b of builds) await b.db.exec('ANALYZE');
    for (const b of builds) await run({ ...b.load, count: warmUp - half, first: half });
    let first = 1_000_000;
    for (let round = 0; round < rounds; round++) {
      for (const b of round % 2 === 0 ? builds : [...builds].reverse()) {
        const cpu = await cpuMeter(b.db, b.pid);
        const result = await run({ ...b.load, seconds, first: (first += 1_000_000) });
        const used = await cpu.read();
        const n = result.latencies.length;
        if (result.failures > 0) console.error(`${b.name}: ${result.failures} failed`, result.errors[0]);
        b.figures.rate.push(n / result.elapsed);
        b.figures.api.push(used.api / n);
        b.figures.postgres.push((used.postgres ?? NaN) / n);
        b.figures.clients.push(result.cpu / n);
        b.figures.total.push((used.api + (used.postgres ?? NaN) + result.cpu) / n);
      }
    }
    console.log(`create-orders compare: ${rounds} alternating rounds of ${seconds} s, medians (CPU in ms an order)`);
    for (const b of builds) {
      const f = b.figures;
      console.log(`${b.name.padEnd(5)} ${median(f.rate).toFixed(0)} orders/s  API ${median(f.api).toFixed(3)}  PostgreSQL ${median(f.postgres).toFixed(3)}  clients ${median(f.clients).toFixed(3)}  total ${median(f.total).toFixed(3)} (least ${Math.min(...f.total).toFixed(3)})`);
    }
    const change = (pick: (totals: number[]) => number) => {
      const [base, ours] = builds.map((b) => pick(b.figures.total));
      return `${((ours / base - 1) * 100).toFixed(1)}%`;
    };
    // Other work on the machine only adds to a round's CPU: the least-disturbed rounds are the steadier comparison.
    console.log(`total CPU an order against the base: ${change(median)} (medians), ${change((t) => Math.min(...t))} (least)`);
  } finally {
    for (const b of builds) await b.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
