// Loaded into each test file's process by scripts/test.mjs (--import): as the process ends, appends a JSON line
// {"file", "cpuMs"} to the file BOXLINE_TEST_CPU_FILE names: the CPU time (user and system) the file's process used,
// its start-up, imports and database included (not that of programs it spawns, nor PostgreSQL's). Figures of speed
// on a shared machine are CPU per unit, which the time in a file's tests (test/support/durations-reporter.mjs) is not.
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';

const out = process.env.BOXLINE_TEST_CPU_FILE;
const file = process.argv[1] ?? '';
if (out && file.endsWith('.test.js')) {
  process.once('exit', () => {
    const { user, system } = process.cpuUsage();
    const source = relative(process.cwd(), file).replace(/^dist-test\//, '').replace(/\.js$/, '.ts');
    appendFileSync(out, `${JSON.stringify({ file: source, cpuMs: Math.round((user + system) / 1000) })}\n`);
  });
}
