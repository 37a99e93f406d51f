import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../support/app.ts';
import { registeredRoutes, routeName, type RegisteredRoute } from '../support/routes.ts';
import { ENTITIES } from '../../src/events/emit.ts';
import { isLegacyV1, V1_DOCUMENT, V2_DOCUMENT } from '../../src/http/openapi.ts';

/** Actions that take no body although their method usually does. */
const BODYLESS = new Set(['POST /api/v2/orgs/:org_pk/webhooks/:webhook_pk/deliveries/:delivery_pk/redeliver/',
  'POST /api/v2/orgs/:org_pk/batches/:batch_pk/retry/', 'POST /api/v2/orgs/:org_pk/manifests/:manifest_pk/retry/']);
/** Collections answered as a plain array, without paging. */
const UNPAGED = new Set(['GET /api/v2/orgs/:org_pk/orders/tags/', 'GET /api/v2/orgs/:org_pk/orders/:order_pk/tags/']);
/** Paths ending in a fixed word that name one object, not a collection (a box's label). */
const SINGLE = new Set(['GET /api/v2/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/label/']);
/** Collections answered as a file of every matching object (not paged), with their content type. */
const FILES = new Map([
  ['GET /api/v2/orgs/:org_pk/orders/export.csv', 'text/csv'],
  ['GET /api/v2/orgs/:org_pk/orders/export.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  ['GET /api/v2/orgs/:org_pk/orders/:order_pk/packing-slip.pdf', 'application/pdf'],
  ['GET /api/v2/orgs/:org_pk/manifests/:manifest_pk/manifest.pdf', 'application/pdf'],
  ['GET /api/v2/orgs/:org_pk/batches/:batch_pk/print-file/', 'application/pdf'],
  ['GET /api/v2/orgs/:org_pk/manifests/:manifest_pk/carrier-document/', 'application/pdf'],
]);
/** Collections read on from a cursor (`after`, `limit`), not by offset. */
const CURSOR_PAGED = new Set(['GET /api/v2/orgs/:org_pk/events/']);

const SUCCESS = /^2\d\d$/;
const successSchemas = (route: RegisteredRoute) =>
  Object.entries<any>(route.declared.response ?? {}).filter(([status]) => SUCCESS.test(status)).map(([, schema]) => schema);
/** A GET whose success answer is the `{count, next, previous, results}` envelope. */
const isList = (route: RegisteredRoute) => route.method === 'GET' && successSchemas(route).some((s) => s?.properties?.results);
/** A GET of a collection (the path ends in a fixed word, not a key). */
const isCollection = (route: RegisteredRoute) => route.method === 'GET' && !/\/:[^/]+\/?$/.test(route.url);

/**
 * What a route must declare itself: the OpenAPI `onRoute` hook adds the error responses and the security
 * requirement to every route, and @fastify/swagger invents path parameters and a 200 when none are declared.
 */
function undeclared(route: RegisteredRoute): string[] {
  const schema = route.declared;
  const missing: string[] = [];
  if (!Array.isArray(schema.tags) || schema.tags.length === 0) missing.push('tags');
  if (typeof schema.summary !== 'string' || schema.summary.trim() === '') missing.push('summary');
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    if (!schema.params?.properties?.[name] || !schema.params.required?.includes(name)) missing.push(`params.${name}`);
  }
  if (successSchemas(route).length === 0) missing.push('a 2xx response schema');
  const takesBody = ['POST', 'PUT', 'PATCH'].includes(route.method) && !BODYLESS.has(routeName(route));
  if (takesBody && !schema.body?.properties) missing.push('body');
  if (CURSOR_PAGED.has(routeName(route))) {
    for (const name of ['after', 'limit']) if (!schema.querystring?.properties?.[name]) missing.push(`querystring.${name}`);
  } else if (isList(route) || (isCollection(route) && !UNPAGED.has(routeName(route)) && !FILES.has(routeName(route)) && !SINGLE.has(routeName(route)))) {
    for (const name of ['limit', 'offset']) if (!schema.querystring?.properties?.[name]) missing.push(`querystring.${name}`);
  }
  return missing;
}

