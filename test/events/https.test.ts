import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { createDispatcher } from '../../src/events/dispatcher.ts';
import { makeTestCertificates, type TestCertificates } from './support/certificates.ts';
import { startReceiver, type Receiver } from './support/receiver.ts';
import { deliveryLog, emit, subscribe } from './support/webhooks.ts';

describe('delivery over https', () => {
  let certificates: TestCertificates;
  let world: TestWorld;
  let org: TestOrg;
  let receiver: Receiver;

  before(async () => {
    certificates = makeTestCertificates();
    world = await createWorld({ WEBHOOK_CA_FILE: certificates.caFile });
    org = await world.createOrg();
    receiver = await startReceiver(certificates);
  });
  after(async () => {
    await receiver.close();
    await world.close();
    certificates.remove();
  });

  it('trusts the CA of WEBHOOK_CA_FILE', async () => {
    const webhook = await subscribe(world, org, receiver.url);
    assert.match(webhook.remote_url, /^https:\/\/127\.0\.0\.1:\d+\/hooks\/$/);
    await emit(world, org, 'S1', { secure: true });
    const dispatcher = createDispatcher({ db: world.db, config: world.config });
    assert.deepEqual(await dispatcher.drain(), { claimed: 1, delivered: 1, failed: 0 });
    await dispatcher.stop();
    assert.equal(receiver.requests[0].path, '/hooks/S1');
    assert.equal(receiver.requests[0].headers.auth, webhook.token);
  });

  it('fails the delivery when the certificate is not trusted', async () => {
    org = await world.createOrg('Untrusted');
    const webhook = await subscribe(world, org, `${receiver.url}untrusted/`);
    await emit(world, org, 'S2', { secure: true });
    const withoutCa = { ...world.config, webhook: { ...world.config.webhook, caFile: null } };
    const dispatcher = createDispatcher({ db: world.db, config: withoutCa });
    assert.equal((await dispatcher.runOnce()).failed, 1);
    await dispatcher.stop();
    const [, attempt] = await deliveryLog(world, org, webhook);
    assert.equal(attempt.state, 'retried');
    assert.match(attempt.error, /certificate/i);
  });
});
