// The OpenAPI document says only what exists: no resource is promised before it has routes.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../support/app.ts';

/** Resources that do not exist yet, and what a description promising them would say. */
const NOT_YET = /\b(documents?|tracking (resources?|events?))\b/i;

describe('OpenAPI descriptions', () => {
  let world: TestWorld;
  let doc: any;
  before(async () => {
    world = await createWorld();
    doc = JSON.parse((await world.request('GET', '/api/v2/openapi.json')).body);
  });
  after(() => world.close());

  it('describe only resources that have routes', () => {
    const promises: string[] = [];
    const walk = (value: unknown, path: string): void => {
      if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}/${i}`));
      else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${path}/${k}`);
      else if (typeof value === 'string' && /(description|summary|title)$/.test(path) && NOT_YET.test(value)) promises.push(`${path}: ${value}`);
    };
    walk(doc, '');
    assert.deepEqual(promises, []);
    assert.match(doc.info.description, /orders with boxes and items, products, contacts, packaging presets, notes, tags and webhooks/);
    assert.ok(!Object.keys(doc.paths).some((p) => /documents|tracking/.test(p)), 'no such paths');
  });
});
