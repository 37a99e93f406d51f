// The guard (src/http/guard.ts): path keys decoded once for every route, the 404 naming the object for a
// malformed key, the order of its answers, the routes it refuses at start-up, and sub-account tokens.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { registerGuard } from '../../src/http/guard.ts';
import { PathKey } from '../../src/core/schema.ts';
import { issueToken } from '../../src/auth/tokens.ts';
import { addMember } from '../../src/orgs/members.ts';

describe('the guard', () => {
  let world: TestWorld;
  let org: TestOrg;

  before(async () => {
    world = await createWorld();
    org = await world.createOrg();
  });
  after(() => world.close());

  const problem = async (method: string, url: string, token = org.token, body?: unknown) => {
    const res = await world.request(method, url, { token, body });
    return { status: res.statusCode, code: res.json().code, detail: res.json().detail, type: String(res.headers['content-type']) };
  };

  it('answers a malformed key with the 404 envelope naming the object the route addresses', async () => {
    const cases: [string, string, string][] = [
      ['GET', `${org.url}orders/!!/`, 'No such order.'],
      ['PATCH', `${org.url}orders/0x/`, 'No such order.'],
      ['GET', `${org.url}orders/!!/boxes/`, 'No such order.'],
      ['GET', `${org.url}orders/1/boxes/!!/`, 'No such box.'],
      ['GET', `${org.url}orders/!!/boxes/1/`, 'No such box.'],
      ['DELETE', `${org.url}orders/1/boxes/1/items/00/`, 'No such item.'],
      ['GET', `${org.url}orders/!!/notes/1/`, 'No such note.'],
      ['GET', `${org.url}contacts/1/addresses/!!/`, 'No such contact address.'],
      ['GET', `${org.url}webhooks/1/deliveries/!!/`, 'No such delivery.'],
      ['GET', `${org.url}packaging/!!/`, 'No such packaging preset.'],
      ['GET', `${org.url}products/!!/`, 'No such product.'],
      ['GET', '/api/v2/payment-plans/!/', 'No such payment plan.'],
      ['GET', '/api/v2/orgs/!!/orders/1/', 'No such organization.'],
    ];
    for (const [method, url, detail] of cases) {
      const res = await problem(method, url, org.token, method === 'PATCH' ? {} : undefined);
      assert.deepEqual({ status: res.status, code: res.code, detail: res.detail }, { status: 404, code: 'not_found', detail }, `${method} ${url}`);
      assert.match(res.type, /^application\/problem\+json/);
    }
  });

  it('checks the scope before the keys: a read-only token writing to a malformed key gets 403', async () => {
    const readOnly = await world.tokenFor(org, { scopes: ['order-read_only'] });
    assert.equal((await problem('DELETE', `${org.url}orders/!!/`, readOnly)).status, 403);
    assert.equal((await problem('GET', `${org.url}orders/!!/`, readOnly)).status, 404);
  });

  it('refuses at start-up a route whose key is not a PathKey or is unknown', () => {
    const app = Fastify();
    registerGuard(app, world.db, { perSecond: 0, burst: 1 });
    const handler = async () => null;
    assert.throws(
      () => app.get('/api/v2/orgs/:org_pk/things/:order_pk/', { config: { scope: 'order' }, schema: { params: Type.Object({ org_pk: PathKey, order_pk: Type.String() }) } }, handler),
      /must declare order_pk as PathKey/,
    );
    assert.throws(
      () => app.get('/api/v2/things/:thing_pk/', { config: { scope: 'order' }, schema: { params: Type.Object({ thing_pk: PathKey }) } }, handler),
      /add :thing_pk to PATH_KEY_OBJECTS/,
    );
    assert.throws(() => app.get('/api/v2/things/', {}, handler), /must declare config.scope, config.member or config.public/);
    assert.throws(() => app.get("/api/v2/both/", { config: { scope: "order", member: true } }, handler), /both config.scope and config.member/);
  });

  it('gives a wallet sub-account token 403 on every route but its own wallet routes (test/v2/wallet-subaccounts/wallet-subaccounts.test.ts)', async () => {
    const userId = await addMember(world.db, org.id, `sub-${Date.now()}@example.test`, 'member');
    const { token } = await issueToken(world.db, { userId, orgId: org.id, scopes: ['wallet_subaccount', 'order'], kind: 'subaccount' });
    for (const url of [org.url, `${org.url}orders/`, '/api/v2/orgs/']) {
      const res = await problem('GET', url, token);
      assert.deepEqual([res.status, res.code], [403, 'forbidden'], url);
      assert.match(res.detail, /sub-account/);
    }
  });
});
