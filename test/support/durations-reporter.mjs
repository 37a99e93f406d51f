// A node:test reporter (scripts/test.mjs): one JSON line per test file, the time its top-level tests and suites
// took together ({"file", "ms"}), written when the run ends. The file's start-up before its first test is not in it.
// The files run compiled (dist-test/test/...js): each is named by its source (test/...ts).
import { relative } from 'node:path';

export default async function* durations(source) {
  const byFile = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { nesting, file, details } = event.data;
    if (nesting !== 0 || !file) continue;
    byFile.set(file, (byFile.get(file) ?? 0) + (details?.duration_ms ?? 0));
  }
  const sourceOf = (file) => relative(process.cwd(), file).replace(/^dist-test\//, '').replace(/\.js$/, '.ts');
  for (const [file, ms] of byFile) yield `${JSON.stringify({ file: sourceOf(file), ms: Math.round(ms) })}\n`;
}
