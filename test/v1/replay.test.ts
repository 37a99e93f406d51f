/**
 * A v1 client session replayed end to end over real HTTP on 127.0.0.1, as the legacy clients do it: list the
 * company, page the orders by `meta.next` with `format=JSON`, PATCH a box, add an item, register a webhook and
 * receive its delivery (the dispatcher posting to a real receiver).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createDispatcher } from '../../src/events/dispatcher.ts';
import { startReceiver, type Receiver } from '../events/support/receiver.ts';
import { createV1Order } from './support.ts';

describe('a v1 client session, end to end', () => {
  let world: TestWorld;
  let org: TestOrg;
  let receiver: Receiver;
  let base: string;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Replay Co');
    receiver = await startReceiver();
    await world.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(world.app.server.address() as AddressInfo).port}`;
    for (let i = 1; i <= 23; i++) await createV1Order(world, org, { primary_id: `R-${i}`, numerical_id: i });
  });
  after(async () => {
    await receiver.close();
    await world.close();
  });

  it('lists the company, pages orders, changes a box, adds an item, and hears of it through a webhook', async () => {
    const token = org.token;
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { AUTHORIZATION: `bearer ${token}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await res.text();
      return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : null };
    };

    const company = await fetch(`${base}/api/v1/company/?bearer_token=${token}&format=JSON`);
    assert.equal(company.status, 200);
    const companies = (await company.json()) as { objects: { id: number; name: string }[] };
    assert.deepEqual(companies.objects.map((c) => [c.id, c.name]), [[org.id, 'Replay Co']]);

    let next: string | null = `/api/v1/orders/?bearer_token=${token}&format=JSON&limit=10`;
    const orders: { id: number; primary_id: string; boxes: { resource_uri: string }[] }[] = [];
    while (next) {
      const res: Response = await fetch(`${base}${next}`);
      assert.equal(res.status, 200);
      const page = (await res.json()) as { meta: { next: string | null }; objects: typeof orders };
      orders.push(...page.objects);
      next = page.meta.next;
    }
    assert.equal(orders.length, 23);

    const hook = await call('POST', '/api/v1/webhooks/', { entity: 'orders', url: receiver.url });
    assert.equal(hook.status, 201);

    const boxUri = orders[0].boxes[0].resource_uri;
    const patched = await call('PATCH', boxUri.replace(/\/$/, ''), { tracking_number: '1ZREPLAY', weight: '750' });
    assert.equal(patched.status, 202);
    assert.equal(patched.json.tracking_number, '1ZREPLAY');

    const added = await call('POST', `${boxUri}items/`, { quantity: 2, part_number: 'ADDED-1' });
    assert.equal(added.status, 201);
    assert.equal(added.headers.get('location'), added.json.resource_uri);

    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    try {
      await dispatcher.drain();
    } finally {
      await dispatcher.stop();
    }
    const deliveries = await receiver.waitFor(1);
    const last = deliveries.at(-1)!;
    assert.equal(last.method, 'PUT');
    assert.equal(last.headers.auth, hook.json.token);
    const delivered = JSON.parse(last.body);
    assert.equal(delivered.primary_id, orders[0].primary_id);
    assert.equal(delivered.boxes.length, 1);
    assert.ok(deliveries.every((d) => d.path === last.path), 'deliveries are about the changed order');
  });
});
