// The console's webhooks: add a subscription (its signing secret shown once), the delivery log with each
// attempt's status, timing and response excerpt from a real receiver on loopback, redeliver, and a
// subscription suspended by failures: why, and resume.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createDispatcher, type Dispatcher } from '../../src/events/dispatcher.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { hidden } from '../oauth/support.ts';
import { signedIn, textOf, type Browser } from './support.ts';
import { makeOrder } from './fixtures.ts';
import { startReceiver, type Receiver } from './receiver.ts';

describe('console webhooks', () => {
  let world: TestWorld;
  let org: TestOrg;
  let owner: Browser;
  let receiver: Receiver;
  let dispatcher: Dispatcher;
  let base: string;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme Fulfilment');
    owner = await signedIn(world, org, 'owner');
    receiver = await startReceiver();
    dispatcher = createDispatcher({ db: world.db, config: world.config });
    base = `/console/orgs/${org.pk}/webhooks/`;
  });
  after(async () => {
    await receiver.close();
    await world.close();
  });

  async function subscribe(url = receiver.url) {
    const res = await owner.post(base, { entity: 'orders', remote_url: url });
    assert.equal(res.statusCode, 201, res.body);
    const secret = hidden(res.body.replace(/readonly value=/, 'name="secret" value='), 'secret');
    const page = /href="([^"]+\/webhooks\/[^"/]+\/)"/.exec(res.body)![1];
    return { secret: secret!, page, body: res.body };
  }

  it('adds a subscription and shows its signing secret once', async () => {
    const { secret, page, body } = await subscribe();
    assert.match(secret, /^[0-9a-f]{40}$/);
    assert.match(textOf(body), /Copy it now/);
    const shown = await owner.get(page);
    assert.equal(shown.statusCode, 200);
    assert.ok(!shown.body.includes(secret), 'the webhook page does not show the secret');
    assert.ok(!(await owner.get(base)).body.includes(secret), 'nor does the list');
    assert.match(textOf(shown.body), /Active/);
    const refused = await owner.post(base, { entity: 'orders', remote_url: 'ftp://example.com/' });
    assert.equal(refused.statusCode, 400);
    assert.match(textOf(refused.body), /remote_url/);
    const badEntity = await owner.post(base, { entity: 'nothing', remote_url: receiver.url });
    assert.equal(badEntity.statusCode, 400);
  });

  it('logs deliveries with status, timing and the response excerpt, and redelivers one', async () => {
    await world.reset();
    org = await world.createOrg('Acme Fulfilment');
    owner = await signedIn(world, org, 'owner');
    base = `/console/orgs/${org.pk}/webhooks/`;
    const { page } = await subscribe();
    receiver.status = 500;
    await makeOrder(world, org);
    await dispatcher.drain();
    let log = textOf((await owner.get(page)).body);
    assert.match(log, /retried/);
    assert.match(log, /500/);
    assert.match(log, /receiver says boom/, 'the response excerpt');
    assert.match(log, /\d+ ms/);
    receiver.status = 200;
    const html = (await owner.get(page)).body;
    const redeliver = /action="([^"]+\/redeliver\/)"/.exec(html)![1];
    const res = await owner.post(redeliver);
    assert.equal(res.statusCode, 303);
    const before = receiver.received.length;
    await dispatcher.drain();
    assert.ok(receiver.received.length > before, 'the redelivery reached the receiver');
    log = textOf((await owner.get(`${page}?done=redelivered`)).body);
    assert.match(log, /queued again/);
    assert.match(log, /delivered/);
    assert.match(log, /again of #/);
  });

  it('keeps a refused URL as it was typed, on the add form and on the change form', async () => {
    const typed = 'ftp://example.com/hooks/typed-by-hand';
    const refused = await owner.post(base, { entity: 'contact', remote_url: typed });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.body, /value="ftp:\/\/example\.com\/hooks\/typed-by-hand"/);
    assert.match(refused.body, /<option value="contact" selected>/);
    assert.match(textOf(refused.body), /remote_url: /, 'says what was wrong');
    const { page } = await subscribe();
    const before = (await world.request('GET', `${org.url}webhooks/`, { token: org.token })).json().results[0];
    const edit = /action="([^"]+\/edit\/)"/.exec((await owner.get(page)).body)![1];
    const again = await owner.post(edit, { entity: 'packaging', remote_url: typed });
    assert.equal(again.statusCode, 400);
    assert.match(again.body, /value="ftp:\/\/example\.com\/hooks\/typed-by-hand"/);
    assert.match(again.body, /<option value="packaging" selected>/);
    const after = (await world.request('GET', before.url, { token: org.token })).json();
    assert.deepEqual([after.entity, after.remote_url], [before.entity, before.remote_url], 'nothing written');
  });

  it('changes, pauses and deletes a subscription through the webhook domain, as the API sees it', async () => {
    const { page } = await subscribe();
    const api = async () => (await world.request('GET', `${org.url}webhooks/`, { token: org.token })).json().results
      .find((w: { url: string }) => page.endsWith(w.url.split('/').slice(-2).join('/'))) as Record<string, unknown> | undefined;
    const html = (await owner.get(page)).body;
    const action = (name: string) => new RegExp(`action="([^"]+/${name}/)"`).exec(html)![1];

    const changed = await owner.post(action('edit'), { entity: 'contact', remote_url: `${receiver.url}changed/` });
    assert.equal(changed.statusCode, 303);
    assert.match(textOf((await owner.get(String(changed.headers.location))).body), /was changed/);
    assert.deepEqual([(await api())!.entity, (await api())!.remote_url], ['contact', `${receiver.url}changed/`]);

    const paused = await owner.post(action('pause'), {});
    assert.equal(paused.statusCode, 303);
    const pausedPage = textOf((await owner.get(String(paused.headers.location))).body);
    assert.match(pausedPage, /was paused/);
    assert.match(pausedPage, /Suspended since .*not by failures/);
    assert.ok((await api())!.suspended_at, 'the API shows it suspended');

    const deleted = await owner.post(action('delete'), {});
    assert.equal(deleted.statusCode, 303);
    assert.match(textOf((await owner.get(String(deleted.headers.location))).body), /was deleted/);
    assert.equal(await api(), undefined, 'gone from the API');
    assert.equal((await owner.get(page)).statusCode, 404);
    // Each change told the subscribers of webhook events, as the API's own changes do.
    const events = await world.db.rows<{ action: string }>(sql`SELECT action FROM events WHERE org_id = ${org.id} AND entity = 'webhook' ORDER BY id DESC LIMIT 3`);
    assert.deepEqual(events.map((e) => e.action), ['delete', 'put', 'put']);
  });

  it('says why a subscription was suspended and resumes it', async () => {
    const { page } = await subscribe();
    receiver.status = 503;
    for (let i = 0; i < 5; i++) await makeOrder(world, org);
    await dispatcher.drain();
    // Retries are due later: bring them forward until the failures suspend the subscription.
    for (let round = 0; round < 5; round++) {
      await world.db.exec("UPDATE webhook_deliveries SET scheduled_at = now() WHERE state = 'pending' AND scheduled_at < 'infinity'");
      await dispatcher.drain();
    }
    const suspended = textOf((await owner.get(page)).body);
    assert.match(suspended, /Suspended since/);
    assert.match(suspended, /after \d+ failed deliveries/);
    assert.match(suspended, /503/);
    receiver.status = 200;
    const html = (await owner.get(page)).body;
    const resume = /action="([^"]+\/resume\/)"/.exec(html)![1];
    assert.equal((await owner.post(resume)).statusCode, 303);
    const resumed = textOf((await owner.get(`${page}?done=resumed`)).body);
    assert.match(resumed, /was resumed/);
    assert.match(resumed, /Active/);
    const row = await world.db.one<{ suspended_at: string | null }>(sql`SELECT suspended_at FROM webhooks ORDER BY id DESC LIMIT 1`);
    assert.equal(row!.suspended_at, null);
  });
});
