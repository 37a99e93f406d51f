#!/usr/bin/env node
// Runs the test suite with node:test through tsx. Arguments narrow it to files whose path contains them.
// With TEST_DATABASE_URL set, every test file gets its own PostgreSQL database cloned from a migrated template.
import { readdirSync, statSync } from 'node:fs';
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
const files = findTests('test')
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
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

const concurrency = env.TEST_CONCURRENCY ?? '2';
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
  { stdio: 'inherit', env },
);
if (usePostgres) spawnSync(process.execPath, ['--import', 'tsx', 'test/support/prepare-template.ts', '--drop'], { stdio: 'inherit', env });
process.exit(result.status ?? 1);
