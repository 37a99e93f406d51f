/**
 * Filling and checking stored renders (src/orders/writing/renders/fill.ts): orders without a render (written before the
 * migration, or by an older version) get theirs in batches; a render that differs from the live one is found and,
 * on request, rewritten; reads never depend on it (an order without a render is rendered live).
 */
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../../support/app.ts';
import { assertRendersCurrent } from '../../../support/renders.ts';
import { sql } from '../../../../src/core/sql.ts';
import { checkRenders, fillRenders } from '../../../../src/orders/writing/renders/fill.ts';
import { get, guideOrder, postOrder, twoByThreeOrder } from '../../../v2/orders/fixtures.ts';
import { runInProcess } from '../../../cli/support.ts';

let world: TestWorld;
let org: TestOrg;
let other: TestOrg;

before(async () => {
  world = await createWorld();
});
beforeEach(async () => {
  await world.reset();
  org = await world.createOrg('Acme');
  other = await world.createOrg('Other');
});
after(() => world.close());

describe('stored renders: fill and check', () => {
  it('fills the renders orders lack, in batches, in every organization', async () => {
    for (let i = 0; i < 5; i++) await postOrder(world, org, twoByThreeOrder(i));
    await postOrder(world, other, guideOrder());
    const expanded = await get(world, org, `${org.url}orders/?expand=boxes,items`);
    await world.db.rows(sql`DELETE FROM order_renders`);
    // Without renders, reads render live: the same answer.
    assert.deepEqual(await get(world, org, `${org.url}orders/?expand=boxes,items`), expanded);
    const totals: number[] = [];
    assert.equal(await fillRenders(world.db, { batchSize: 2, onBatch: (n) => totals.push(n) }), 6);
    assert.deepEqual(totals, [2, 4, 6]);
    assert.equal(await assertRendersCurrent(world.db, org, 'filled'), 5);
    await assertRendersCurrent(world.db, other, 'filled');
    assert.equal(await fillRenders(world.db), 0, 'nothing left');
    assert.deepEqual(await get(world, org, `${org.url}orders/?expand=boxes,items`), expanded);
  });

  it('check finds renders that differ or are missing; --repair rewrites them', async () => {
    const a = await postOrder(world, org, guideOrder());
    await postOrder(world, org, twoByThreeOrder());
    await postOrder(world, other, guideOrder());
    const clean = await checkRenders(world.db, org.id);
    assert.deepEqual(clean, { checked: 2, differing: 0, missing: 0, examples: [], repaired: 0 });
    await world.db.rows(sql`UPDATE order_renders SET body = replace(body, 'ORDER-1001', 'STALE') WHERE org_id = ${org.id}`);
    await world.db.rows(sql`DELETE FROM order_renders WHERE org_id = ${org.id} AND body NOT LIKE '%STALE%'`);
    const pk = a.url.split('/').at(-2);
    const found = await checkRenders(world.db, org.id);
    assert.equal(found.differing, 1);
    assert.equal(found.missing, 1);
    assert.ok(found.examples.includes(pk));
    assert.equal(found.repaired, 0);
    const repaired = await checkRenders(world.db, org.id, { repair: true, batchSize: 1 });
    assert.equal(repaired.repaired, 2);
    await assertRendersCurrent(world.db, org, 'repaired');
    assert.equal((await checkRenders(world.db, org.id)).differing, 0);
  });

  it('`boxline renders check --org PK [--repair] [--json]` reports, exits 1 on a difference, and repairs', async () => {
    await postOrder(world, org, guideOrder());
    await postOrder(world, org, twoByThreeOrder());
    const clean = await runInProcess(world.db, ['renders', 'check', '--org', org.pk]);
    assert.equal(clean.code, 0, clean.stderr);
    assert.match(clean.stdout, /checked 2 orders: 0 stored renders differ, 0 missing/);
    await world.db.rows(sql`UPDATE order_renders SET body = body || ' ' WHERE org_id = ${org.id}`);
    const found = await runInProcess(world.db, ['renders', 'check', '--org', org.pk, '--json']);
    assert.equal(found.code, 1);
    assert.equal(JSON.parse(found.stdout).differing, 2);
    const repaired = await runInProcess(world.db, ['renders', 'check', '--org', org.pk, '--repair']);
    assert.equal(repaired.code, 0, repaired.stderr);
    assert.match(repaired.stdout, /2 stored renders differ.*\n.*\nrepaired 2/s);
    await assertRendersCurrent(world.db, org, 'repaired by the command');
    for (const args of [['renders', 'check'], ['renders', 'check', '--org', '#'], ['renders', 'check', '--org', '99']]) {
      const bad = await runInProcess(world.db, args);
      assert.notEqual(bad.code, 0, args.join(' '));
      assert.match(bad.stderr, /--org must be an organization key|no organization 99/);
    }
  });
});
