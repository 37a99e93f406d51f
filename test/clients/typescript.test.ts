/**
 * The TypeScript client (clients/typescript): its checked-in schema is what the app's OpenAPI document generates
 * today, and it drives a real server on a real port. The @ts-expect-error lines are checked by `tsc`: the types
 * refuse what the API refuses.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { BoxlineError, createClient, type BoxlineClient } from '../../clients/typescript/src/index.ts';
import { appDocument, schemaText, SCHEMA_FILE } from '../../clients/typescript/scripts/openapi-document.ts';

describe('TypeScript client', () => {
  let world: TestWorld;
  let org: TestOrg;
  let client: BoxlineClient;
  const ORDERS = '/api/v2/orgs/{org_pk}/orders/';

  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme');
    const baseUrl = await world.app.listen({ host: '127.0.0.1', port: 0 });
    client = createClient({ baseUrl, token: org.token, org: org.pk });
  });
  after(() => world.close());

  it('has a schema.d.ts that is what the OpenAPI document generates now (npm run client:generate)', async () => {
    const fresh = await schemaText(await appDocument());
    const checkedIn = readFileSync(SCHEMA_FILE, 'utf8');
    assert.ok(fresh === checkedIn, 'clients/typescript/src/schema.d.ts is stale: run `npm run client:generate` and commit it');
  });

  it('creates orders, lists them with a filter and follows next', async () => {
    for (const n of [1, 2, 3]) {
      const created = await client.post(ORDERS, { body: { primary_id: `GIFT-${n}`, tags: ['gift'] } });
      assert.equal(created.primary_id, `GIFT-${n}`);
      assert.match(created.url, new RegExp(`^${org.url}orders/`));
    }
    await client.post(ORDERS, { path: { org_pk: org.pk }, body: { primary_id: 'PLAIN' } });

    const firstPage = await client.get(ORDERS, { query: { tag: 'gift', limit: 2, order_by: 'primary_id' } });
    assert.equal(firstPage.count, 3);
    assert.equal(firstPage.results.length, 2);
    assert.ok(firstPage.next, 'a next link');

    const seen: string[] = [];
    for await (const order of client.list(ORDERS, { query: { tag: 'gift', limit: 2, order_by: 'primary_id' } })) {
      seen.push(order.primary_id ?? '');
    }
    assert.deepEqual(seen, ['GIFT-1', 'GIFT-2', 'GIFT-3'], 'every page, through next');

    const one = await client.get('/api/v2/orgs/{org_pk}/orders/{order_pk}/', { path: { order_pk: firstPage.results[0].url.split('/').at(-2)! } });
    assert.equal(one.primary_id, 'GIFT-1');
  });

  it('throws a BoxlineError with the problem naming the field', async () => {
    await assert.rejects(
      // @ts-expect-error: tags is a list of strings
      client.post(ORDERS, { body: { primary_id: 'BAD', tags: 'gift' } }),
      (err: unknown) => err instanceof BoxlineError && err.status === 400 && JSON.stringify(err.problem).includes('tags'),
    );
  });

  it('types paths, methods and bodies', () => {
    // Only compiled: each line is an error tsc must find, so the types cannot silently become `any`.
    const typeErrors = () => {
      // @ts-expect-error: no such path
      void client.get('/api/v2/orgs/{org_pk}/nothing/', {});
      // @ts-expect-error: orders/ has no PATCH
      void client.patch(ORDERS, { body: {} });
      // @ts-expect-error: a create needs its body
      void client.post(ORDERS, {});
    };
    assert.equal(typeof typeErrors, 'function');
  });
});
