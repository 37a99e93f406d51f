import { test, before, after, beforeEach } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld, type TestOrg } from '../support/app.ts';
import { issueTokenPair, rotateTokenPair } from '../../src/auth/tokens.ts';

let world: TestWorld;
let org: TestOrg;

before(async () => {
  world = await createWorld();
});
after(() => world.close());
beforeEach(async () => {
  await world.reset();
  org = await world.createOrg('Acme');
});

const orgsWith = (token: string) => world.request('GET', `/api/v2/orgs/${org.pk}/`, { token });

test('a rotated pair: the new access token works, the old one and the old refresh token stop at once', async () => {
  const pair = await issueTokenPair(world.db, { userId: org.userId, orgId: org.id, scopes: ['company'], expiresInSeconds: 1800 });
  assert.equal(pair.expiresIn, 1800);
  assert.equal((await orgsWith(pair.accessToken)).statusCode, 200);

  const rotated = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: pair.refreshToken }));
  assert.ok(rotated.ok);
  assert.notEqual(rotated.pair.accessToken, pair.accessToken);
  assert.deepEqual(rotated.pair.scopes, ['company']);
  assert.equal(rotated.pair.expiresIn, 1800);
  assert.equal((await orgsWith(rotated.pair.accessToken)).statusCode, 200);
  assert.equal((await orgsWith(pair.accessToken)).statusCode, 401);
});

test('a refresh token used twice revokes the whole family, the newest pair included', async () => {
  const pair = await issueTokenPair(world.db, { userId: org.userId, orgId: org.id, scopes: ['company'], expiresInSeconds: 1800 });
  const first = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: pair.refreshToken }));
  assert.ok(first.ok);
  const reused = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: pair.refreshToken }));
  assert.equal(reused.ok, false);
  assert.equal((await orgsWith(first.pair.accessToken)).statusCode, 401);
  const again = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: first.pair.refreshToken }));
  assert.equal(again.ok, false);
});

test('a mismatched access token, another client or an unknown refresh token is refused and rotates nothing', async () => {
  const pair = await issueTokenPair(world.db, { userId: org.userId, orgId: org.id, scopes: ['company'], expiresInSeconds: 1800, clientId: 7 });
  const other = await issueTokenPair(world.db, { userId: org.userId, orgId: org.id, scopes: ['company'], expiresInSeconds: 1800, clientId: 7 });
  const mismatched = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: pair.refreshToken, accessToken: other.accessToken, clientId: 7 }));
  assert.equal(mismatched.ok, false);
  const wrongClient = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: pair.refreshToken, clientId: 8 }));
  assert.equal(wrongClient.ok, false);
  const unknown = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: 'bxr_nope' }));
  assert.equal(unknown.ok, false);
  assert.equal((await orgsWith(pair.accessToken)).statusCode, 200);
  const matched = await world.db.transaction((tx) => rotateTokenPair(tx, { refreshToken: pair.refreshToken, accessToken: pair.accessToken, clientId: 7 }));
  assert.ok(matched.ok);
});
