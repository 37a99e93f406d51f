// Files stay at 300 lines or fewer (CONTRIBUTING.md, "Where things go"): every source file under src/, test/, bench/
// and scripts/, but the migrations (each is the record of a change made once) and generated files (a first comment
// that says "generated ... do not edit", like clients/typescript/src/schema.d.ts).
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';

const MAX_LINES = 300;
const FOLDERS = ['src', 'test', 'bench', 'scripts'];
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs|sh|sql)$/;
const MIGRATIONS = 'src/db/migrations/';
const GENERATED = /generated\b.*\bdo not edit/i;

/**
 * Files allowed over the limit for a while (none today): an entry no longer over the limit (or gone) fails the test
 * until it is removed, so the list only shrinks.
 */
const KNOWN_LONG = new Set<string>();

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

function sourceFiles(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(root, path);
    return SOURCE.test(name) ? [path.split(sep).join('/')] : [];
  });
}

/** Every source file under `root`'s FOLDERS over MAX_LINES, migrations and generated files aside, with its lines. */
function longFiles(root: string): Map<string, number> {
  const long = new Map<string, number>();
  for (const folder of FOLDERS.filter((f) => readdirSync(root).includes(f))) {
    for (const file of sourceFiles(root, folder)) {
      if (file.startsWith(MIGRATIONS)) continue;
      const text = readFileSync(join(root, file), 'utf8');
      if (GENERATED.test(text.split('\n', 3).join('\n'))) continue;
      const lines = lineCount(text);
      if (lines > MAX_LINES) long.set(file, lines);
    }
  }
  return long;
}

/** What is wrong with the files of `root` against the known exceptions: one message a file. */
function problems(root: string, known: ReadonlySet<string>): string[] {
  const long = longFiles(root);
  return [
    ...[...long].filter(([file]) => !known.has(file))
      .map(([file, lines]) => `${file}: ${lines} lines, over ${MAX_LINES}: split it by subject or concern`),
    ...[...known].filter((file) => !long.has(file))
      .map((file) => `${file} is no longer over ${MAX_LINES} lines: remove it from KNOWN_LONG`),
  ];
}

describe('file length', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'boxline-file-length-'));
  after(() => rmSync(scratch, { recursive: true, force: true }));
  const write = (file: string, lines: number, first = '// a line') => {
    mkdirSync(join(scratch, file, '..'), { recursive: true });
    writeFileSync(join(scratch, file), [first, ...Array.from({ length: lines - 1 }, (_, i) => `export const v${i} = ${i};`)].join('\n') + '\n');
  };

  it(`holds every file of the code base to ${MAX_LINES} lines, but the known exceptions`, () => {
    assert.deepEqual(problems(process.cwd(), KNOWN_LONG), []);
  });

  it(`refuses a file of ${MAX_LINES + 1} lines, and a known exception that is no longer long`, () => {
    write('src/ok.ts', MAX_LINES);
    write('bench/long.ts', MAX_LINES + 1);
    write('test/still-long.test.ts', MAX_LINES + 5);
    write('scripts/shrunk.mjs', 12);
    write('docs/long.ts', MAX_LINES + 1); // not a folder of code
    write('src/db/migrations/0001_long.sql', MAX_LINES + 1, '-- a migration');
    write('src/generated.ts', MAX_LINES + 1, '// Generated from the OpenAPI document by openapi-typescript: do not edit.');
    write('test/fixtures/data.csv', MAX_LINES + 1, 'a,b');
    assert.deepEqual(problems(scratch, new Set(['test/still-long.test.ts', 'scripts/shrunk.mjs'])), [
      `bench/long.ts: ${MAX_LINES + 1} lines, over ${MAX_LINES}: split it by subject or concern`,
      `scripts/shrunk.mjs is no longer over ${MAX_LINES} lines: remove it from KNOWN_LONG`,
    ]);
  });
});
