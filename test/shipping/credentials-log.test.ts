// A carrier account's credentials never reach a log line: the app's own logger at trace level, through a create, a
// refused create (400) and an update, and a structure logged with the credentials in it (the redaction paths).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import type { App } from '../../src/app-types.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { loggedApp } from '../support/logged-app.ts';

describe('carrier credentials in logs', () => {
  let world: TestWorld;
  let org: TestOrg;
  let app: App;
  let lines: string[] = [];

  before(async () => {
    world = await createWorld({ WALLET_TOKEN_KEY: 'k'.repeat(40) });
    org = await world.createOrg();
    ({ app, lines } = await loggedApp(world));
  });
  after(async () => {
    await app.close();
    await world.close();
  });

  it('logs none of them', async () => {
    const secret = `S3CR3T-${Date.now()}`;
    const send = (method: string, url: string, body: unknown) =>
      app.inject({ method: method as 'POST', url, payload: body as object, headers: { authorization: `Bearer ${org.token}` } });
    const created = await send('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { carrier: 'ups', name: 'UPS', credentials: { client_id: 'id', client_secret: secret, account_number: 'A1B2C3' } });
    assert.equal(created.statusCode, 201);
    assert.equal((await send('POST', `/api/v2/orgs/${org.pk}/carrier-accounts/`, { carrier: 'ups', credentials: { client_secret: secret } })).statusCode, 400);
    assert.equal((await send('PATCH', created.json().url, { credentials: { client_id: 'id', client_secret: secret, account_number: 'B1B2C3' } })).statusCode, 200);
    app.log.info({ body: { credentials: { client_secret: secret } }, account: { credentials: { client_secret: secret } } }, 'an account logged whole');
    assert.ok(lines.length > 3, 'the logger wrote lines');
    assert.deepEqual(lines.filter((l) => l.includes(secret)), []);
    assert.ok(lines.some((l) => l.includes('an account logged whole') && l.includes('***')));
  });
});
