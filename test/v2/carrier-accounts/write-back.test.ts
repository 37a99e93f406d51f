// A real client writes back what it read: GET a carrier account, change one field, PATCH the whole body back. Only
// that field (and updated_at) changes; the write-only credentials, which the body never showed, are kept.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';

describe('carrier accounts written back as read', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    org = await world.createOrg('Acme');
  });
  after(() => world.close());

  const sealed = async () => (await world.db.one<{ sealed_credentials: string | null }>(
    sql`SELECT sealed_credentials FROM carrier_accounts WHERE org_id = ${org.id}`))!.sealed_credentials;

  for (const [carrier, body] of [
    ['ups', { credentials: { client_id: 'cid', client_secret: 'secret-1', account_number: 'A1B2C1' }, services: ['03'] }],
    ['sandbox', { rate_sheet: 'service,zone,max_weight_lb,amount,delivery_days\nground,1,5,4.00,3\n', is_default: true, default_service: 'ground' }],
  ] as const) {
    it(`keeps everything but the changed field of a ${carrier} account`, async () => {
      await world.db.rows(sql`DELETE FROM carrier_accounts WHERE org_id = ${org.id}`);
      const made = await world.request('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { token: org.token, body: { carrier, name: 'Main', ...body } });
      assert.equal(made.statusCode, 201, made.body);
      const before = (await world.request('GET', made.json().url, { token: org.token })).json();
      const credentialsBefore = await sealed();
      const written = await world.request('PATCH', before.url, { token: org.token, body: { ...before, name: 'Renamed' } });
      assert.equal(written.statusCode, 200, written.body);
      const after = (await world.request('GET', before.url, { token: org.token })).json();
      assert.deepEqual({ ...after, updated_at: null }, { ...before, name: 'Renamed', updated_at: null });
      assert.equal(await sealed(), credentialsBefore);
    });
  }
});
