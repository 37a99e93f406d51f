// DECISIONS sections 11 and 3 on every write route of both APIs, enumerated from the app's own route list (so a
// new route is covered as soon as it exists): a POST, PUT or PATCH with `Content-Type: application/json` and no
// body is read as `{}` (a 2xx, or a 400 naming a required field, never "body: must be an object"), and a
// `text/plain` body is a 415 on every POST, PUT, PATCH and DELETE.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { registeredRoutes, routeName, type RegisteredRoute } from '../support/routes.ts';
import { documentForm } from '../support/multipart.ts';
import { decodeId, encodeId } from '../../src/core/ids.ts';

const WRITES = ['POST', 'PUT', 'PATCH'];

/** `/api/v2/orgs/:org_pk/orders/:order_pk/boxes/` -> the part up to its last key, as a pattern of one object's URL. */
function objectPattern(url: string): RegExp | null {
  const last = url.match(/^(.*\/:\w+\/)/);
  if (!last) return null;
  return new RegExp(`^${last[1].replace(/:\w+/g, '[^/]+')}$`);
}

describe('write routes: empty JSON bodies and text/plain (DECISIONS sections 3 and 11)', () => {
  let world: TestWorld;
  let org: TestOrg;
  let token: string;
  /** URLs of real objects of `org`; a route whose object is one of them must not answer 404. */
  const objects: string[] = [];

  const send = (method: string, url: string, headers: Record<string, string>, body?: string | Buffer) =>
    world.app.inject({ method: method as never, url, headers: { authorization: `Bearer ${token}`, ...headers }, ...(body === undefined ? {} : { payload: body }) });

  async function created(method: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Record<string, any>> {
    const res = await world.request(method, url, { token, body, headers });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  }

  const v1 = (resource: string, v2Url: string) => `/api/v1/${resource}/${decodeId(v2Url.split('/').filter(Boolean).pop()!)}/`;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Writes');
    token = await world.tokenFor(org, { role: 'owner' });
    const order = await created('POST', `${org.url}orders/`, { primary_id: 'W-1', boxes: [{ items: [{ quantity: 1 }] }] });
    const box = order.boxes[0];
    const item = (await created('GET', `${box.url}items/`, undefined)).results[0];
    const contact = await created('POST', `${org.url}contacts/`, { first_name: 'Ada', addresses: [{ city: 'Leeds' }] });
    const doc = documentForm({ kind: 'label', data: '%PDF-1.4 x' });
    const document = await created('POST', `${box.url}docs/`, doc.body, doc.headers);
    const webhook = await created('POST', `${org.url}webhooks/`, { remote_url: 'http://127.0.0.1:9/hook/', entity: 'orders' });
    objects.push(
      org.url, order.url, box.url, item.url, contact.url, webhook.url, document.url, `${org.url}members/${encodeId(org.userId)}/`,
      (await created('POST', `${order.url}notes/`, { content: 'a note' })).url,
      (await created('POST', `${contact.url}notes/`, { content: 'a note' })).url,
      contact.addresses[0].url,
      (await created('POST', `${org.url}products/`, { kind: 'goods', part_number: 'P-1' })).url,
      (await created('POST', `${org.url}packaging/`, { name: 'Small box' })).url,
      (await created('POST', `${org.url}apps/`, { name: 'An app' })).url,
      (await created('POST', `${org.url}wallet-subaccounts/`, { unique_id: 'sub-1' })).url,
      v1('orders', order.url), v1('boxes', box.url), v1('items', item.url), v1('webhooks', webhook.url), `/api/v1/company/${org.id}/`,
    );
    objects.push(`/api/v1/company_address/${(await created('POST', '/api/v1/company_address/', { city: 'Leeds' })).id}/`);
  });
  after(() => world.close());

  /** The route's URL with real objects where we made one (`real`), else well-formed keys of none. */
  function target(route: RegisteredRoute): { url: string; real: boolean } {
    const pattern = objectPattern(route.url);
    if (!pattern) return { url: route.url, real: true };
    const object = objects.find((u) => pattern.test(u));
    const rest = route.url.replace(/^.*\/:\w+\//, '');
    if (object) return { url: `${object}${rest}`, real: true };
    return { url: route.url.replace(':org_pk', org.pk).replace(/:\w+/g, '1'), real: false };
  }

  /** The field paths a 400 names: v2's `errors`, v1's `field: message`, OAuth2's "The x parameter is required". */
  function namedFields(res: LightMyRequestResponse): string[] {
    const body = res.json();
    if (body.errors) return Object.keys(body.errors);
    const text: string = body.error_message ?? body.error_description ?? '';
    return [text.match(/^([\w.[\]]+):/)?.[1] ?? text.match(/The (\w+) parameter/)?.[1] ?? ''].filter(Boolean);
  }

  it('reads an empty body sent as JSON as {} on every POST, PUT and PATCH', async () => {
    const routes = registeredRoutes(world.app).filter((r) => WRITES.includes(r.method) && r.url.startsWith('/api/'));
    assert.ok(routes.length > 40, `${routes.length} write routes`);
    let reached = 0;
    for (const route of routes) {
      const { url, real } = target(route);
      for (const body of [undefined, '', '  \n']) {
        const res = await send(route.method, url, { 'content-type': 'application/json' }, body);
        const label = `${routeName(route)} as ${route.method} ${url} with ${JSON.stringify(body)}: ${res.statusCode} ${res.body.slice(0, 300)}`;
        assert.doesNotMatch(res.body, /must be an object|body is empty/, label);
        if (res.statusCode === 400) {
          const fields = namedFields(res);
          assert.ok(fields.length > 0 && !fields.includes('body'), `a 400 names a field: ${label}`);
        } else if (res.statusCode === 404 && !real) {
          // No object of this kind was made here: the request passed validation and found no object.
        } else if (route.url === '/api/v1/oauth2/authorize') {
          assert.equal(res.statusCode, 303, label); // the consent form answers with a redirect
        } else {
          assert.ok(res.statusCode >= 200 && res.statusCode < 300 || res.statusCode === 409, label);
        }
      }
      if (real) reached++;
    }
    assert.ok(reached >= routes.length - 6, `only ${reached} of ${routes.length} write routes met a real object`);
  });

  it('answers a text/plain body with 415 on every POST, PUT, PATCH and DELETE, before anything is read or written', async () => {
    const routes = registeredRoutes(world.app).filter((r) => [...WRITES, 'DELETE'].includes(r.method) && r.url.startsWith('/api/'));
    for (const route of routes) {
      const { url } = target(route);
      for (const type of ['text/plain', 'text/plain; charset=utf-8', 'application/xml']) {
        const res = await send(route.method, url, { 'content-type': type }, '{"primary_id": "X"}');
        assert.equal(res.statusCode, 415, `${routeName(route)} with ${type}: ${res.statusCode} ${res.body}`);
      }
    }
    assert.equal((await world.request('GET', `${objects[1]}`, { token })).statusCode, 200, 'the order is still there');
  });

  it('keeps form bodies where they are read: the OAuth2 token endpoint and the bearer_token field', async () => {
    const res = await send('POST', '/api/v1/oauth2/token/', { 'content-type': 'application/x-www-form-urlencoded' }, 'grant_type=client_credentials&client_id=nope&client_secret=nope');
    assert.equal(res.statusCode, 401, res.body);
    assert.equal(res.json().error, 'invalid_client');
  });

  it('keeps refusing a JSON null or a non-object body, naming the body', async () => {
    for (const body of ['null', '[]', '"text"']) {
      const res = await send('POST', `${org.url}contacts/`, { 'content-type': 'application/json' }, body);
      assert.equal(res.statusCode, 400, res.body);
      assert.deepEqual(Object.keys(res.json().errors), ['body']);
    }
  });
});
