// Idempotency-Key on POST (issue 11, item 2): replay without writing, 422 for another request, 409 while running.
import { describe, it, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { buildApp } from '../../src/app.ts';
import { pruneIdempotencyKeys } from '../../src/db/idempotency-keys.ts';
import { tableCounts } from '../v2/orders/fixtures.ts';

describe('Idempotency-Key', () => {
  let world: TestWorld;
  let orgA: TestOrg;
  let orgB: TestOrg;

  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());

  const post = (org: TestOrg, path: string, body: unknown, key?: string) =>
    world.request('POST', `${org.url}${path}`, { token: org.token, body, headers: key === undefined ? {} : { 'idempotency-key': key } });
  const order = (n: number) => ({ primary_id: `IDEM-${n}`, boxes: [{ items: [{ quantity: 1, part_number: 'A' }] }] });

  it('answers a retry with the same key and body with the first answer, writing nothing more', async () => {
    const first = await post(orgA, 'orders/', order(1), 'key-1');
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    const after1 = await tableCounts(world, orgA);
    assert.deepEqual([after1.orders, after1.boxes, after1.items, after1.events], [1, 1, 1, 1]);

    const again = await post(orgA, 'orders/', order(1), 'key-1');
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.headers['content-type'], first.headers['content-type']);
    assert.deepEqual(again.json(), first.json());
    assert.notEqual(again.headers['x-request-id'], first.headers['x-request-id']);
    assert.deepEqual(await tableCounts(world, orgA), after1);

    // Without a key, or with another key, the same body is a new request.
    assert.equal((await post(orgA, 'orders/', order(1), 'key-2')).statusCode, 201);
    assert.equal((await post(orgA, 'orders/', order(1))).statusCode, 201);
    assert.equal((await tableCounts(world, orgA)).orders, 3);
  });

  it('refuses the same key with another body or path with 422, writing nothing', async () => {
    assert.equal((await post(orgA, 'orders/', order(1), 'key-1')).statusCode, 201);
    const before = await tableCounts(world, orgA);
    const otherBody = await post(orgA, 'orders/', order(2), 'key-1');
    assert.equal(otherBody.statusCode, 422, otherBody.body);
    assert.equal(otherBody.headers['content-type'], 'application/problem+json; charset=utf-8');
    assert.equal(otherBody.json().code, 'idempotency_key_reused');
    const otherPath = await post(orgA, 'contacts/', { first_name: 'Ada' }, 'key-1');
    assert.equal(otherPath.statusCode, 422);
    assert.deepEqual(await tableCounts(world, orgA), before);
    assert.equal((await world.request('GET', `${orgA.url}contacts/`, { token: orgA.token })).json().count, 0);
  });

  it('keeps keys per organization', async () => {
    assert.equal((await post(orgA, 'orders/', order(1), 'shared')).statusCode, 201);
    const other = await post(orgB, 'orders/', order(2), 'shared');
    assert.equal(other.statusCode, 201, other.body);
    assert.equal(other.headers['idempotent-replayed'], undefined);
    assert.equal((await tableCounts(world, orgB)).orders, 1);
  });

  it('answers 409 while the first request with the key is still running, and lets a dead one be taken over', async () => {
    const first = await post(orgA, 'orders/', order(1), 'probe');
    const fingerprint = (await world.db.one<{ fingerprint: string }>(sql`SELECT fingerprint FROM idempotency_keys WHERE key = 'probe'`))!.fingerprint;
    // What another process leaves while it runs the first request: the key claimed, no answer yet.
    await world.db.rows(sql`
      INSERT INTO idempotency_keys (org_id, key, fingerprint, locked_until, expires_at)
      VALUES (${orgA.id}, 'running', ${fingerprint}, now() + interval '1 minute', now() + interval '1 day') RETURNING key`);
    const before = await tableCounts(world, orgA);
    const busy = await post(orgA, 'orders/', order(1), 'running');
    assert.equal(busy.statusCode, 409, busy.body);
    assert.equal(busy.json().code, 'conflict');
    assert.equal(busy.headers['retry-after'], '1');
    assert.deepEqual(await tableCounts(world, orgA), before);
    assert.equal(first.statusCode, 201);

    // Its process died: once its lease is over, the retry runs.
    await world.db.rows(sql`UPDATE idempotency_keys SET locked_until = now() - interval '1 second' WHERE key = 'running' RETURNING key`);
    const retried = await post(orgA, 'orders/', order(1), 'running');
    assert.equal(retried.statusCode, 201, retried.body);
    assert.equal((await tableCounts(world, orgA)).orders, before.orders + 1);
  });

  it('answers 409 to a concurrent retry of a request that is really running (PostgreSQL)', { skip: !process.env.TEST_DATABASE_URL && 'PGlite runs one statement at a time, so no request can wait inside a transaction' }, async () => {
    const created = (await post(orgA, 'orders/', order(1))).json();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    // Another transaction holds the order, so a note on it waits inside its request.
    const holder = world.db.transaction(async (tx) => {
      await tx.rows(sql`SELECT id FROM orders WHERE org_id = ${orgA.id} FOR UPDATE`);
      locked();
      await held;
    });
    await isLocked;
    const note = { author: { name: 'Ada' }, content: 'Hold it' };
    const running = post(orgA, `${created.url.slice(orgA.url.length)}notes/`, note, 'note-1');
    let busy;
    for (let i = 0; i < 50; i++) {
      await new Promise((r) => setTimeout(r, 20));
      busy = await post(orgA, `${created.url.slice(orgA.url.length)}notes/`, note, 'note-1');
      if (busy.statusCode === 409) break;
    }
    assert.equal(busy?.statusCode, 409, busy?.body);
    release();
    await holder;
    const first = await running;
    assert.equal(first.statusCode, 201, first.body);
    const replay = await post(orgA, `${created.url.slice(orgA.url.length)}notes/`, note, 'note-1');
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.deepEqual(replay.json(), first.json());
    assert.equal((await tableCounts(world, orgA)).notes, 1);
  });

  it('keeps answers across a restart (another app on the same database)', async () => {
    const first = await post(orgA, 'orders/', order(1), 'restart');
    const restarted = await buildApp({ config: world.config, db: world.db, logger: false });
    try {
      const res = await restarted.inject({
        method: 'POST', url: `${orgA.url}orders/`, payload: order(1),
        headers: { authorization: `Bearer ${orgA.token}`, 'idempotency-key': 'restart' },
      });
      assert.equal(res.statusCode, 201);
      assert.equal(res.headers['idempotent-replayed'], 'true');
      assert.deepEqual(res.json(), first.json());
    } finally {
      await restarted.close();
    }
    assert.equal((await tableCounts(world, orgA)).orders, 1);
  });

  it('forgets a key after 24 hours: the pruner removes it and the key runs again', async () => {
    assert.equal((await post(orgA, 'orders/', order(1), 'old')).statusCode, 201);
    assert.equal((await post(orgA, 'orders/', order(1), 'fresh')).statusCode, 201);
    await world.db.rows(sql`UPDATE idempotency_keys SET expires_at = now() - interval '1 second' WHERE key = 'old' RETURNING key`);
    assert.equal(await pruneIdempotencyKeys(world.db, new Date(), { batchSize: 1000 }), 1);
    const keys = await world.db.rows<{ key: string }>(sql`SELECT key FROM idempotency_keys ORDER BY key`);
    assert.deepEqual(keys.map((k) => k.key), ['fresh']);
    const again = await post(orgA, 'orders/', order(1), 'old');
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replayed'], undefined);
    assert.equal((await tableCounts(world, orgA)).orders, 3);
  });

  it('replays a refused request as it was answered, and refuses a malformed key naming the header', async () => {
    const bad = await post(orgA, 'orders/', { primary_id: '' }, 'bad-body');
    assert.equal(bad.statusCode, 400);
    const replay = await post(orgA, 'orders/', { primary_id: '' }, 'bad-body');
    assert.equal(replay.statusCode, 400);
    assert.equal(replay.headers['idempotent-replayed'], 'true');
    assert.deepEqual(replay.json().errors, bad.json().errors);
    for (const key of ['', 'with space', 'x'.repeat(256), 'é']) {
      const res = await post(orgA, 'contacts/', { first_name: 'A' }, key);
      assert.equal(res.statusCode, 400, `${JSON.stringify(key)}: ${res.body}`);
      assert.ok(res.json().errors['Idempotency-Key'] ?? res.json().errors['idempotency-key'], res.body);
    }
    assert.equal((await world.request('GET', `${orgA.url}contacts/`, { token: orgA.token })).json().count, 0);
  });

  it('replays a nested POST (a tag) with its status and Location', async () => {
    const created = (await post(orgA, 'orders/', order(1))).json();
    const tag = await post(orgA, `${created.url.slice(orgA.url.length)}tags/`, { value: 'gift' }, 'tag-1');
    const replay = await post(orgA, `${created.url.slice(orgA.url.length)}tags/`, { value: 'gift' }, 'tag-1');
    assert.equal(replay.statusCode, tag.statusCode);
    assert.equal(replay.headers.location, tag.headers.location);
    assert.deepEqual(replay.json(), tag.json());
  });
});