describe('OpenAPI document', () => {
  let world: TestWorld;
  let doc: Record<string, any>;
  /** The documented /api routes, as they declared themselves. */
  let routes: RegisteredRoute[];

  before(async () => {
    world = await createWorld();
    const res = await world.request('GET', V2_DOCUMENT);
    assert.equal(res.statusCode, 200);
    doc = res.json();
    routes = registeredRoutes(world.app).filter((r) => r.url.startsWith('/api/') && !r.declared.hide && !isLegacyV1(r.url));
  });
  after(() => world.close());

  it('is an OpenAPI 3 document with the bearer schemes and the error envelope', () => {
    assert.match(doc.openapi, /^3\./);
    assert.equal(doc.components.securitySchemes.bearer.scheme, 'bearer');
    assert.ok(doc.components.schemas.Problem.properties.errors);
  });

  it('documents every API route with its parameters, responses, errors and security', () => {
    for (const path of ['/api/v2/orgs/', '/api/v2/orgs/{org_pk}/orders/', '/api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/items/',
      '/api/v2/orgs/{org_pk}/products/', '/api/v2/orgs/{org_pk}/packaging/', '/api/v2/orgs/{org_pk}/contacts/{contact_pk}/orders/',
      '/api/v2/orgs/{org_pk}/webhooks/{webhook_pk}/deliveries/']) {
      assert.ok(doc.paths[path], `documents ${path}`);
    }
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        if (!path.startsWith('/api/')) continue;
        const label = `${method.toUpperCase()} ${path}`;
        assert.ok(op.summary, `${label} has a summary`);
        assert.ok(op.responses['200'] || op.responses['201'] || op.responses['204'] || op.responses['202'], `${label} has a success response`);
        // A public operation (the OAuth2 token endpoint) says so with `security: []` and documents its own errors.
        const isPublic = Array.isArray(op.security) && op.security.length === 0;
        for (const status of isPublic ? ['400', '401'] : ['400', '401', '403', '404']) assert.ok(op.responses[status], `${label} documents ${status}`);
        assert.ok(isPublic || op.security?.length, `${label} declares security`);
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const param = name.slice(1, -1);
          assert.ok(op.parameters?.some((p: any) => p.name === param && p.in === 'path'), `${label} documents ${param}`);
        }
      }
    }
    assert.ok(doc.paths['/api/v2/orgs/{org_pk}/'].patch.requestBody, 'PATCH org has a request body');
  });

  it('names every operation once, describes every answer, and shows one way to authorize', () => {
    const ids = new Map<string, string>();
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const label = `${method.toUpperCase()} ${path}`;
        assert.match(op.operationId ?? '', /^[a-z][A-Za-z0-9]+$/, `${label} has a readable operationId`);
        assert.ok(!ids.has(op.operationId), `${label} and ${ids.get(op.operationId)} share ${op.operationId}`);
        ids.set(op.operationId, label);
        assert.ok(op.summary, `${label} has a summary`);
        for (const [status, response] of Object.entries<any>(op.responses)) {
          assert.ok(response.description && response.description !== 'Default Response', `${label} describes its ${status}`);
        }
        for (const requirement of op.security ?? []) assert.deepEqual(Object.keys(requirement), ['bearer'], `${label}: one scheme`);
        const org = op.parameters?.find((p: any) => p.in === 'path' && p.name === 'org_pk');
        if (org) assert.equal(org.example, '1', `${label}: org_pk has the demo organization as its example`);
      }
    }
    assert.deepEqual(Object.keys(doc.components.securitySchemes), ['bearer']);
    const expected: Record<string, string> = {
      listOrders: 'GET /api/v2/orgs/{org_pk}/orders/', getOrder: 'GET /api/v2/orgs/{org_pk}/orders/{order_pk}/',
      createOrderBox: 'POST /api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/',
      updateOrderBoxItem: 'PATCH /api/v2/orgs/{org_pk}/orders/{order_pk}/boxes/{box_pk}/items/{item_pk}/',
      replaceOrder: 'PUT /api/v2/orgs/{org_pk}/orders/{order_pk}/', listOrgs: 'GET /api/v2/orgs/',
      redeliverWebhookDelivery: 'POST /api/v2/orgs/{org_pk}/webhooks/{webhook_pk}/deliveries/{delivery_pk}/redeliver/',
    };
    for (const [id, label] of Object.entries(expected)) assert.equal(ids.get(id), label, id);
    assert.equal(doc.paths['/api/v2/orgs/{org_pk}/orders/'].get.responses['200'].description, 'A page of orders: {count, next, previous, results}');
    assert.equal(doc.paths['/api/v2/orgs/{org_pk}/orders/'].post.responses['201'].description, 'Created: the new order');
  });

  it('serves the docs page under Boxline\'s name and mark, not Fastify\'s', async () => {
    const page = await world.request('GET', '/docs/');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /<title>Boxline API reference<\/title>/);
    assert.match(page.body, /theme\/boxline\.js/);
    const init = await world.request('GET', '/docs/static/swagger-initializer.js');
    const logo = /img\.src = 'data:image\/svg\+xml;base64,([^']+)'/.exec(init.body);
    assert.ok(logo, 'a logo of our own replaces the default one');
    assert.match(Buffer.from(logo[1], 'base64').toString('utf8'), />Boxline API</);
    assert.doesNotMatch(Buffer.from(logo[1], 'base64').toString('utf8'), /fastify/i);
    const script = await world.request('GET', '/docs/static/theme/boxline.js');
    assert.equal(script.statusCode, 200);
    assert.match(script.body, /org_pk/);
  });

  it('documents the Idempotency-Key header and its 409 and 422 on every POST of an organization', () => {
    let posts = 0;
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      if (!path.startsWith('/api/v2/orgs/{org_pk}/') || !item.post) continue;
      posts++;
      const header = item.post.parameters?.find((p: any) => p.in === 'header' && p.name === 'idempotency-key');
      assert.ok(header, `POST ${path} documents Idempotency-Key`);
      assert.match(header.description, /24 hours/);
      for (const status of ['409', '422']) assert.ok(item.post.responses[status], `POST ${path} documents ${status}`);
    }
    assert.ok(posts >= 10, `${posts} POST routes`);
  });

  it('has every route declare its tags, summary, path parameters, success response, body and paging', () => {
    assert.ok(routes.length > 50, `${routes.length} documented routes`);
    const gaps = routes.map((route) => ({ route: routeName(route), missing: undeclared(route) })).filter((r) => r.missing.length > 0);
    assert.deepEqual(gaps, [], 'routes that do not declare what the OpenAPI document needs');
  });

  it('shows what each route declared in the document: tags, summary, a success schema, the body and the paging', () => {
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path]?.[route.method.toLowerCase()];
      const label = routeName(route);
      assert.ok(op, `${label} is in the document as ${path}`);
      assert.deepEqual(op.tags, route.declared.tags, `${label}: tags`);
      assert.equal(op.summary, route.declared.summary, `${label}: summary`);
      const [status, response] = Object.entries<any>(op.responses).find(([s]) => SUCCESS.test(s))!;
      const type = FILES.get(label) ?? 'application/json';
      if (status !== '204') assert.ok(response.content?.[type]?.schema, `${label}: the ${status} response has a ${type} schema`);
      // Uploads are multipart/form-data (the routes declare `consumes`); every other body is JSON.
      const bodyContent = op.requestBody?.content?.['application/json'] ?? op.requestBody?.content?.['multipart/form-data'];
      if (route.declared.body) assert.ok(bodyContent?.schema, `${label}: request body`);
      if (isList(route)) {
        for (const name of ['limit', 'offset']) assert.ok(op.parameters.some((p: any) => p.in === 'query' && p.name === name), `${label}: ${name}`);
      }
    }
  });

  it('names the exemptions it grants, and they still hold', () => {
    const byName = new Map(routes.map((r) => [routeName(r), r]));
    for (const name of BODYLESS) assert.equal(byName.get(name)?.declared.body, undefined, `${name} is registered and takes no body`);
    for (const name of UNPAGED) {
      const route = byName.get(name);
      assert.ok(route, `${name} is registered`);
      assert.ok(successSchemas(route).every((s) => s.type === 'array'), `${name} answers a plain array`);
    }
    for (const name of CURSOR_PAGED) assert.ok(byName.get(name), `${name} is registered`);
    for (const name of SINGLE) assert.ok(!isList(byName.get(name)!), `${name} is registered and answers one object`);
    for (const name of FILES.keys()) assert.ok(byName.get(name), `${name} is registered`);
  });

  it('catches a route that declares nothing but its scope', () => {
    const bare = (method: string, url: string): RegisteredRoute => ({ method, url, config: { scope: 'order' }, declared: {} });
    assert.deepEqual(undeclared(bare('POST', '/api/v2/orgs/:org_pk/things/:thing_pk/parts/')), [
      'tags', 'summary', 'params.org_pk', 'params.thing_pk', 'a 2xx response schema', 'body',
    ]);
    assert.deepEqual(undeclared(bare('GET', '/api/v2/orgs/:org_pk/things/')), [
      'tags', 'summary', 'params.org_pk', 'a 2xx response schema', 'querystring.limit', 'querystring.offset',
    ]);
  });

  it('keeps order-delivered and acceptance-scan subscribable and says when they are sent', () => {
    const webhooks = doc.paths['/api/v2/orgs/{org_pk}/webhooks/'];
    const one = doc.paths['/api/v2/orgs/{org_pk}/webhooks/{webhook_pk}/'];
    const entityFields = {
      'POST body': webhooks.post.requestBody.content['application/json'].schema.properties.entity,
      'PATCH body': one.patch.requestBody.content['application/json'].schema.properties.entity,
      'GET response': one.get.responses['200'].content['application/json'].schema.properties.entity,
    };
    for (const [where, field] of Object.entries<any>(entityFields)) {
      assert.deepEqual(field.enum, [...ENTITIES], `${where}: every entity can be subscribed to`);
      assert.ok(field.enum.includes('order-delivered') && field.enum.includes('acceptance-scan'), `${where}: subscribable`);
      assert.match(field.description, /`order-delivered`: the order .*, once, when every box of it is delivered/, `${where}: description`);
      assert.match(field.description, /`acceptance-scan`: .* first accepted carrier scan of a box that has the custom field PACKING_GROUP_TRANSACTION_AMOUNT/, `${where}: description`);
    }
  });
});

