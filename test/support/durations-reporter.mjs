// A node:test reporter (scripts/test.mjs): one JSON line per test file, the time its suite took ({"file", "ms"}),
// written when the run ends. Each file is a top-level suite named by its source path (test/support/file-suites.mjs);
// loading the files as their process starts is not in it.

export default async function* durations(source) {
  const byFile = new Map();
  for await (const event of source) {
    if (event.type !== 'test:pass' && event.type !== 'test:fail') continue;
    const { nesting, name, details } = event.data;
    if (nesting !== 0 || !name.endsWith('.test.ts')) continue;
    byFile.set(name, (byFile.get(name) ?? 0) + (details?.duration_ms ?? 0));
  }
  for (const [file, ms] of byFile) yield `${JSON.stringify({ file, ms: Math.round(ms) })}\n`;
}
