// A real client writes back what it read: GET the organization, change one field, PATCH the whole body back. Only
// that field changes (its time zone, billing status and the rest are kept).
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';

describe('an organization written back as read', () => {
  let world: TestWorld;
  let org: TestOrg;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Acme');
  });
  after(() => world.close());

  it('keeps everything but the changed field', async () => {
    const set = await world.request('PATCH', org.url, { token: org.token, body: { time_zone: 'America/New_York', billing_status: 'paid' } });
    assert.equal(set.statusCode, 200, set.body);
    const before = (await world.request('GET', org.url, { token: org.token })).json();
    const written = await world.request('PATCH', org.url, { token: org.token, body: { ...before, name: 'Acme Renamed' } });
    assert.equal(written.statusCode, 200, written.body);
    const after = (await world.request('GET', org.url, { token: org.token })).json();
    const { updated_at: _a, ...kept } = after;
    const { updated_at: _b, ...read } = before;
    assert.deepEqual(kept, { ...read, name: 'Acme Renamed' });
    assert.equal(after.time_zone, 'America/New_York');
  });
});
