// Behaviour every route shares: the error envelope, status codes for malformed requests, request ids.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';

describe('HTTP behaviour shared by all routes', () => {
  let world: TestWorld;
  let org: TestOrg;

  before(async () => {
    world = await createWorld({ BODY_LIMIT_BYTES: '2048' });
    org = await world.createOrg();
  });
  after(() => world.close());

  it('answers an unknown route with a problem+json 404', async () => {
    const res = await world.request('GET', '/api/v2/nothing-here/', { token: org.token });
    assert.equal(res.statusCode, 404);
    assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8');
    const body = res.json();
    assert.deepEqual(Object.keys(body).sort(), ['code', 'detail', 'request_id', 'status', 'title', 'type']);
    assert.equal(body.code, 'not_found');
    assert.equal(body.status, 404);
    assert.equal(body.type, '/docs/errors#not_found');
  });

  it('answers a known path with a wrong method with 405 and Allow', async () => {
    const res = await world.request('DELETE', org.url, { token: org.token });
    assert.equal(res.statusCode, 405);
    assert.equal(res.json().code, 'method_not_allowed');
    assert.match(String(res.headers.allow), /GET/);
    assert.match(String(res.headers.allow), /PATCH/);
  });

  it('rejects malformed JSON with 400', async () => {
    const res = await world.app.inject({
      method: 'PATCH', url: org.url, payload: '{"name": ',
      headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' },
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'bad_request');
    assert.match(res.json().detail, /not valid JSON/);
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await world.app.inject({
      method: 'PATCH', url: org.url, payload: '<name>x</name>',
      headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/xml' },
    });
    assert.equal(res.statusCode, 415);
    assert.equal(res.json().code, 'unsupported_media_type');
  });

  it('takes an empty body as no body whatever its Content-Type (DECISIONS section 11)', async () => {
    const contacts = `${org.url}contacts/`;
    for (const type of ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded']) {
      const contact = (await world.request('POST', contacts, { token: org.token, body: { first_name: type } })).json();
      for (const payload of ['', '  \n']) {
        if (payload === '  \n' && type.startsWith('application/x-www')) continue;
        const res = await world.app.inject({
          method: 'DELETE', url: contact.url, payload, headers: { authorization: `Bearer ${org.token}`, 'content-type': type },
        });
        if (payload === '') assert.equal(res.statusCode, 204, `${type}: ${res.body}`);
        else assert.equal(res.statusCode, 404, `${type}: already deleted, ${res.body}`);
      }
    }
    // A body-less POST is {}: a contact needs no field; a product needs its kind, and says so with our envelope.
    const post = (url: string) => world.app.inject({
      method: 'POST', url, payload: '', headers: { authorization: `Bearer ${org.token}`, 'content-type': 'application/json' },
    });
    const contact = await post(contacts);
    assert.equal(contact.statusCode, 201, contact.body);
    const product = await post(`${org.url}products/`);
    assert.equal(product.statusCode, 400, product.body);
    assert.deepEqual(Object.keys(product.json().errors), ['kind']);
  });

  it('rejects an oversized body with 413', async () => {
    const res = await world.request('PATCH', org.url, { token: org.token, body: { name: 'x'.repeat(5000) } });
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().code, 'payload_too_large');
  });

  it('answers text with a NUL character with 400 naming the field, not 500', async () => {
    const res = await world.request('PATCH', org.url, { token: org.token, body: { name: 'a\u0000b' } });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().code, 'validation_failed');
    assert.match(res.json().errors.name[0], /NUL/);
    const query = await world.request('GET', `${org.url}orders/?primary_id=a%00b`, { token: org.token });
    assert.equal(query.statusCode, 400);
    assert.ok(query.json().errors.primary_id, query.body);
  });

  it('answers a malformed percent-encoding or an over-long key in the path with our 404 and a request id', async () => {
    for (const url of [`${org.url}orders/%FF/`, `${org.url}orders/%/`, `/api/v2/orgs/%E0%A4%A/`, `${org.url}orders/${'a'.repeat(600)}/`]) {
      const res = await world.request('GET', url, { token: org.token });
      assert.equal(res.statusCode, 404, url);
      assert.equal(res.headers['content-type'], 'application/problem+json; charset=utf-8', url);
      assert.equal(res.json().code, 'not_found');
      assert.match(String(res.headers['x-request-id']), /^[0-9a-f-]{36}$/);
      assert.equal(res.json().request_id, res.headers['x-request-id']);
    }
  });

  it('puts an X-Request-Id on every response, keeping a sane incoming one', async () => {
    const ok = await world.request('GET', '/healthz');
    assert.match(String(ok.headers['x-request-id']), /^[0-9a-f-]{36}$/);
    const kept = await world.request('GET', org.url, { token: org.token, headers: { 'x-request-id': 'trace-42' } });
    assert.equal(kept.headers['x-request-id'], 'trace-42');
    const replaced = await world.request('GET', '/nope', { headers: { 'x-request-id': 'bad id with spaces' } });
    assert.notEqual(replaced.headers['x-request-id'], 'bad id with spaces');
    assert.equal(replaced.json().request_id, replaced.headers['x-request-id']);
  });

  it('accepts paths without the trailing slash and with doubled slashes', async () => {
    assert.equal((await world.request('GET', org.url.slice(0, -1), { token: org.token })).statusCode, 200);
    assert.equal((await world.request('GET', `/${org.url}`, { token: org.token })).statusCode, 200);
  });

  it('validates paging parameters with 400 naming them', async () => {
    for (const [query, field] of [['limit=0', 'limit'], ['limit=abc', 'limit'], ['offset=-1', 'offset'], ['offset=99999999999999999999', 'offset']]) {
      const res = await world.request('GET', `/api/v2/orgs/?${query}`, { token: org.token });
      assert.equal(res.statusCode, 400, query);
      assert.ok(res.json().errors[field], `${query}: errors.${field}`);
    }
  });

  it('takes the last value of a repeated query parameter, bearer_token included (DECISIONS section 11)', async () => {
    const contacts = `${org.url}contacts/`;
    for (const name of ['A', 'B']) await world.request('POST', contacts, { token: org.token, body: { first_name: name } });
    const page = await world.request('GET', `${contacts}?limit=5&limit=1`, { token: org.token });
    assert.equal(page.statusCode, 200, page.body);
    assert.equal(page.json().results.length, 1);
    const token = await world.request('GET', `${org.url}?bearer_token=not-a-token&bearer_token=${org.token}`);
    assert.equal(token.statusCode, 200, token.body);
    assert.equal(token.json().url, org.url);
    const bad = await world.request('GET', `${org.url}?bearer_token=${org.token}&bearer_token=not-a-token`);
    assert.equal(bad.statusCode, 401);
  });

  it('caps a limit above the maximum instead of refusing it (DECISIONS section 3)', async () => {
    const small = await createWorld({ PAGE_SIZE_MAX: '2', PAGE_SIZE_DEFAULT: '2' });
    try {
      const shop = await small.createOrg();
      for (const name of ['A', 'B', 'C']) {
        assert.equal((await small.request('POST', `${shop.url}contacts/`, { token: shop.token, body: { first_name: name } })).statusCode, 201);
      }
      const res = await small.request('GET', `${shop.url}contacts/?limit=1001`, { token: shop.token, headers: { host: 'api.example.test' } });
      assert.equal(res.statusCode, 200, res.body);
      const page = res.json();
      assert.equal(page.count, 3);
      assert.equal(page.results.length, 2);
      assert.equal(page.next, `http://api.example.test${shop.url}contacts/?limit=1001&offset=2`);
    } finally {
      await small.close();
    }
  });

  it('pages with absolute next/previous links that keep every other parameter', async () => {
    // A member of three organizations sees all three through a token not bound to one of them.
    const { sql } = await import('../../src/core/sql.ts');
    const { issueToken } = await import('../../src/auth/tokens.ts');
    const { ALL_SCOPES } = await import('../../src/auth/scopes.ts');
    const other1 = await world.createOrg('Second');
    const other2 = await world.createOrg('Third');
    for (const o of [other1, other2]) {
      await world.db.rows(sql`INSERT INTO memberships (org_id, user_id, role) VALUES (${o.id}, ${org.userId}, 'member')`);
    }
    const wide = (await issueToken(world.db, { userId: org.userId, orgId: null, scopes: ALL_SCOPES })).token;
    const first = await world.request('GET', `/api/v2/orgs/?limit=2&bearer_token=${wide}&x=1`, { headers: { host: 'api.example.test' } });
    assert.equal(first.statusCode, 200);
    const page1 = first.json();
    assert.equal(page1.count, 3);
    assert.equal(page1.results.length, 2);
    assert.equal(page1.previous, null);
    assert.equal(page1.next, `http://api.example.test/api/v2/orgs/?limit=2&bearer_token=${wide}&x=1&offset=2`);
    const second = await world.app.inject({ method: 'GET', url: page1.next.replace('http://api.example.test', ''), headers: { host: 'api.example.test' } });
    const page2 = second.json();
    assert.equal(page2.results.length, 1);
    assert.equal(page2.next, null);
    assert.equal(page2.previous, `http://api.example.test/api/v2/orgs/?limit=2&bearer_token=${wide}&x=1`);
    const seen = [...page1.results, ...page2.results].map((o: { url: string }) => o.url);
    assert.equal(new Set(seen).size, 3);
  });

  it('serves health, metrics, the OpenAPI document and the docs page without a token', async () => {
    assert.equal((await world.request('GET', '/healthz')).json().status, 'ok');
    const metrics = await world.request('GET', '/metrics');
    assert.match(metrics.body, /boxline_http_request_duration_seconds/);
    const docs = await world.request('GET', '/docs/');
    assert.equal(docs.statusCode, 200);
    assert.match(docs.headers['content-type'] as string, /text\/html/);
  });
});

