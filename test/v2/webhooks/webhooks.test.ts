import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { ENTITIES } from '../../../src/events/emit.ts';
import { createDispatcher } from '../../../src/events/dispatcher.ts';
import { startReceiver } from '../../events/support/receiver.ts';

describe('webhooks', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const hooksOf = (org: TestOrg) => `${org.url}webhooks/`;
  const create = (org: TestOrg, body: unknown) => world.request('POST', hooksOf(org), { token: org.token, body });
  const count = async (org: TestOrg) => (await world.request('GET', hooksOf(org), { token: org.token })).json().count;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('creates a subscription to orders by default, with a random token', async () => {
    const res = await create(orgA, { remote_url: 'https://example.com/hooks/' });
    assert.equal(res.statusCode, 201);
    const hook = res.json();
    assert.deepEqual(Object.keys(hook).sort(), ['created_at', 'entity', 'remote_url', 'suspended_at', 'token', 'updated_at', 'url']);
    assert.match(hook.url, new RegExp(`^${hooksOf(orgA)}[^/]+/$`));
    assert.equal(hook.entity, 'orders');
    assert.equal(hook.remote_url, 'https://example.com/hooks/');
    assert.equal(hook.suspended_at, null);
    assert.match(hook.token, /^[0-9a-f]{40}$/);
    assert.match(hook.created_at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{6})?Z$/);
    const other = (await create(orgA, { remote_url: 'https://example.com/hooks/' })).json();
    assert.notEqual(other.token, hook.token);
    assert.deepEqual((await world.request('GET', hook.url, { token: orgA.token })).json(), hook);
  });

  it('accepts every entity of the entity table', async () => {
    for (const entity of ENTITIES) {
      const res = await create(orgA, { entity, remote_url: `https://example.com/${entity}/` });
      assert.equal(res.statusCode, 201, entity);
      assert.equal(res.json().entity, entity);
    }
  });

  it('rejects bad input with 400 naming the field and writes nothing', async () => {
    const before = await count(orgA);
    const cases: [unknown, string][] = [
      [{ entity: 'order', remote_url: 'https://example.com/' }, 'entity'],
      [{ entity: 42, remote_url: 'https://example.com/' }, 'entity'],
      [{ entity: 'orders' }, 'remote_url'],
      [{ remote_url: '' }, 'remote_url'],
      [{ remote_url: 17 }, 'remote_url'],
      [{ remote_url: 'example.com/hooks' }, 'remote_url'],
      [{ remote_url: 'ftp://example.com/' }, 'remote_url'],
      [{ remote_url: `https://example.com/${'x'.repeat(2001)}` }, 'remote_url'],
    ];
    for (const [body, field] of cases) {
      const res = await create(orgA, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.equal(res.json().code, 'validation_failed');
      assert.ok(res.json().errors[field], `errors.${field} for ${JSON.stringify(body)}: ${res.body}`);
    }
    assert.equal(await count(orgA), before);
  });

  it('lists subscriptions in pages, only for the organization', async () => {
    const org = await world.createOrg('Lister');
    for (let i = 0; i < 3; i++) await create(org, { remote_url: `https://example.com/${i}/` });
    const first = (await world.request('GET', `${hooksOf(org)}?limit=2`, { token: org.token })).json();
    assert.equal(first.count, 3);
    assert.equal(first.results.length, 2);
    assert.equal(first.previous, null);
    assert.match(first.next, /offset=2/);
    const second = (await world.request('GET', first.next.replace(/^https?:\/\/[^/]+/, ''), { token: org.token })).json();
    assert.deepEqual(second.results.map((h: { remote_url: string }) => h.remote_url), ['https://example.com/2/']);
    assert.equal((await world.request('GET', `${hooksOf(org)}?limit=0`, { token: org.token })).statusCode, 400);
    assert.equal((await world.request('GET', `${hooksOf(org)}?limit=5000`, { token: org.token })).statusCode, 200, 'a limit above the maximum is capped');
  });

  it('changes remote_url and entity, ignores read-only fields, and suspends and resumes', async () => {
    const hook = (await create(orgA, { remote_url: 'https://example.com/a/' })).json();
    const patched = await world.request('PATCH', hook.url, {
      token: orgA.token,
      body: { remote_url: 'https://example.com/b/', entity: 'contact', token: 'mine', created_at: '2000-01-01T00:00:00Z' },
    });
    assert.equal(patched.statusCode, 200);
    assert.equal(patched.json().remote_url, 'https://example.com/b/');
    assert.equal(patched.json().entity, 'contact');
    assert.equal(patched.json().token, hook.token);
    assert.equal(patched.json().created_at, hook.created_at);

    const suspended = await world.request('PATCH', hook.url, { token: orgA.token, body: { suspended_at: '2024-05-01T10:00:00' } });
    assert.equal(suspended.statusCode, 200);
    assert.equal(suspended.json().suspended_at, '2024-05-01T10:00:00Z');
    const resumed = await world.request('PATCH', hook.url, { token: orgA.token, body: { suspended_at: null } });
    assert.equal(resumed.json().suspended_at, null);
    assert.equal(resumed.json().entity, 'contact', 'omitted fields keep their value');
  });

  it('rejects a bad PATCH with 400 naming the field and changes nothing', async () => {
    const hook = (await create(orgA, { remote_url: 'https://example.com/a/' })).json();
    for (const [body, field] of [
      [{ entity: 'nope' }, 'entity'],
      [{ remote_url: 'mailto:me@example.com' }, 'remote_url'],
      [{ remote_url: null }, 'remote_url'],
      [{ suspended_at: 'yesterday' }, 'suspended_at'],
      [{ suspended_at: 5 }, 'suspended_at'],
    ] as const) {
      const res = await world.request('PATCH', hook.url, { token: orgA.token, body });
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.ok(res.json().errors[field], `errors.${field}: ${res.body}`);
    }
    assert.deepEqual((await world.request('GET', hook.url, { token: orgA.token })).json(), hook);
  });

  it('deletes a subscription', async () => {
    const hook = (await create(orgA, { remote_url: 'https://example.com/gone/' })).json();
    const res = await world.request('DELETE', hook.url, { token: orgA.token });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal((await world.request('GET', hook.url, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('DELETE', hook.url, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('GET', `${hooksOf(orgA)}zz~/`, { token: orgA.token })).statusCode, 404);
    assert.equal((await world.request('PATCH', `${hooksOf(orgA)}0x/`, { token: orgA.token, body: {} })).statusCode, 404);
  });

  it('notifies subscribers of the webhook entity: PUT with the GET JSON on create and update, DELETE on delete', async () => {
    const org = await world.createOrg('Watcher');
    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    const receiver = await startReceiver();
    try {
      const watcher = (await create(org, { entity: 'webhook', remote_url: receiver.url })).json();
      const hook = (await create(org, { remote_url: 'https://example.com/x/' })).json();
      const changed = (await world.request('PATCH', hook.url, { token: org.token, body: { entity: 'packaging' } })).json();
      await dispatcher.drain();
      const pk = (url: string) => url.split('/').at(-2);
      // The watcher hears about itself too; per object only the newest state is sent.
      const byPath = new Map(receiver.requests.map((r) => [r.path, r]));
      assert.equal(byPath.get(`/hooks/${pk(watcher.url)}`)!.method, 'PUT');
      const put = byPath.get(`/hooks/${pk(hook.url)}`)!;
      assert.equal(put.method, 'PUT');
      assert.deepEqual(JSON.parse(put.body), changed);
      assert.equal(put.headers.auth, watcher.token);

      await world.request('DELETE', hook.url, { token: org.token });
      await dispatcher.drain();
      const last = receiver.requests.at(-1)!;
      assert.equal(last.method, 'DELETE');
      assert.equal(last.path, `/hooks/${pk(hook.url)}`);
    } finally {
      await dispatcher.stop();
      await receiver.close();
    }
  });

  it('refuses targets that are not https or point inside our network, unless that is allowed', async () => {
    const strict = await createWorld({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'false' });
    try {
      const org = await strict.createOrg();
      const post = (remote_url: string) => strict.request('POST', hooksOf(org), { token: org.token, body: { remote_url } });
      for (const url of [
        'http://example.com/hooks/', 'https://127.0.0.1/', 'https://localhost:8443/', 'https://10.0.0.8/', 'https://192.168.1.20/',
        'https://172.20.0.1/', 'https://169.254.169.254/latest/', 'https://100.64.1.1/', 'https://[::1]/', 'https://[fd00:ec2::254]/',
        'https://[fe80::1]/', 'https://0x7f000001/',
      ]) {
        const res = await post(url);
        assert.equal(res.statusCode, 400, url);
        assert.ok(res.json().errors.remote_url, `errors.remote_url for ${url}`);
      }
      assert.match((await post('http://example.com/')).json().errors.remote_url[0], /https/);
      assert.match((await post('https://169.254.169.254/')).json().errors.remote_url[0], /private/);
      const ok = await post('https://93.184.215.14/hooks/');
      assert.equal(ok.statusCode, 201);
      const patched = await strict.request('PATCH', ok.json().url, { token: org.token, body: { remote_url: 'https://192.168.0.1/' } });
      assert.equal(patched.statusCode, 400);
      assert.ok(patched.json().errors.remote_url);
      assert.equal((await strict.request('GET', ok.json().url, { token: org.token })).json().remote_url, 'https://93.184.215.14/hooks/');
    } finally {
      await strict.close();
    }
    assert.equal((await create(orgA, { remote_url: 'http://127.0.0.1:9/hooks/' })).statusCode, 201, 'allowed in this world');
  });

  it('passes the security suite on every route', async () => {
    const hook = (await create(orgA, { remote_url: 'https://example.com/sec/' })).json();
    const pk = hook.url.split('/').at(-2);
    const one = (orgPk: string) => `/api/v2/orgs/${orgPk}/webhooks/${pk}/`;
    const hooks = async () => (await world.request('GET', `${hooksOf(orgA)}?limit=1000`, { token: orgA.token })).json();
    // The exact-scope PATCH and DELETE act on a fresh subscription, so `hook` stays as the denied requests left it.
    const fresh = async () => (await create(orgA, { remote_url: 'https://example.com/fresh/' })).json().url as string;
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (o) => `/api/v2/orgs/${o}/webhooks/`, scope: 'webhook', hasObjectIds: false });
    await assertRouteSecurity(world, orgA, orgB, {
      method: 'POST', path: (o) => `/api/v2/orgs/${o}/webhooks/`, scope: 'webhook', hasObjectIds: false, body: { remote_url: 'https://example.com/' }, unchanged: hooks,
    });
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: one, scope: 'webhook' });
    await assertRouteSecurity(world, orgA, orgB, { method: 'PATCH', path: one, scope: 'webhook', body: { entity: 'contact' }, prepare: fresh, unchanged: hooks });
    await assertRouteSecurity(world, orgA, orgB, { method: 'DELETE', path: one, scope: 'webhook', prepare: fresh, unchanged: hooks });
    assert.equal((await world.request('GET', hook.url, { token: orgA.token })).json().entity, 'orders', 'untouched');
  });
});
