// `boxline license-key create` (in-process, on the test's database): a key the v1 company_license_keys endpoints
// then list and get.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../support/app.ts';
import { runInProcess } from './support.ts';

describe('boxline license-key create', () => {
  let world: TestWorld;
  const boxline = (args: string[]) => runInProcess(world.db, args);
  before(async () => {
    world = await createWorld();
  });
  after(() => world.close());

  it('issues keys that v1 lists and gets; an unknown organization or a bad --org is refused', async () => {
    const org = await boxline(['org', 'create', '--name', 'Key Org', '--json']);
    assert.equal(org.code, 0, org.stderr);
    const { org_pk: orgPk, token } = JSON.parse(org.stdout);
    const first = await boxline(['license-key', 'create', '--org', orgPk, '--json']);
    assert.equal(first.code, 0, first.stderr);
    const key = JSON.parse(first.stdout);
    assert.match(key.code, /^BXL(-[A-Z2-9]{4}){4}$/);
    assert.equal(key.resource_uri, `/api/v1/company_license_keys/${key.id}/`);
    const text = await boxline(['license-key', 'create', '--org', orgPk]);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /^License key: BXL-/);

    for (const [args, message] of [[['--org', '9'], /no organization 9/], [['--org', '!'], /--org/], [[], /--org/]] as const) {
      const bad = await boxline(['license-key', 'create', ...args]);
      assert.equal(bad.code, 1);
      assert.match(bad.stderr, message);
      assert.equal(bad.stdout, '');
    }

    const list = (await world.request('GET', '/api/v1/company_license_keys/', { token })).json();
    assert.equal(list.meta.total_count, 2);
    assert.deepEqual(list.objects[0], { id: key.id, code: key.code, resource_uri: key.resource_uri });
    const one = await world.request('GET', key.resource_uri, { token });
    assert.equal(one.statusCode, 200);
    assert.deepEqual(one.json(), list.objects[0]);
  });
});
