import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createDispatcher } from '../../src/events/dispatcher.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { subscribe } from './support/webhooks.ts';

describe('webhooks for a resource written through the API', () => {
  let world: TestWorld;
  let org: TestOrg;
  let receiver: Receiver;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
    receiver = await startReceiver();
  });
  after(async () => {
    await receiver.close();
    await world.close();
  });

  it('delivers a packaging preset as its GET JSON when it is created, and DELETE when it is deleted', async () => {
    const webhook = await subscribe(world, org, receiver.url, 'packaging');
    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    try {
      const created = await world.request('POST', `${org.url}packaging/`, { token: org.token, body: { name: 'Small box', length: '30 cm' } });
      assert.equal(created.statusCode, 201, created.body);
      const preset = created.json();
      const pk = preset.url.split('/').at(-2);
      await dispatcher.drain();
      assert.equal(receiver.requests.length, 1);
      assert.equal(receiver.requests[0].method, 'PUT');
      assert.equal(receiver.requests[0].path, `/hooks/${pk}`);
      assert.equal(receiver.requests[0].headers.auth, webhook.token);
      assert.deepEqual(JSON.parse(receiver.requests[0].body), (await world.request('GET', preset.url, { token: org.token })).json());

      assert.equal((await world.request('DELETE', preset.url, { token: org.token })).statusCode, 204);
      await dispatcher.drain();
      assert.deepEqual(receiver.requests.slice(1).map((r) => [r.method, r.path]), [['DELETE', `/hooks/${pk}`]]);
    } finally {
      await dispatcher.stop();
    }
  });
});
