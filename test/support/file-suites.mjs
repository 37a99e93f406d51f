// Runs several test files in one process (scripts/test.mjs writes a batch file that calls runFiles): each file's
// tests become one suite named by the file's path, so that its top-level hooks (before, after, beforeEach) stay its
// own. Node 20's runner starts a process per file (--test-isolation=none came with Node 22.8), and a process pays
// about 2 CPU-seconds loading the code and 1 more for its first in-memory database before its first test; files
// sharing a process pay that once.
//
// Why the import is the suite's first statement: node:test finds the suite a hook or test belongs to from the async
// context it is called in. The suite's callback starts the import, and the module's top-level calls run in that
// context; after an `await` they would land on the process's root, where they would run for every file. So every
// file of a batch is loaded as the batch starts, and their tests then run one file after another.
//
// With BOXLINE_TEST_CPU_FILE set, it appends a JSON line per file as the process ends, {"file", "cpuMs"}: the CPU
// the process used from the file's first hook to the next file's (its tests and hooks), and one line
// {"startup", "files", "cpuMs"}: what the process used before its first file's tests (loading every file).
import { after, before, describe } from 'node:test';
import { appendFileSync } from 'node:fs';

/**
 * Functions to run once every file of the batch has ended (globalThis[BATCH_END_HOOKS], an array): the pool of
 * test/support/empty-tables.ts closes its idle databases there, else the process would not end.
 */
export const BATCH_END_HOOKS = Symbol.for('boxline.test.batchEnd');

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** `files`: each file's source path (`test/.../x.test.ts`, the suite's name) and the URL of its compiled module. */
export function runFiles(files) {
  globalThis[BATCH_END_HOOKS] ??= [];
  const spans = [];
  const out = process.env.BOXLINE_TEST_CPU_FILE;
  if (out) {
    process.once('exit', () => {
      const end = cpuMs();
      const lines = spans.map((span, i) => ({ file: span.file, cpuMs: Math.round((spans[i + 1]?.at ?? end) - span.at) }));
      const startup = { startup: true, files: files.length, cpuMs: Math.round(spans[0]?.at ?? end) };
      appendFileSync(out, [...lines, startup].map((line) => `${JSON.stringify(line)}\n`).join(''));
    });
  }
  for (const { source, url } of files) {
    describe(source, () => {
      before(() => { spans.push({ file: source, at: cpuMs() }); });
      return import(url);
    });
  }
  after(async () => {
    for (const hook of globalThis[BATCH_END_HOOKS] ?? []) await hook();
  });
}
