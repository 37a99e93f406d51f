// An organization's time zone: set in the console (or over v2), the console's dates follow it, a refused value is
// shown again as typed and changes nothing; the delivery log names an order's event by the order's number.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { minuteIn } from '../../src/orgs/time-zone.ts';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { signedIn, textOf, type Browser } from './support.ts';
import { makeOrder } from './fixtures.ts';

describe('console settings: the organization time zone', () => {
  let world: TestWorld;
  let org: TestOrg;
  let owner: Browser;
  let settings: string;
  const zoneOf = async () => (await world.db.one<{ time_zone: string }>(sql`SELECT time_zone FROM orgs WHERE id = ${org.id}`))!.time_zone;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme Fulfilment');
    owner = await signedIn(world, org, 'owner');
    settings = `/console/orgs/${org.pk}/access/settings/`;
  });
  after(async () => world.close());

  it('starts in UTC and shows order dates in the zone an owner chooses', async () => {
    const { key } = await makeOrder(world, org);
    const created = (await world.db.one<{ created_at: Date }>(sql`SELECT created_at FROM orders WHERE org_id = ${org.id} ORDER BY id DESC LIMIT 1`))!.created_at;
    assert.equal(await zoneOf(), 'UTC');
    const orderPage = `/console/orgs/${org.pk}/orders/${key}/`;
    assert.ok(textOf((await owner.get(orderPage)).body).includes(minuteIn('UTC', new Date(created))));

    const saved = await owner.post(settings, { name: 'Acme Fulfilment', time_zone: 'Asia/Kolkata' });
    assert.equal(saved.statusCode, 303, saved.body);
    assert.equal(await zoneOf(), 'Asia/Kolkata');
    const page = textOf((await owner.get(orderPage)).body);
    assert.ok(page.includes(minuteIn('Asia/Kolkata', new Date(created))), 'the order page shows Kolkata time');
    assert.ok(!page.includes(minuteIn('UTC', new Date(created))), 'and no longer the UTC time');
    assert.doesNotMatch(page, /\d{2}:\d{2}:\d{2}\.\d+/, 'no seconds or microseconds');
    const list = (await owner.get(`/console/orgs/${org.pk}/orders/`)).body;
    assert.match(list, /<time datetime="[^"]+" title="Asia\/Kolkata">/);
    assert.match((await owner.get(settings)).body, /<option value="Asia\/Kolkata" selected>/, 'the form offers the stored zone, selected');
  });

  it('refuses an unknown zone with the form as typed, changing nothing', async () => {
    const before = await zoneOf();
    const res = await owner.post(settings, { name: 'Renamed Meanwhile', time_zone: 'Mars/Olympus_Mons' });
    assert.equal(res.statusCode, 400);
    assert.match(textOf(res.body), /Time zone: choose one of the list/);
    assert.match(res.body, /id="name" name="name" value="Renamed Meanwhile"/, 'the typed name is kept');
    assert.match(res.body, /aria-invalid="true"/);
    assert.equal(await zoneOf(), before);
    assert.equal((await world.db.one<{ name: string }>(sql`SELECT name FROM orgs WHERE id = ${org.id}`))!.name, 'Acme Fulfilment', 'nothing written');
    for (const zone of ['', '+02:00', 'UTC; DROP TABLE orgs']) {
      assert.equal((await owner.post(settings, { name: 'Acme Fulfilment', time_zone: zone })).statusCode, 400, `zone ${JSON.stringify(zone)}`);
    }
  });

  it('is set over v2 too, with a 400 naming time_zone for an unknown one', async () => {
    const ok = await world.request('PATCH', org.url, { token: org.token, body: { time_zone: 'America/New_York' } });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().time_zone, 'America/New_York');
    assert.equal(ok.json().name, 'Acme Fulfilment', 'the name is kept');
    const bad = await world.request('PATCH', org.url, { token: org.token, body: { time_zone: 'Nowhere/Land' } });
    assert.equal(bad.statusCode, 400);
    assert.ok(bad.json().errors.time_zone, bad.body);
    assert.equal(await zoneOf(), 'America/New_York', 'nothing written');
    assert.equal((await world.request('GET', org.url, { token: org.token })).json().time_zone, 'America/New_York');
  });

  it("names an order's event by the order's number in the delivery log", async () => {
    const hook = await world.request('POST', `${org.url}webhooks/`, { token: org.token, body: { entity: 'orders', remote_url: 'https://hooks.example.test/in' } });
    assert.equal(hook.statusCode, 201, hook.body);
    const { key, primaryId } = await makeOrder(world, org);
    const webhookKey = String(hook.json().url).split('/').filter(Boolean).pop();
    const log = (await owner.get(`/console/orgs/${org.pk}/webhooks/${webhookKey}/`)).body;
    assert.ok(log.includes(`order <a href="/console/orgs/${org.pk}/orders/${key}/">${primaryId}</a> put`), log.slice(log.indexOf('Delivery log'), log.indexOf('Delivery log') + 1500));
  });
});