describe('OpenAPI document of the legacy v1 API', () => {
  let world: TestWorld;
  let doc: Record<string, any>;
  let v2: Record<string, any>;
  let routes: RegisteredRoute[];

  before(async () => {
    world = await createWorld();
    const res = await world.request('GET', V1_DOCUMENT);
    assert.equal(res.statusCode, 200);
    doc = res.json();
    v2 = (await world.request('GET', V2_DOCUMENT)).json();
    routes = registeredRoutes(world.app).filter((r) => isLegacyV1(r.url) && !r.declared.hide);
  });
  after(() => world.close());

  it('holds every v1 route, and only those: v2 and OAuth2 stay in the v2 document', () => {
    assert.ok(routes.length >= 40, `${routes.length} v1 routes`);
    assert.match(doc.info.title, /v1/);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      assert.ok(doc.paths[path]?.[route.method.toLowerCase()], `${routeName(route)} is in the v1 document`);
      assert.equal(v2.paths[path], undefined, `${path} is not in the v2 document`);
    }
    for (const path of Object.keys(doc.paths)) assert.ok(isLegacyV1(path), `${path} belongs to v1`);
    assert.ok(v2.paths['/api/v1/oauth2/token/'], 'OAuth2 stays in the v2 document');
    assert.deepEqual(Object.keys(doc.components.schemas), ['V1Error'], 'only the schemas v1 refers to');
    assert.ok(!('V1Error' in v2.components.schemas));
  });

  it('names every operation, summarises it, describes every answer and documents its errors and security', () => {
    const ids = new Set<string>();
    for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        const label = `${method.toUpperCase()} ${path}`;
        assert.match(op.operationId ?? '', /^[a-z]+V1[A-Z][A-Za-z0-9]*$/, `${label} has a readable v1 operationId`);
        assert.ok(!ids.has(op.operationId), `${label}: ${op.operationId} is unique`);
        ids.add(op.operationId);
        assert.ok(op.summary, `${label} has a summary`);
        const success = Object.entries<any>(op.responses).filter(([status]) => SUCCESS.test(status));
        assert.ok(success.length > 0, `${label} has a success response`);
        for (const [status, response] of Object.entries<any>(op.responses)) {
          assert.ok(response.description && response.description !== 'Default Response', `${label} describes its ${status}`);
        }
        for (const status of ['400', '401', '403', '404']) assert.equal(op.responses[status]?.content?.['application/json']?.schema?.$ref, '#/components/schemas/V1Error', `${label}: ${status}`);
        assert.deepEqual(op.security, [{ bearer: [] }], `${label} declares security`);
      }
    }
    assert.equal(doc.paths['/api/v1/orders/'].get.operationId, 'listV1Orders');
    assert.equal(doc.paths['/api/v1/orders/'].get.responses['200'].description, 'A page of orders: {meta, objects}');
    assert.ok(doc.paths['/api/v1/orders/'].get.parameters.some((p: any) => p.in === 'query' && p.name === 'format'));
  });

  it('has every v1 route declare its tags, summary, path parameters, success response, body and paging', () => {
    const gaps = routes.map((route) => ({ route: routeName(route), missing: undeclared(route) })).filter((r) => r.missing.length > 0);
    assert.deepEqual(gaps, []);
  });
});
