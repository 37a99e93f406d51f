// Query parameters whose percent-escapes are not UTF-8 (`?q=%FF`): a 400 naming the parameter on every route
// that declares it (src/http/query-string.ts, validation.ts), where `q` used to decode to U+FFFD and match every
// order. Valid UTF-8 escapes, and a repeated parameter whose last value is valid, are read as before.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { parseQueryString, NOT_UTF8 } from '../../src/http/query-string.ts';

describe('query parameters that are not UTF-8', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    const res = await world.request('POST', `${org.url}orders/`, { token: org.token, body: { primary_id: 'Café-1' } });
    assert.equal(res.statusCode, 201, res.body);
  });
  after(() => world.close());

  it('refuses ?q=%FF on the v2 order list with a 400 naming q, and searches valid UTF-8 as before', async () => {
    for (const q of ['%FF', '%C3', '%E2%82', 'abc%80', '%ED%A0%80']) {
      const res = await world.request('GET', `${org.url}orders/?q=${q}`, { token: org.token });
      assert.equal(res.statusCode, 400, `q=${q}: ${res.body}`);
      assert.deepEqual(Object.keys(res.json().errors), ['q'], res.body);
      assert.match(res.json().errors.q[0], /UTF-8/);
    }
    const found = await world.request('GET', `${org.url}orders/?q=Caf%C3%A9`, { token: org.token });
    assert.equal(found.statusCode, 200, found.body);
    assert.equal(found.json().count, 1);
    const lastWins = await world.request('GET', `${org.url}orders/?q=%FF&q=nothing-like-it`, { token: org.token });
    assert.equal(lastWins.statusCode, 200, lastWins.body);
    assert.equal(lastWins.json().count, 0);
  });

  it('refuses it on v1 in the v1 error shape, naming the parameter', async () => {
    const res = await world.request('GET', '/api/v1/orders/?q=%FF', { token: org.token });
    assert.equal(res.statusCode, 400, res.body);
    assert.match(res.json().error_message, /\bq\b.*UTF-8/);
  });

  it('still needs a valid token first', async () => {
    const res = await world.request('GET', `${org.url}orders/?q=%FF`, { token: 'bxl_nope' });
    assert.equal(res.statusCode, 401);
  });

  it('parses as before, marking only the parameters that are not UTF-8', () => {
    const query = parseQueryString('a=%FF&b=%C3%A9&c=%zz&d=x+y&a2=%FF&a2=ok');
    assert.deepEqual({ ...query }, { a: '\uFFFD', b: 'é', c: '%zz', d: 'x y', a2: 'ok' });
    assert.deepEqual((query as Record<symbol, unknown>)[NOT_UTF8], ['a']);
    assert.equal((parseQueryString('q=plain') as Record<symbol, unknown>)[NOT_UTF8], undefined);
  });
});
