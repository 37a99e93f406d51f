// Which files a run on a second database leaves out (scripts/test.mjs, TEST_SECOND_DATABASE): only those whose
// result cannot depend on the database. A file that reaches the database through any import, or runs `boxline`,
// must stay in, unless it says that it runs `boxline` on data directories of its own only.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const { sameOnEveryDatabase } = await import(join(process.cwd(), 'test', 'support', 'second-database.mjs')) as {
  sameOnEveryDatabase: (file: string, compiledFile: string) => boolean;
};
const leftOut = (file: string) => sameOnEveryDatabase(file, join('dist-test', file.replace(/\.ts$/, '.js')));

describe('the files a second database run leaves out', () => {
  it('leaves out files that import nothing reaching src/db/database.ts, the embedded-only ones and the browser files', () => {
    for (const file of [
      'test/core/ids.test.ts', 'test/orgs/time-zone.test.ts', 'test/carriers/ups-shipping.test.ts',
      'test/cli/serve.test.ts', 'test/cli/serve-logs.test.ts', // `boxline` on data directories of their own
      'test/console/browser.test.ts', 'test/docs/docs-browser.test.ts',
    ]) {
      assert.equal(leftOut(file), true, file);
    }
  });

  it('keeps files that reach the database through their imports, run `boxline`, or read TEST_DATABASE_URL', () => {
    for (const file of [
      'test/v2/orders/list/search.test.ts', // through test/support/app.ts
      'test/orders/reading/export/parts.test.ts', // through src/orders/reading/export/
      'test/cli/graceful.test.ts', 'test/app/startup-errors.test.ts', // the boxline command
      'test/db/migrate-order.test.ts',
    ]) {
      assert.equal(leftOut(file), false, file);
    }
  });

  it('stops the run when a file says it runs on the embedded database only but opens the test\'s database', () => {
    const dir = mkdtempSync(join(tmpdir(), 'boxline-second-database-'));
    try {
      const file = join(dir, 'x.test.ts');
      writeFileSync(file, "// boxline-test: embedded database only\nimport { createWorld } from '../support/app.ts';\n");
      assert.throws(() => sameOnEveryDatabase(file, join(dir, 'x.test.js')), /says it runs on the embedded database only, but opens the test's database/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
