// Which test files a run on a second database may leave out (scripts/test.mjs, TEST_SECOND_DATABASE), because
// their result cannot depend on the database:
// - the database-free files: read from the compiled JavaScript in dist-test/, where type-only
// imports are gone: a file is database-free when no module it imports, however deep, is src/db/database.ts or a
// database driver, and its source neither runs the `boxline` command (which opens its own database) nor reads
// TEST_DATABASE_URL. (Other programs it spawns, tsc or pdftotext, open none.)
// - the files that say they run `boxline` on embedded data directories of their own only (the line
//   `// boxline-test: embedded database only`): the database they test is PGlite whatever TEST_DATABASE_URL says. One
//   that also opens the test's database is an error, which stops the run: its marker would leave that out.
// - the browser files (playwright-core, test/support/browser.ts): they check what a person sees in Chromium (layout
//   at two sizes, the keyboard, axe); the reads and writes behind those pages are tested over HTTP on every database.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const DATABASE_MODULE = join('dist-test', 'src', 'db', 'database.js');
const DRIVERS = /^(pg|pg-[\w-]+|@electric-sql\/pglite)(\/|$)/;
const IMPORTS = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
/** The `boxline` command (which opens its own database), run by the file or by test/cli/support.ts; or the variable. */
const RUNS_BOXLINE_OR_READS_DATABASE = /TEST_DATABASE_URL|\bbin['"]?\s*,\s*['"]boxline\.js|bin\/boxline|cli\/support\.ts|from '\.\/support\.ts'/;

/** Whether each compiled module reaches a database, remembered for the run. */
const reaches = new Map();

function reachesDatabase(path) {
  const known = reaches.get(path);
  if (known !== undefined) return known;
  reaches.set(path, false); // an import cycle reaches what its other modules reach
  let found = path === DATABASE_MODULE;
  if (!found && existsSync(path)) {
    for (const match of readFileSync(path, 'utf8').matchAll(IMPORTS)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (DRIVERS.test(specifier)) { found = true; break; }
      if (!specifier.startsWith('.')) continue;
      if (reachesDatabase(join(resolve(dirname(path), specifier)).replace(`${process.cwd()}/`, ''))) { found = true; break; }
    }
  }
  reaches.set(path, found);
  return found;
}

const BROWSER = /from 'playwright-core'|support\/browser\.ts'/;
const EMBEDDED_ONLY = /^\/\/ boxline-test: embedded database only\b/m;
/** What opens the test's database: a world, the test's PostgreSQL database, the variable, a crash test's setup. */
const OPENS_TEST_DATABASE = /\b(createWorld|runInProcess|takeTestDatabase|createTestDatabase|sharedDatabase|crashSetup|openDatabase)\b|TEST_DATABASE_URL/;

/** `file`: the test's TypeScript path; `compiledFile`: its JavaScript in dist-test/. */
export function sameOnEveryDatabase(file, compiledFile) {
  const source = readFileSync(file, 'utf8');
  if (BROWSER.test(source)) return true;
  if (EMBEDDED_ONLY.test(source)) {
    if (OPENS_TEST_DATABASE.test(source)) throw new Error(`${file} says it runs on the embedded database only, but opens the test's database`);
    return true;
  }
  if (RUNS_BOXLINE_OR_READS_DATABASE.test(source)) return false;
  return !reachesDatabase(compiledFile);
}
