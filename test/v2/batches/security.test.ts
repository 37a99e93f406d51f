import { describe, it, before, after } from 'node:test';
import { sql } from '../../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { drain, makeOrders, sandboxAccount } from '../../batches/support.ts';

describe('batches: another organization\'s ids, scopes, tokens', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('every batch route', async () => {
    const account = await sandboxAccount(world, orgA);
    const orders = await makeOrders(world, orgA, [{ primary_id: 'S-1' }, { primary_id: 'S-2', boxes: [{}] }]);
    const body = { action: 'labels', orders: orders.map((o) => o.url), carrier_account: account, service: 'ground' };
    const made = await world.request('POST', `/api/v2/orgs/${orgA.pk}/batches/`, { token: orgA.token, body });
    const batch = made.json().url as string;
    await drain(world);
    const one = (pk: string) => batch.replace(`/orgs/${orgA.pk}/`, `/orgs/${pk}/`);
    const batches = () => world.db.rows(sql`SELECT id, status, done, failed FROM batches ORDER BY org_id, id`);
    /** A fresh ended batch with a failure, for the retry's exact-scope request. */
    const failedBatch = async () => {
      const res = await world.request('POST', `/api/v2/orgs/${orgA.pk}/batches/`, { token: orgA.token, body: { ...body, orders: [orders[1].url] } });
      await drain(world);
      return `${res.json().url}retry/`;
    };
    const list = (pk: string) => `/api/v2/orgs/${pk}/batches/`;
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: list, scope: 'shipping', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: list, scope: 'shipping', body, hasObjectIds: false, unchanged: batches });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: one, scope: 'shipping' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `${one(pk)}errors/`, scope: 'shipping' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (pk) => `${one(pk)}print-file/`, scope: 'shipping' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'POST', path: (pk) => `${one(pk)}retry/`, scope: 'shipping', unchanged: batches, prepare: failedBatch });
  });
});
