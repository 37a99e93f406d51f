#!/usr/bin/env node
// Runs the test suite with node:test. Arguments narrow it to files whose path contains them. The files run as
// JavaScript compiled with the code they test into dist-test/ (scripts/build.mjs --tests, when test/ or src/ changed
// since: a type error stops the run there), so that no test process compiles TypeScript as it starts.
// Before the files run:
// - the migrated template every test file's database starts from is made once (test/support/prepare-template.ts):
//   with TEST_DATABASE_URL a PostgreSQL template database each file clones, otherwise a dump of a migrated PGlite
//   data directory each file loads into memory;
// - when a chosen file runs the real `boxline` command (test/cli/support.ts), dist/ is built if src/ changed since
//   (scripts/build.mjs --if-stale): those tests run the compiled CLI, as an operator does.
// A whole-suite run (no arguments) then runs test/support/security-coverage.ts: each assertRouteSecurity call
// wrote its route into a temporary folder, and every authenticated /api route must be there.
// The files run in batches, a process each (test/support/file-suites.mjs). At the end it prints the time in the
// files' tests and their CPU, together and for the slowest files (test/support/durations-reporter.mjs).
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

function findTests(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findTests(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const filters = process.argv.slice(2);
const wholeSuite = filters.length === 0;
const files = findTests('test')
  .filter((f) => wholeSuite || filters.some((x) => f.includes(x)))
  .sort();
if (files.length === 0) {
  console.error('no test files matched');
  process.exit(1);
}

const started = Date.now();
const env = { ...process.env };
const work = mkdtempSync(join(tmpdir(), 'boxline-test-run-'));
const usePostgres = Boolean(env.TEST_DATABASE_URL);
if (usePostgres) {
  // A template per run, so that two runs on one server never share one.
  env.BOXLINE_TEST_TEMPLATE = `boxline_tpl_${process.pid}_${Date.now().toString(36)}`;
} else {
  // The name is PGLITE_TEMPLATE_ENV in test/support/pglite-template.ts.
  env.BOXLINE_TEST_PGLITE_TEMPLATE = join(work, 'pglite-template.tar');
}
const node = (args) => spawnSync(process.execPath, args, { stdio: 'inherit', env }).status ?? 1;
const testBuild = node(['scripts/build.mjs', '--tests', '--if-stale']);
if (testBuild !== 0) process.exit(testBuild);
/** The compiled JavaScript of a file of test/ (dist-test/test/...js). */
const compiled = (file) => join('dist-test', file.replace(/\.ts$/, '.js'));
const prepared = node([compiled('test/support/prepare-template.ts')]);
if (prepared !== 0) process.exit(prepared);

// Files that spawn `boxline` import test/cli/support.ts (BIN, runBoxline): '../cli/support.ts', or './support.ts'
// from test/cli/; or the crash tests' test/shipping/crash-support.ts, which does.
const spawnsCli = (file) => /\/cli\/support\.ts'|crash-support\.ts'/.test(readFileSync(file, 'utf8'))
  || (file.startsWith(join('test', 'cli')) && /'\.\/support\.ts'/.test(readFileSync(file, 'utf8')));
if (files.some(spawnsCli)) {
  const built = node(['scripts/build.mjs', '--if-stale']);
  if (built !== 0) process.exit(built);
}

// The name is COVERAGE_DIR_ENV in test/support/security.ts.
const coverageDir = wholeSuite ? mkdtempSync(join(tmpdir(), 'boxline-security-coverage-')) : null;
if (coverageDir) env.BOXLINE_SECURITY_COVERAGE_DIR = coverageDir;
else delete env.BOXLINE_SECURITY_COVERAGE_DIR;

// The fuzzer (test/fuzz/routes.test.ts) runs until its time budget is spent: its own defaults (1 s a route, then
// 240 s for the systematic pass, about 6 minutes of one core) are for running it alone (`node scripts/test.mjs
// fuzz`); within the whole suite it gets about half a minute of one core (0.1 s for each of some 170 routes, then
// 15 s for the systematic pass, which takes the routes in turns; each route's first request and first systematic
// case are sent whatever the budget) unless the environment sets a budget.
if (wholeSuite) {
  env.FUZZ_MS_PER_ROUTE ??= '100';
  env.FUZZ_SYSTEMATIC_MS ??= '15000';
  console.log(`fuzz budget: FUZZ_MS_PER_ROUTE=${env.FUZZ_MS_PER_ROUTE} FUZZ_SYSTEMATIC_MS=${env.FUZZ_SYSTEMATIC_MS}`);
}

// TEST_SECOND_DATABASE=1 (.ci/run sets it for its PostgreSQL half; the PGlite half runs every file) leaves out the
// files whose result cannot depend on the database (test/support/second-database.mjs: those that touch none, and the
// browser files): they would only run again.
let chosen = files;
if (env.TEST_SECOND_DATABASE === '1') {
  const { sameOnEveryDatabase } = await import('../test/support/second-database.mjs');
  chosen = files.filter((file) => !sameOnEveryDatabase(file, compiled(file)));
  console.log(`TEST_SECOND_DATABASE=1: ${files.length - chosen.length} files whose result cannot depend on the database left out`);
}

const concurrency = env.TEST_CONCURRENCY ?? '3';
const durations = join(work, 'durations.jsonl');
// Each file's CPU time and each process's start-up (test/support/file-suites.mjs), beside the time in its tests.
env.BOXLINE_TEST_CPU_FILE = join(work, 'cpu.jsonl');
const runTests = (testFiles, extra = []) => node([
  '--enable-source-maps', '--test', ...extra, '--test-reporter=spec', '--test-reporter-destination=stdout', ...testFiles,
]);

// The files run in batches of consecutive paths (so mostly of one folder), a process per batch: each file's tests
// are a suite of that process (test/support/file-suites.mjs), and the batch loads the code and opens its first
// database once instead of once a file. TEST_BATCH_SIZE=1 gives each file a process of its own. Sixteen, not eight:
// .ci/run's two halves keep both cores busy from start to end, so the run's length is its CPU, and a process costs
// about 2 CPU-seconds loading the code (with eight, 96 processes spent 216 s of them; with sixteen, 69 spent 168 s).
// The files that mostly wait (on the processes they start: the `boxline` command, Chromium, a crash test's victim;
// or on their time budget, the fuzzer) run alone and first: in a batch they would hold up the files behind them, and
// started last they would end the run long after the rest.
const batchSize = Math.max(1, Number(env.TEST_BATCH_SIZE ?? '16'));
const mostlyWaits = (file) => spawnsCli(file) || /browser|crash|fuzz/.test(file) || /\bspawn\(|\bexecFile\(/.test(readFileSync(file, 'utf8'));
const alone = chosen.filter(mostlyWaits);
const together = chosen.filter((file) => !mostlyWaits(file));
const groups = [...alone.map((file) => [file])];
for (let i = 0; i < together.length; i += batchSize) groups.push(together.slice(i, i + batchSize));
const suites = pathToFileURL(join(process.cwd(), 'test', 'support', 'file-suites.mjs')).href;
// node's runner starts the files in the order of their paths: the batches' names keep the groups' order.
const batches = groups.map((group, i) => {
  const members = group.map((file) => ({ source: file.split(sep).join('/'), url: pathToFileURL(join(process.cwd(), compiled(file))).href }));
  const path = join(work, `batch-${String(i + 1).padStart(3, '0')}.mjs`);
  writeFileSync(path, `import { runFiles } from ${JSON.stringify(suites)};\nrunFiles(${JSON.stringify(members, null, 1)});\n`);
  return path;
});

// Only the suite's own run reports durations: the coverage run after it would write over them.
let status = runTests(batches, [
  `--test-concurrency=${concurrency}`,
  '--test-reporter=./test/support/durations-reporter.mjs', `--test-reporter-destination=${durations}`,
]);
if (coverageDir) {
  console.log('\nSecurity suite coverage (test/support/security-coverage.ts):');
  const coverage = runTests([compiled('test/support/security-coverage.ts')]);
  if (coverage !== 0) console.error('Some authenticated routes have no assertRouteSecurity call: see the failures above.');
  status ||= coverage;
  rmSync(coverageDir, { recursive: true, force: true });
}
node([compiled('test/support/prepare-template.ts'), '--drop']);

const jsonLines = (path) => {
  try {
    return readFileSync(path, 'utf8').trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
  } catch {
    return []; // none: the run stopped before any file ended
  }
};
const cpuLines = jsonLines(env.BOXLINE_TEST_CPU_FILE);
const cpuOf = new Map(cpuLines.filter((line) => line.file).map(({ file, cpuMs }) => [file, cpuMs]));
const startups = cpuLines.filter((line) => line.startup).map((line) => line.cpuMs);
const rows = jsonLines(durations);
if (rows.length > 0) {
  const seconds = (ms) => (ms === undefined ? '?' : (ms / 1000).toFixed(1)).padStart(7);
  const total = (values) => (values.reduce((sum, ms) => sum + ms, 0) / 1000).toFixed(0);
  console.log(`\n${chosen.length} files in ${((Date.now() - started) / 1000).toFixed(0)} s (concurrency ${concurrency}): `
    + `${total(rows.map((r) => r.ms))} s in their tests; ${total([...cpuOf.values(), ...startups])} s of CPU in their `
    + `${startups.length} processes, ${total(startups)} s of it loading the files. The slowest:`);
  console.log('  tests      CPU  file');
  for (const { file, ms } of rows.sort((a, b) => b.ms - a.ms).slice(0, 10)) console.log(`${seconds(ms)}  ${seconds(cpuOf.get(file))}  ${file}`);
}
rmSync(work, { recursive: true, force: true });
process.exit(status);
