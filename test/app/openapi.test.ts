import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../support/app.ts';

describe('OpenAPI document', () => {
  let world: TestWorld;
  let doc: Record<string, any>;

  before(async () => {
    world = await createWorld();
    const res = await world.request('GET', '/api/v2/openapi.json');
    assert.equal(res.statusCode, 200);
    doc = res.json();
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
        for (const status of ['400', '401', '403', '404']) assert.ok(op.responses[status], `${label} documents ${status}`);
        assert.ok(op.security?.length, `${label} declares security`);
        for (const name of path.match(/\{(\w+)\}/g) ?? []) {
          const param = name.slice(1, -1);
          assert.ok(op.parameters?.some((p: any) => p.name === param && p.in === 'path'), `${label} documents ${param}`);
        }
      }
    }
    assert.ok(doc.paths['/api/v2/orgs/{org_pk}/'].patch.requestBody, 'PATCH org has a request body');
  });
});
