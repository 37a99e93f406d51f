// `boxline org card`: the card an organization's insurance refills are charged to.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { openDatabase } from '../../src/db/database.ts';
import { runBoxline } from './support.ts';

describe('boxline org card', () => {
  let dataDir: string;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'boxline-card-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  const cardOf = async () => {
    const db = await openDatabase({ databaseUrl: null, dataDir });
    try {
      return (await db.one<{ card: string | null }>(sql`SELECT processor_credit_card AS card FROM orgs WHERE id = 1`))!.card;
    } finally {
      await db.close();
    }
  };

  it('sets and clears the card, and refuses bad arguments', async () => {
    assert.equal(runBoxline(dataDir, ['org', 'create', '--name', 'Card Org', '--json']).code, 0);
    const set = runBoxline(dataDir, ['org', 'card', '--org', '1', '--card', '4000000000000002', '--json']);
    assert.equal(set.code, 0, set.stderr);
    assert.deepEqual(JSON.parse(set.stdout), { org_pk: '1', card: '4000000000000002' });
    assert.equal(await cardOf(), '4000000000000002');

    const missing = runBoxline(dataDir, ['org', 'card', '--org', '1']);
    assert.notEqual(missing.code, 0);
    assert.match(missing.stderr, /--card/);
    const unknown = runBoxline(dataDir, ['org', 'card', '--org', '9', '--card', '4242424242424242']);
    assert.notEqual(unknown.code, 0);
    assert.match(unknown.stderr, /no organization 9/);

    assert.equal(runBoxline(dataDir, ['org', 'card', '--org', '1', '--card', 'none']).code, 0);
    assert.equal(await cardOf(), null);
  });
});
