// `boxline license-key create`: a key the v1 company_license_keys endpoints then list and get.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { runBoxline } from './support.ts';

describe('boxline license-key create', () => {
  let dataDir: string;
  before(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'boxline-license-'));
  });
  after(() => rmSync(dataDir, { recursive: true, force: true }));

  it('issues keys that v1 lists and gets; an unknown organization or a bad --org is refused', async () => {
    const org = runBoxline(dataDir, ['org', 'create', '--name', 'Key Org', '--json']);
    assert.equal(org.code, 0, org.stderr);
    const { org_pk: orgPk, token } = JSON.parse(org.stdout);
    const first = runBoxline(dataDir, ['license-key', 'create', '--org', orgPk, '--json']);
    assert.equal(first.code, 0, first.stderr);
    const key = JSON.parse(first.stdout);
    assert.match(key.code, /^BXL(-[A-Z2-9]{4}){4}$/);
    assert.equal(key.resource_uri, `/api/v1/company_license_keys/${key.id}/`);
    const text = runBoxline(dataDir, ['license-key', 'create', '--org', orgPk]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /^License key: BXL-/);

    for (const [args, message] of [[['--org', '9'], /no organization 9/], [['--org', '!'], /--org/], [[], /--org/]] as const) {
      const bad = runBoxline(dataDir, ['license-key', 'create', ...args]);
      assert.notEqual(bad.code, 0);
      assert.match(bad.stderr, message);
    }

    const db = await openDatabase({ databaseUrl: null, dataDir });
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_SECOND: '0', WEBHOOK_IN_PROCESS_WORKER: 'false' }), db, logger: false });
    try {
      const headers = { authorization: `Bearer ${token}` };
      const list = (await app.inject({ method: 'GET', url: '/api/v1/company_license_keys/', headers })).json();
      assert.equal(list.meta.total_count, 2);
      assert.deepEqual(list.objects[0], { id: key.id, code: key.code, resource_uri: key.resource_uri });
      const one = await app.inject({ method: 'GET', url: key.resource_uri, headers });
      assert.equal(one.statusCode, 200);
      assert.deepEqual(one.json(), list.objects[0]);
    } finally {
      await app.close();
      await db.close();
    }
  });
});
