/** Runs `fn` on the world's database inside a transaction that is rolled back, so a fixture leaves nothing. */
import assert from 'node:assert/strict';
import type { Queryable } from '../../src/db/database.ts';
import type { TestWorld } from './app.ts';

export async function inRolledBack<T>(world: TestWorld, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  let result: T | undefined;
  const rollback = new Error('rollback');
  await assert.rejects(world.db.transaction(async (tx) => {
    result = await fn(tx);
    throw rollback;
  }), (err) => err === rollback);
  return result as T;
}
