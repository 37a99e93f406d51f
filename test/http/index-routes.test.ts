// The first links a person follows from the start-up lines: `/` and `/api/v2/` answer, without a token.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../support/app.ts';

describe('/ and /api/v2/', () => {
  let world: TestWorld;
  before(async () => {
    world = await createWorld();
  });
  after(() => world.close());

  it('answer a JSON index of links that lead somewhere', async () => {
    const root = await world.request('GET', '/');
    assert.equal(root.statusCode, 200);
    assert.match(String(root.headers['content-type']), /^application\/json/);
    const links = root.json().links;
    assert.equal(links.api_v2, '/api/v2/');
    assert.equal(links.docs, '/docs/');
    for (const path of [links.api_v2, links.openapi, links.openapi_v1, links.errors, links.health, links.ready, links.docs]) {
      assert.equal((await world.request('GET', path)).statusCode, 200, path);
    }
    const v2 = await world.request('GET', '/api/v2/');
    assert.equal(v2.statusCode, 200);
    assert.equal(v2.json().links.orgs, '/api/v2/orgs/');
    assert.equal((await world.request('GET', '/api/v2')).statusCode, 200, 'without the trailing slash too');
    // Both lead a person to the console, which answers its sign-in page.
    assert.equal(links.console, '/console/');
    assert.equal(v2.json().links.console, '/console/');
    const console = await world.request('GET', links.console);
    assert.ok([200, 302, 303].includes(console.statusCode), String(console.statusCode));
    const signIn = console.statusCode === 200 ? console : await world.request('GET', String(console.headers.location));
    assert.equal(signIn.statusCode, 200);
    assert.match(signIn.body, /Sign in/);
    // The org list it points to wants a token, and says so.
    assert.equal((await world.request('GET', v2.json().links.orgs)).statusCode, 401);
  });

  it('send a browser to the docs page', async () => {
    const accept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const path of ['/', '/api/v2/']) {
      const res = await world.request('GET', path, { headers: { accept } });
      assert.equal(res.statusCode, 302, path);
      assert.equal(res.headers.location, '/docs/');
    }
    assert.equal((await world.request('GET', '/', { headers: { accept: 'application/json' } })).statusCode, 200);
    assert.equal((await world.request('GET', '/', { headers: { accept: '*/*' } })).statusCode, 200, 'curl gets JSON');
  });
});
