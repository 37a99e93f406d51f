// Which files a run on a second database leaves out (scripts/test.mjs, TEST_SECOND_DATABASE): only those whose
// result cannot depend on the database. A file that reaches the database through any import, or runs `boxline`,
// must stay in.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';

const { sameOnEveryDatabase } = await import(join(process.cwd(), 'test', 'support', 'second-database.mjs')) as {
  sameOnEveryDatabase: (file: string, compiledFile: string) => boolean;
};
const leftOut = (file: string) => sameOnEveryDatabase(file, join('dist-test', file.replace(/\.ts$/, '.js')));

describe('the files a second database run leaves out', () => {
  it('leaves out files that import nothing reaching src/db/database.ts, and the browser files', () => {
    for (const file of ['test/core/ids.test.ts', 'test/orgs/time-zone.test.ts', 'test/carriers/ups-shipping.test.ts', 'test/console/browser.test.ts']) {
      assert.equal(leftOut(file), true, file);
    }
  });

  it('keeps files that reach the database through their imports, run `boxline`, or read TEST_DATABASE_URL', () => {
    for (const file of [
      'test/v2/orders/list/search.test.ts', // through test/support/app.ts
      'test/orders/reading/export/parts.test.ts', // through src/orders/reading/export/
      'test/cli/serve.test.ts', 'test/app/startup-errors.test.ts', // the boxline command
      'test/db/migrate-order.test.ts',
    ]) {
      assert.equal(leftOut(file), false, file);
    }
  });
});
