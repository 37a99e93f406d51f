/**
 * The security suite every route must pass. `path(orgPk)` builds the route's URL for an organization key,
 * keeping the ids of org A's objects, so the same ids are tried through another organization.
 */
import assert from 'node:assert/strict';
import type { TestOrg, TestWorld } from './app.ts';

export interface RouteUnderTest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** URL of the route for org A's objects under the given organization key. */
  path: (orgPk: string) => string;
  body?: unknown;
  /** The scope the route needs; a token with every other scope gets 403. */
  scope: string;
  /** Routes that need no org (such as /orgs/) skip the other-organization checks. */
  orgScoped?: boolean;
  /** False when the path holds no object ids besides the org key (then org B's own path is legitimately its own). */
  hasObjectIds?: boolean;
}

export async function assertRouteSecurity(world: TestWorld, orgA: TestOrg, orgB: TestOrg, route: RouteUnderTest): Promise<void> {
  const url = route.path(orgA.pk);
  const label = `${route.method} ${url}`;
  const send = (token: string | null, target = url) => world.request(route.method, target, { token, body: route.body });

  const anonymous = await send(null);
  assert.equal(anonymous.statusCode, 401, `${label} without a token`);
  assert.match(String(anonymous.headers['www-authenticate']), /^Bearer realm="api"/, `${label}: WWW-Authenticate`);

  const bogus = await send('bxl_not-a-real-token');
  assert.equal(bogus.statusCode, 401, `${label} with an unknown token`);
  assert.match(String(bogus.headers['www-authenticate']), /error="invalid_token"/, `${label}: invalid_token`);

  const expired = await world.tokenFor(orgA, { expiresInSeconds: 1 });
  await world.db.exec("UPDATE access_tokens SET expires_at = now() - interval '1 minute' WHERE expires_at IS NOT NULL");
  assert.equal((await send(expired)).statusCode, 401, `${label} with an expired token`);

  if (route.orgScoped !== false) {
    assert.equal((await send(orgB.token)).statusCode, 404, `${label} with another organization's token`);
    const crossed = route.path(orgB.pk);
    if (route.hasObjectIds !== false) {
      assert.equal((await send(orgB.token, crossed)).statusCode, 404, `${route.method} ${crossed}: org A's ids under org B`);
    }
    const malformed = route.path('!!');
    assert.equal((await send(orgA.token, malformed)).statusCode, 404, `${route.method} ${malformed}: malformed org key`);
  }

  const otherScopes = await world.tokenFor(orgA, { scopes: ['account', 'calendar'].filter((s) => s !== route.scope) });
  assert.equal((await send(otherScopes)).statusCode, 403, `${label} with a token lacking "${route.scope}"`);

  const readOnly = await world.tokenFor(orgA, { scopes: [`${route.scope}-read_only`] });
  const readOnlyStatus = (await send(readOnly)).statusCode;
  if (route.method === 'GET') assert.notEqual(readOnlyStatus, 403, `${label} with a read-only token`);
  else assert.equal(readOnlyStatus, 403, `${label} with a read-only token`);
}
