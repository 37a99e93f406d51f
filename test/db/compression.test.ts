/**
 * Stored renders and event payloads are compressed with lz4 where the server has it (migration 0330): a render of
 * an order of 2 boxes x 3 items (about 6 KB) is stored compressed, and reads give its bytes back unchanged.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { sql } from '../../src/core/sql.ts';
import { postOrder, twoByThreeOrder } from '../v2/orders/fixtures.ts';

let world: TestWorld;
let org: TestOrg;

before(async () => {
  world = await createWorld();
  org = await world.createOrg('Acme');
});
after(() => world.close());

/** Whether the server can compress with lz4 (PGlite and servers built without it cannot). */
async function hasLz4(): Promise<boolean> {
  try {
    await world.db.transaction(async (tx) => {
      await tx.rows(sql`CREATE TEMP TABLE lz4_probe (b text COMPRESSION lz4)`);
      throw new Error('rolled back');
    });
  } catch (err) {
    return (err as Error).message === 'rolled back';
  }
  return true;
}

describe('stored renders and event payloads', () => {
  it('are compressed with lz4 where the server has it, pglz elsewhere, and read back unchanged', async () => {
    const big = { ...twoByThreeOrder(1), message: 'm'.repeat(3000) };
    const order = await postOrder(world, org, big);
    const expected = (await hasLz4()) ? 'lz4' : 'pglz';
    const row = await world.db.one<{ render: string; payload: string }>(sql`
      SELECT pg_column_compression(r.body) AS render,
             (SELECT pg_column_compression(e.payload) FROM events e WHERE e.org_id = r.org_id ORDER BY e.id DESC LIMIT 1) AS payload
      FROM order_renders r WHERE r.org_id = ${org.id}`);
    assert.deepEqual(row, { render: expected, payload: expected });
    const read = await world.request('GET', order.url as string, { token: org.token });
    assert.equal(read.statusCode, 200);
    assert.equal(read.json().message, big.message);
  });
});
