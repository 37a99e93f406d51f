#!/usr/bin/env node
// Runs the test suite with node:test through tsx. Arguments narrow it to files whose path contains them.
// With TEST_DATABASE_URL set, every test file gets its own PostgreSQL database cloned from a migrated template.
// A whole-suite run (no arguments) then runs test/support/security-coverage.ts: each assertRouteSecurity call
// wrote its route into a temporary folder, and every authenticated /api route must be there.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const env = { ...process.env };
const usePostgres = Boolean(env.TEST_DATABASE_URL);
if (usePostgres) {
  // A template per run, so that two runs on one server never share one.
  env.BOXLINE_TEST_TEMPLATE = `boxline_tpl_${process.pid}_${Date.now().toString(36)}`;
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'test/support/prepare-template.ts'], { stdio: 'inherit', env });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);
}
// The name is COVERAGE_DIR_ENV in test/support/security.ts.
const coverageDir = wholeSuite ? mkdtempSync(join(tmpdir(), 'boxline-security-coverage-')) : null;
if (coverageDir) env.BOXLINE_SECURITY_COVERAGE_DIR = coverageDir;
else delete env.BOXLINE_SECURITY_COVERAGE_DIR;

const concurrency = env.TEST_CONCURRENCY ?? '2';
const runTests = (testFiles, extra = []) =>
  spawnSync(process.execPath, ['--import', 'tsx', '--test', ...extra, '--test-reporter=spec', ...testFiles], { stdio: 'inherit', env }).status ?? 1;

let status = runTests(files, [`--test-concurrency=${concurrency}`]);
if (coverageDir) {
  console.log('\nSecurity suite coverage (test/support/security-coverage.ts):');
  const coverage = runTests(['test/support/security-coverage.ts']);
  if (coverage !== 0) console.error('Some authenticated routes have no assertRouteSecurity call: see the failures above.');
  status ||= coverage;
  rmSync(coverageDir, { recursive: true, force: true });
}
if (usePostgres) spawnSync(process.execPath, ['--import', 'tsx', 'test/support/prepare-template.ts', '--drop'], { stdio: 'inherit', env });
process.exit(status);
