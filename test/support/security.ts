/**
 * The security suite every route must pass. `path(orgPk)` builds the route's URL for an organization key,
 * keeping the ids of org A's objects, so the same ids are tried through another organization.
 *
 * Denied first: no token, an unknown or expired token (401), another organization's token or key and a
 * malformed key (404), a token with every scope but the route's (403), a read-only token on a write (403).
 * Then allowed: a read-only token on a GET (200), and last a token with exactly the route's scope (2xx), which
 * proves the 403s came from the scope. Each passing call records `METHOD pattern` for the coverage check run
 * after the whole suite (`test/support/security-coverage.ts`): a route no call covers fails it.
 */
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ALL_SCOPES, type Scope } from '../../src/auth/scopes.ts';
import type { TestOrg, TestWorld } from './app.ts';
import { resolveRoute, routeName, type RegisteredRoute } from './routes.ts';

/** Set by scripts/test.mjs on a whole-suite run: the folder each test process writes its covered routes to. */
export const COVERAGE_DIR_ENV = 'BOXLINE_SECURITY_COVERAGE_DIR';

type Role = NonNullable<NonNullable<Parameters<TestWorld['tokenFor']>[1]>['role']>;

export interface RouteUnderTest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** URL of the route for org A's objects under the given organization key. */
  path: (orgPk: string) => string;
  /**
   * The scope the route needs: a token with exactly it succeeds, a token with every other scope gets 403.
   * `member` for a route open to any member's token whatever its scopes (`config.member`): a token with no
   * scope at all, and one with every other scope, succeed.
   */
  scope: Scope | 'member';
  /** Sent with every request; it must be valid, since the exact-scope request has to succeed with it. */
  body?: unknown;
  /**
   * Makes a fresh object in org A and returns the URL (of the same route) the exact-scope request acts on. Give
   * it for routes that change or remove their object, so the object `path` names stays as the denied requests
   * left it. Without it the exact-scope request goes to `path(orgA.pk)`, as the last request of the call.
   */
  prepare?: () => Promise<string>;
  /** Read before and after the denied requests (before the exact-scope one): the two must be deep-equal. */
  unchanged?: () => Promise<unknown>;
  /** The member role of the suite's tokens (default `member`); a route that also checks the role names one it allows. */
  role?: Role;
  /** Routes that need no org (such as /orgs/) skip the other-organization checks. */
  orgScoped?: boolean;
  /** False when the path holds no object ids besides the org key (then org B's own path is legitimately its own). */
  hasObjectIds?: boolean;
}

/** Runs the suite on one route; returns the response to the exact-scope request. */
export async function assertRouteSecurity(world: TestWorld, orgA: TestOrg, orgB: TestOrg, route: RouteUnderTest): Promise<LightMyRequestResponse> {
  const url = route.path(orgA.pk);
  const label = `${route.method} ${url}`;
  const registered = resolveRoute(world.app, route.method, url);
  assert.ok(registered, `${label} reaches a registered route`);
  const send = (token: string | null, target = url) => world.request(route.method, target, { token, body: route.body });
  const tokenWith = (scopes: string[], opts: { expiresInSeconds?: number } = {}) => world.tokenFor(orgA, { scopes, role: route.role, ...opts });
  const before = await route.unchanged?.();

  const anonymous = await send(null);
  assert.equal(anonymous.statusCode, 401, `${label} without a token`);
  assert.match(String(anonymous.headers['www-authenticate']), /^Bearer realm="api"/, `${label}: WWW-Authenticate`);

  const bogus = await send('bxl_not-a-real-token');
  assert.equal(bogus.statusCode, 401, `${label} with an unknown token`);
  assert.match(String(bogus.headers['www-authenticate']), /error="invalid_token"/, `${label}: invalid_token`);

  const expired = await tokenWith(ALL_SCOPES, { expiresInSeconds: 1 });
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

  const others = ALL_SCOPES.filter((s) => s !== route.scope).flatMap((s) => [s, `${s}-read_only`]);
  const otherScopes = await tokenWith(others);
  const otherResponse = await send(otherScopes);
  if (route.scope === 'member') assert.equal(otherResponse.statusCode, 200, `${label} is open to any member's token: ${otherResponse.body}`);
  else assert.equal(otherResponse.statusCode, 403, `${label} with every scope but "${route.scope}"`);

  if (route.scope !== 'member') {
    const readOnly = await tokenWith([`${route.scope}-read_only`]);
    const readOnlyResponse = await send(readOnly);
    if (route.method === 'GET') assert.equal(readOnlyResponse.statusCode, 200, `${label} with a read-only token: ${readOnlyResponse.body}`);
    else assert.equal(readOnlyResponse.statusCode, 403, `${label} with a read-only token`);
  }

  if (route.unchanged) assert.deepEqual(await route.unchanged(), before, `${label}: the denied requests changed nothing`);

  const target = route.prepare ? await route.prepare() : url;
  const prepared = resolveRoute(world.app, route.method, target);
  assert.equal(prepared?.url, registered.url, `prepare() of ${label} returns a URL of the same route (${target})`);
  const exact = await world.request(route.method, target, { token: await tokenWith(route.scope === 'member' ? [] : [route.scope]), body: route.body });
  const expected = route.method === 'GET' ? 'a 200' : 'a 2xx';
  const ok = route.method === 'GET' ? exact.statusCode === 200 : exact.statusCode >= 200 && exact.statusCode < 300;
  assert.ok(ok, `${route.method} ${target} with exactly the "${route.scope}" scope: ${expected} expected, got ${exact.statusCode} ${exact.body}`);

  recordCoverage(registered);
  return exact;
}

function recordCoverage(route: RegisteredRoute): void {
  const dir = process.env[COVERAGE_DIR_ENV];
  if (dir) appendFileSync(join(dir, `${process.pid}.txt`), `${routeName(route)}\n`);
}
