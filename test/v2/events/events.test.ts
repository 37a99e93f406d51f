import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';
import { assertRouteSecurity } from '../../support/security.ts';
import { emit } from '../../events/support/webhooks.ts';
import { emitEvent } from '../../../src/events/emit.ts';
import { sql } from '../../../src/core/sql.ts';
import { preferredWait } from '../../../src/v2/events/schemas.ts';
import { createPreset } from '../../../src/packaging/service.ts';

describe('event feed', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;
  const feedOf = (org: TestOrg) => `${org.url}events/`;
  const read = async (org: TestOrg, query = '', headers: Record<string, string> = {}) => {
    const res = await world.request('GET', `${feedOf(org)}${query ? `?${query}` : ''}`, { token: org.token, headers });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { events: Record<string, any>[]; cursor: string; next: string };
  };
  /** Reads by absolute `next` link, as a client does. */
  const follow = async (org: TestOrg, next: string) => {
    const url = new URL(next);
    return read(org, url.search.slice(1));
  };
  const now = async (org: TestOrg) => (await read(org)).cursor;

  before(async () => {
    world = await createWorld();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  it('starts now, then gives every event after the cursor in order, each as its delivery would send it', async () => {
    const start = await read(orgA);
    assert.deepEqual(start.events, [], 'without `after` the feed starts at the present');
    assert.match(start.cursor, /^[A-Za-z0-9_-]{22}$/, 'the cursor is opaque');
    assert.equal(new URL(start.next).searchParams.get('after'), start.cursor);

    const hook = (await world.request('POST', `${orgA.url}webhooks/`, { token: orgA.token, body: { remote_url: 'https://example.com/h/' } })).json();
    await emit(world, orgA, 'k1', { n: 1 });
    await emit(world, orgB, 'b1', { n: 'other org' });
    await emit(world, orgA, 'k2', null, { entity: 'contact', action: 'delete' });

    const page = await follow(orgA, start.next);
    assert.deepEqual(page.events.map((e) => [e.entity, e.object_pk, e.action]), [
      ['webhook', hook.url.split('/').at(-2), 'put'], ['orders', 'k1', 'put'], ['contact', 'k2', 'delete'],
    ]);
    assert.deepEqual(page.events[0].payload, hook, "the payload is the object's JSON, as delivered");
    assert.deepEqual(page.events[1].payload, { n: 1 });
    assert.equal(page.events[2].payload, null);
    const ids = page.events.map((e) => Number(String(e.id).replace(/^evt_/, '')));
    assert.ok(page.events.every((e) => /^evt_\d+$/.test(e.id) && /Z$/.test(e.created_at)));
    assert.deepEqual([...ids].sort((a, b) => a - b), ids, 'oldest first');

    const again = await follow(orgA, page.next);
    assert.deepEqual(again.events, [], 'nothing is given twice');
    assert.deepEqual((await read(orgA, 'after=0')).events.map((e) => e.id).slice(-3), page.events.map((e) => e.id), 'after=0 reads from the oldest kept');
  });

  it('pages with limit and filters by entity, following next', async () => {
    const cursor = await now(orgA);
    for (const pk of ['o1', 'o2', 'o3']) await emit(world, orgA, pk, { pk });
    await emit(world, orgA, 'p1', { pk: 'p1' }, { entity: 'packaging' });
    await emit(world, orgA, 'o4', { pk: 'o4' });

    const seen: string[] = [];
    let page = await read(orgA, `after=${cursor}&entity=orders&limit=2`);
    while (page.events.length > 0) {
      assert.ok(page.events.length <= 2);
      seen.push(...page.events.map((e) => e.object_pk));
      assert.equal(new URL(page.next).searchParams.get('entity'), 'orders', 'next keeps the filter');
      page = await follow(orgA, page.next);
    }
    assert.deepEqual(seen, ['o1', 'o2', 'o3', 'o4']);
    assert.deepEqual((await read(orgA, `after=${cursor}&entity=packaging`)).events.map((e) => e.object_pk), ['p1']);
  });

  it("never shows another organization's events", async () => {
    const a = await now(orgA);
    const b = await now(orgB);
    await emit(world, orgB, 'secret', { secret: true });
    await emit(world, orgA, 'mine', { mine: true });
    assert.deepEqual((await read(orgA, `after=${a}`)).events.map((e) => e.object_pk), ['mine']);
    assert.deepEqual((await read(orgB, `after=${b}`)).events.map((e) => e.object_pk), ['secret']);
    const crossed = await world.request('GET', `${feedOf(orgA)}?after=0`, { token: orgB.token });
    assert.equal(crossed.statusCode, 404);
  });

  it('with Prefer: wait, holds an empty answer until an event happens', async () => {
    const cursor = await now(orgA);
    const waiting = read(orgA, `after=${cursor}`, { prefer: 'wait=30' });
    // Something for the poll to find once it has looked and found nothing; it answers with it, not after 30 s.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await emit(world, orgA, 'late', { late: true });
    const page = await waiting;
    assert.deepEqual(page.events.map((e) => e.object_pk), ['late']);
  });

  it('does not move past an event whose transaction is still open', { skip: !process.env.TEST_DATABASE_URL && 'needs PostgreSQL (TEST_DATABASE_URL): the embedded database runs one transaction at a time' }, async () => {
    const cursor = await now(orgA);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let drawn!: () => void;
    const idDrawn = new Promise<void>((resolve) => (drawn = resolve));
    // The first transaction draws its event id, then stays open while a second one commits a later id.
    const slow = world.db.transaction(async (tx) => {
      await emitEvent(tx, { orgId: orgA.id, entity: 'orders', objectPk: 'first', action: 'put', payload: {} });
      await tx.rows(sql`SELECT 1`);
      drawn();
      await held;
    });
    await idDrawn;
    await emit(world, orgA, 'second', {});
    const whileOpen = await read(orgA, `after=${cursor}`);
    assert.deepEqual(whileOpen.events, [], 'the committed later event waits for the open earlier one');
    assert.equal(whileOpen.cursor, cursor, 'and the cursor stays');
    release();
    await slow;
    assert.deepEqual((await read(orgA, `after=${cursor}`)).events.map((e) => e.object_pk), ['first', 'second']);
  });

  it('never skips the event of a write younger than the last one ended, still open while a later one commits', { skip: !process.env.TEST_DATABASE_URL && 'needs PostgreSQL (TEST_DATABASE_URL): the embedded database runs one transaction at a time' }, async () => {
    const cursor = await now(orgA);
    const step = () => {
      let go!: () => void;
      return { promise: new Promise<void>((resolve) => (go = resolve)), go: () => go() };
    };
    const [bHasXid, bGoes, aWrote, aCommits] = [step(), step(), step(), step()];
    // B writes first (its transaction id is the older), A then writes an event of orgA and waits; B writes one
    // of orgA and commits. A is younger than the last transaction ended: snapshots do not list it as running.
    const writerB = world.db.transaction(async (tx) => {
      await createPreset(tx, orgB.id, { name: 'b' } as never);
      await tx.rows(sql`SELECT 1`);
      bHasXid.go();
      await bGoes.promise;
      await createPreset(tx, orgA.id, { name: 'second' } as never);
    });
    await bHasXid.promise;
    const writerA = world.db.transaction(async (tx) => {
      await createPreset(tx, orgA.id, { name: 'first' } as never);
      await tx.rows(sql`SELECT 1`);
      aWrote.go();
      await aCommits.promise;
    });
    await aWrote.promise;
    bGoes.go();
    await writerB;
    const whileOpen = await read(orgA, `after=${cursor}`);
    aCommits.go();
    await writerA;
    const rest = await follow(orgA, whileOpen.next);
    const names = [...whileOpen.events, ...rest.events].map((e) => e.payload.name);
    assert.deepEqual([...names].sort(), ['first', 'second'], `the follower gets both events, once each (got: ${names.join(', ')})`);
  });

  it('reads the wait of a Prefer header, capped at 30 s', () => {
    assert.equal(preferredWait(undefined), 0);
    assert.equal(preferredWait('wait=5'), 5);
    assert.equal(preferredWait('respond-async, wait=12'), 12);
    assert.equal(preferredWait('wait=999'), 30);
    assert.equal(preferredWait('nowait=5'), 0);
  });

  it('rejects bad parameters with 400 naming them', async () => {
    const other = (await read(orgB)).cursor;
    const forged = `${'A'.repeat(21)}B`;
    for (const [query, field] of [
      ['after=abc', 'after'], ['after=-1', 'after'], ['entity=order', 'entity'], ['limit=0', 'limit'], ['limit=1001', 'limit'],
      [`after=${other}`, 'after'], [`after=${forged}`, 'after'], ['after=1234567890123456', 'after'],
    ]) {
      const res = await world.request('GET', `${feedOf(orgA)}?${query}`, { token: orgA.token });
      assert.equal(res.statusCode, 400, query);
      assert.match(res.body, new RegExp(field), query);
    }
  });

  it('passes the security suite', async () => {
    await assertRouteSecurity(world, orgA, orgB, { method: 'GET', path: (o) => `/api/v2/orgs/${o}/events/?after=0`, scope: 'webhook', hasObjectIds: false });
  });
});
