// What product writes refuse, thrown by createProduct and updateProduct called directly: a ProductRefusal with the
// field mechanism's problems by path, nothing written. Its words: test/http/product-refusals.test.ts.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { RefusedValue } from '../../src/core/fields/index.ts';
import { createProduct, updateProduct } from '../../src/products/service.ts';
import { ProductRefusal } from '../../src/products/refusals.ts';
import { createWorld, type TestWorld } from '../support/app.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

describe('product writes\' refusals (ProductRefusal, called directly)', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(() => world.close());

  it('field_rules: every field the field mechanism refused, on create and on update', async () => {
    const org = await world.createOrg();
    const expected = { unit_weight: [said('is not a weight')], 'source.retrieved_at': [said('is not a moment')] };
    const body = { part_number: 'P-1', unit_weight: new RefusedValue('is not a weight'), source: { retrieved_at: new RefusedValue('is not a moment') } };
    const refused = (err: unknown) => {
      assert.ok(err instanceof ProductRefusal, String(err));
      assert.deepEqual(err.refusal, { kind: 'field_rules', errors: expected });
      return true;
    };
    await assert.rejects(world.db.transaction((tx) => createProduct(tx, org.id, body)), refused);
    assert.equal((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM products WHERE org_id = ${org.id}`))!.n, 0);
    await world.db.transaction((tx) => createProduct(tx, org.id, { part_number: 'P-2' }));
    const id = Number((await world.db.one<{ id: number }>(sql`SELECT id FROM products WHERE org_id = ${org.id}`))!.id);
    await assert.rejects(world.db.transaction((tx) => updateProduct(tx, org.id, id, body)), refused);
  });
});
