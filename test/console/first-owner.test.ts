// The console line of a start: a one-time link for a first owner without a password (they choose one there and
// are signed in), then, once they have one, only where the console is.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../support/app.ts';
import { consoleWelcomeLine } from '../../src/console/first-owner.ts';
import { Jar, hidden } from '../oauth/support.ts';

describe('the first owner signs in to the console', () => {
  let world: TestWorld;
  before(async () => {
    world = await createWorld();
  });
  after(() => world.close());

  it('prints a one-time link to choose the owner\'s password, then only the console\'s address', async () => {
    const org = await world.createOrg('Demo Organization');
    const line = await consoleWelcomeLine(world.db, org.id, 'http://127.0.0.1:8080');
    const link = /http:\/\/127\.0\.0\.1:8080(\/console\/invitations\/bxi_\S+)/.exec(line)?.[1];
    assert.ok(link, line);
    assert.match(line, /one-time link for owner-/);
    const jar = new Jar();
    const page = jar.take(await world.app.inject({ method: 'GET', url: link! }));
    assert.match(page.body, /Choose a password/);
    const joined = jar.take(await world.app.inject({
      method: 'POST', url: link!, payload: new URLSearchParams({ csrf_token: hidden(page.body, 'csrf_token')!, password: 'the owner password' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    }));
    assert.equal(joined.statusCode, 303);
    assert.equal(joined.headers.location, `/console/orgs/${org.pk}/orders/`);
    const orders = await world.app.inject({ method: 'GET', url: joined.headers.location as string, headers: { cookie: jar.header() } });
    assert.equal(orders.statusCode, 200);
    assert.match(orders.body, /\(owner\)/);
    assert.equal(await consoleWelcomeLine(world.db, org.id, 'http://127.0.0.1:8080'),
      'Console: http://127.0.0.1:8080/console/ (sign in with a member\'s e-mail address and password)');
  });
});