describe('error catalogue page', () => {
  it('documents every code a problem type points to', async () => {
    const world = await createWorld();
    try {
      const res = await world.request('GET', '/docs/errors');
      assert.equal(res.statusCode, 200);
      const { ERROR_CATALOGUE } = await import('../../src/core/errors.ts');
      for (const code of Object.keys(ERROR_CATALOGUE)) assert.match(res.body, new RegExp(`id="${code}"`));
    } finally {
      await world.close();
    }
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After once a token has spent its burst, per token', async () => {
    const world = await createWorld({ RATE_LIMIT_PER_SECOND: '1', RATE_LIMIT_BURST: '3' });
    try {
      const a = await world.createOrg('A');
      const b = await world.createOrg('B');
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await world.request('GET', a.url, { token: a.token })).statusCode);
      assert.deepEqual(statuses, [200, 200, 200, 429]);
      const limited = await world.request('GET', `${a.url}?bearer_token=${a.token}`);
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.json().code, 'rate_limited');
      assert.ok(Number(limited.headers['retry-after']) >= 1);
      assert.equal(limited.headers['ratelimit-remaining'], '0');
      const other = await world.request('GET', b.url, { token: b.token });
      assert.equal(other.statusCode, 200);
      assert.equal(other.headers['ratelimit-limit'], '3');
      assert.equal(other.headers['ratelimit-remaining'], '2');
    } finally {
      await world.close();
    }
  });
});
