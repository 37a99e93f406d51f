// The OpenAPI document's description names every resource the API has, and each has its paths.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../support/app.ts';

/** Each resource as the description names it, and a path that must exist for it. */
const RESOURCES: [RegExp, RegExp][] = [
  [/orders with boxes and items/, /\/orders\/\{order_pk\}\/boxes\/\{box_pk\}\/items\//],
  [/shipping documents/, /\/boxes\/\{box_pk\}\/docs\//],
  [/carrier tracking/, /\/boxes\/\{box_pk\}\/tracking\//],
  [/insurance/, /\/insurance\//],
  [/wallet sub-accounts/, /\/wallet-subaccounts\//],
  [/OAuth2 apps/, /\/apps\//],
  [/app relations/, /\/appstore\/app-relations\//],
  [/webhooks/, /\/webhooks\//],
];

describe('OpenAPI descriptions', () => {
  let world: TestWorld;
  let doc: any;
  before(async () => {
    world = await createWorld();
    doc = JSON.parse((await world.request('GET', '/api/v2/openapi.json')).body);
  });
  after(() => world.close());

  it('name every resource, and every resource named has its paths', () => {
    const paths = Object.keys(doc.paths);
    for (const [named, path] of RESOURCES) {
      assert.match(doc.info.description, named);
      assert.ok(paths.some((p) => path.test(p)), `a path for ${named}`);
    }
  });
});
