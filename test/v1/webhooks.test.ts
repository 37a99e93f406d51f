/** v1 webhooks: `{entity, url}` over the same subscription rows as v2, with the same checks and status codes. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { assertV1RouteSecurity } from '../support/security-v1.ts';
import { count } from './support.ts';

describe('v1 webhooks', () => {
  let world: TestWorld;
  let a: TestOrg;
  let b: TestOrg;
  before(async () => {
    world = await createWorld();
    a = await world.createOrg('Acme');
    b = await world.createOrg('Other');
  });
  after(() => world.close());

  const create = async (body: unknown = { entity: 'orders', url: 'http://127.0.0.1:9/hooks/' }) =>
    world.request('POST', '/api/v1/webhooks/', { token: a.token, body });

  it('POST answers 201 with Location; the subscription is v2\'s, and v2 sees it', async () => {
    const res = await create();
    assert.equal(res.statusCode, 201, res.body);
    const hook = res.json();
    assert.equal(res.headers.location, `/api/v1/webhooks/${hook.id}/`);
    assert.deepEqual(Object.keys(hook), ['id', 'resource_uri', 'entity', 'url', 'token', 'created_at', 'updated_at', 'suspended_at']);
    assert.equal(hook.url, 'http://127.0.0.1:9/hooks/');
    assert.match(hook.created_at, /\+00:00$/);
    const v2 = (await world.request('GET', `${a.url}webhooks/`, { token: a.token })).json().results;
    assert.ok(v2.some((w: { remote_url: string; token: string }) => w.token === hook.token && w.remote_url === hook.url));
    const defaulted = await create({ url: 'http://127.0.0.1:9/other/' });
    assert.equal(defaulted.json().entity, 'orders');
  });

  it('lists, gets, changes (PATCH and PUT, 202) and deletes (204); the Python client\'s path without a slash works', async () => {
    const hook = (await create()).json();
    const list = (await world.request('GET', '/api/v1/webhooks/', { token: a.token })).json();
    assert.ok(list.objects.some((w: { id: number }) => w.id === hook.id));
    assert.equal(list.meta.limit, 20);
    assert.deepEqual((await world.request('GET', `/api/v1/webhooks/${hook.id}`, { token: a.token })).json(), hook);
    const patched = await world.request('PATCH', `/api/v1/webhooks/${hook.id}/`, { token: a.token, body: { entity: 'contact' } });
    assert.equal(patched.statusCode, 202);
    assert.equal(patched.json().entity, 'contact');
    const put = await world.request('PUT', `/api/v1/webhooks/${hook.id}/`, { token: a.token, body: { url: 'http://127.0.0.1:9/put/' } });
    assert.equal(put.json().url, 'http://127.0.0.1:9/put/');
    assert.equal((await world.request('DELETE', `/api/v1/webhooks/${hook.id}`, { token: a.token, headers: { 'content-type': 'application/json' } })).statusCode, 204);
    assert.equal((await world.request('GET', `/api/v1/webhooks/${hook.id}/`, { token: a.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', `/api/v1/webhooks/${hook.id}/`, { token: a.token })).statusCode, 404);
  });

  it('refuses a bad subscription with 400, writing nothing', async () => {
    const before = await count(world, 'webhooks');
    for (const body of [{}, { url: '' }, { url: 'http://127.0.0.1:9/', entity: 'everything' }, { url: 'not a url' }]) {
      const res = await create(body);
      assert.equal(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
      assert.equal(typeof res.json().error_message, 'string');
    }
    assert.equal(await count(world, 'webhooks'), before);
  });

  it('passes the v1 security suite on every webhook route', async () => {
    const hook = (await create()).json();
    const fresh = async () => `/api/v1/webhooks/${(await create()).json().id}/`;
    const snapshot = async () => (await world.request('GET', `/api/v1/webhooks/${hook.id}/`, { token: a.token })).json();
    const s = { scope: 'webhook' } as const;
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'GET', url: '/api/v1/webhooks/', hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'POST', url: '/api/v1/webhooks/', body: { url: 'http://127.0.0.1:9/s/' }, hasObjectIds: false });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'GET', url: `/api/v1/webhooks/${hook.id}/` });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'PATCH', url: `/api/v1/webhooks/${hook.id}/`, body: { entity: 'contact' }, unchanged: snapshot, prepare: fresh });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'PUT', url: `/api/v1/webhooks/${hook.id}/`, body: { entity: 'contact' }, unchanged: snapshot, prepare: fresh });
    await assertV1RouteSecurity(world, a, b, { ...s, method: 'DELETE', url: `/api/v1/webhooks/${hook.id}/`, unchanged: snapshot, prepare: fresh });
  });
});
