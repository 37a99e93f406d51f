// The order page runs the floor: its shipping status (change it, mark shipped) and its ship-to address are written
// as order commands (the stored render and the order's event follow); bad values are a 400 page naming the field
// and write nothing; and the pack station's default shipping choice is set from the console.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { makeOrder } from './fixtures.ts';
import { sandboxAccount } from '../shipping/pack/support.ts';
import { signedIn, textOf } from './support.ts';

describe('the order page\'s shipping forms', () => {
  let world: TestWorld;
  let org: TestOrg;

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    org = await world.createOrg('Floor');
  });
  after(() => world.close());

  const api = async (url: string) => (await world.request('GET', url, { token: org.token })).json();
  const events = async () => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM events WHERE org_id = ${org.id}`))!.n;

  it('changes the shipping status and marks the order shipped, through the order writer', async () => {
    const made = await makeOrder(world, org);
    const shipper = await signedIn(world, org, 'shipper');
    const page = `/console/orgs/${org.pk}/orders/${made.key}/`;
    const shown = (await shipper.get(page)).body;
    assert.match(shown, /Mark shipped/);
    assert.doesNotMatch(shown, /Save the ship-to address/, 'a shipper does not edit addresses');
    const eventsBefore = await events();
    const changed = await shipper.post(`${page}shipping-status/`, { status: 'partially_fulfilled' });
    assert.equal(changed.statusCode, 303);
    assert.equal((await api(made.order.url)).shipping.status, 'partially_fulfilled');
    const shipped = await shipper.post(`${page}shipped/`, {});
    assert.equal(shipped.statusCode, 303);
    const after = await api(made.order.url);
    assert.equal(after.shipping.status, 'fulfilled');
    assert.ok(after.shipping.shipped_at, 'shipped now');
    assert.equal(await events(), eventsBefore + 2, 'each change sent the order event');
    assert.match(textOf((await shipper.get(`${page}?done=shipped`)).body), /The order was marked shipped\./);
  });

  it('edits the ship-to address; a bad value is a 400 naming the field and writes nothing', async () => {
    const made = await makeOrder(world, org);
    const owner = await signedIn(world, org, 'owner');
    const page = `/console/orgs/${org.pk}/orders/${made.key}/`;
    assert.match((await owner.get(page)).body, /Save the ship-to address/);
    const before = await api(made.order.url);
    const bad = await owner.post(`${page}ship-to/`, { first_name: 'Grace', email: 'not-an-address' });
    assert.equal(bad.statusCode, 400);
    assert.match(textOf(bad.body), /email/);
    const long = await owner.post(`${page}ship-to/`, { city: 'x'.repeat(256) });
    assert.equal(long.statusCode, 400);
    assert.match(textOf(long.body), /city/);
    assert.deepEqual(await api(made.order.url), before, 'nothing written');
    const ok = await owner.post(`${page}ship-to/`, { first_name: 'Grace', last_name: 'Hopper', address_1: '1 Navy Way', city: 'Arlington', region: 'VA', post_code: '22201', country: 'US' });
    assert.equal(ok.statusCode, 303);
    const to = (await api(made.order.url)).shipping.ship_to;
    assert.deepEqual([to.first_name, to.city, to.post_code, to.company], ['Grace', 'Arlington', '22201', null]);
    const status = await owner.post(`${page}shipping-status/`, { status: 'lost' });
    assert.equal(status.statusCode, 400);
    assert.match(textOf(status.body), /status/);
  });

  it('sets the default account and service from the pack station; another organization\'s account is a 404', async () => {
    const main = await sandboxAccount(world, org, { name: 'Main' });
    const owner = await signedIn(world, org, 'owner');
    const home = `/console/orgs/${org.pk}/pack/`;
    assert.match(textOf((await owner.get(home)).body), /cheapest rate of every carrier account/);
    const saved = await owner.post(`${home}default/`, { choice: `${main.id}:express` });
    assert.equal(saved.statusCode, 303);
    assert.match(textOf((await owner.get(home)).body), /Labels are bought with Main, express\./);
    assert.match(textOf((await owner.get(home)).body), /An order in a labels batch is labelled with that batch's account and service instead\./);
    const other = await world.createOrg('Other');
    const foreign = await sandboxAccount(world, other);
    const rows = () => world.db.rows(sql`SELECT org_id, id, is_default, default_service FROM carrier_accounts ORDER BY org_id, id`);
    const before = await rows();
    assert.equal((await owner.post(`${home}default/`, { choice: `${foreign.id}:ground` })).statusCode, 404);
    assert.equal((await owner.post(`${home}default/`, { choice: `${main.id}:teleport` })).statusCode, 400);
    assert.equal((await owner.post(`${home}default/`, { choice: 'whatever' })).statusCode, 400);
    assert.deepEqual(await rows(), before, 'nothing written');
    assert.equal((await owner.post(`${home}default/`, { choice: 'cheapest' })).statusCode, 303);
    assert.equal((await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM carrier_accounts WHERE org_id = ${org.id} AND is_default`))!.n, 0);
  });
});
