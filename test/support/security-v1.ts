/**
 * The security suite adapted to v1 routes (no org key in the path; the organization is the token's):
 * 401 with `{"error_message"}` for no token, an unknown and an expired token; 404 for org A's ids asked by a
 * token of org B (never 403, so ids cannot be probed); 403 for a token with every scope but the route's and
 * for a read-only token on a write; then 200 for a read-only token on a GET and a 2xx for exactly the route's
 * scope. A passing call records the route for the coverage check, as assertRouteSecurity does.
 */
import assert from 'node:assert/strict';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ALL_SCOPES, type Scope } from '../../src/auth/scopes.ts';
import type { TestOrg, TestWorld } from './app.ts';
import { resolveRoute, routeName } from './routes.ts';
import { COVERAGE_DIR_ENV } from './security.ts';

export interface V1RouteUnderTest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The URL, naming org A's objects by their integer ids. */
  url: string;
  scope: Scope;
  body?: unknown;
  /** A fresh object's URL for the exact-scope request (for writes that change or remove their object). */
  prepare?: () => Promise<string>;
  /** Read before and after the denied requests: they must be deep-equal. */
  unchanged?: () => Promise<unknown>;
  /** False when the URL names no object of org A (a collection): org B then legitimately sees its own. */
  hasObjectIds?: boolean;
  role?: 'owner' | 'admin' | 'member' | 'shipper';
  /** The exact-scope token, when the route needs a particular member (default: a new member with only the route's scope). */
  exactToken?: () => Promise<string>;
}

function assertV1Error(res: LightMyRequestResponse, status: number, label: string) {
  assert.equal(res.statusCode, status, `${label}: ${res.body}`);
  assert.equal(typeof res.json().error_message, 'string', `${label}: {"error_message": ...}`);
}

export async function assertV1RouteSecurity(world: TestWorld, orgA: TestOrg, orgB: TestOrg, route: V1RouteUnderTest): Promise<LightMyRequestResponse> {
  const label = `${route.method} ${route.url}`;
  const registered = resolveRoute(world.app, route.method, route.url);
  assert.ok(registered, `${label} reaches a registered route`);
  assert.equal(registered.config.v1, true, `${label} is a v1 route`);
  const send = (token: string | null, target = route.url) => world.request(route.method, target, { token, body: route.body });
  const tokenWith = (scopes: string[], opts: { expiresInSeconds?: number } = {}) => world.tokenFor(orgA, { scopes, role: route.role, ...opts });
  const before = await route.unchanged?.();

  assertV1Error(await send(null), 401, `${label} without a token`);
  assertV1Error(await send('bxl_not-a-real-token'), 401, `${label} with an unknown token`);
  const expired = await tokenWith(ALL_SCOPES, { expiresInSeconds: 1 });
  await world.db.exec("UPDATE access_tokens SET expires_at = now() - interval '1 minute' WHERE expires_at IS NOT NULL");
  assertV1Error(await send(expired), 401, `${label} with an expired token`);
  // The query-string token is read as well (DECISIONS section 2).
  const viaQuery = await world.request(route.method, `${route.url}${route.url.includes('?') ? '&' : '?'}bearer_token=bxl_nope`, { body: route.body });
  assertV1Error(viaQuery, 401, `${label} with an unknown bearer_token`);

  if (route.hasObjectIds !== false) assertV1Error(await send(orgB.token), 404, `${label} with another organization's token`);
  const [path, search] = route.url.split('?', 2);
  const malformed = path.replace(/\/\d+\/(?!.*\/\d+\/)/, '/1x/') + (search === undefined ? '' : `?${search}`);
  if (route.hasObjectIds !== false && malformed !== route.url) assertV1Error(await send(orgA.token, malformed), 404, `${route.method} ${malformed}: malformed id`);

  const others = ALL_SCOPES.filter((s) => s !== route.scope).flatMap((s) => [s, `${s}-read_only`]);
  assertV1Error(await send(await tokenWith(others)), 403, `${label} with every scope but "${route.scope}"`);
  const readOnly = await send(await tokenWith([`${route.scope}-read_only`]));
  if (route.method === 'GET') assert.equal(readOnly.statusCode, 200, `${label} with a read-only token: ${readOnly.body}`);
  else assertV1Error(readOnly, 403, `${label} with a read-only token`);

  if (route.unchanged) assert.deepEqual(await route.unchanged(), before, `${label}: the denied requests changed nothing`);

  const target = route.prepare ? await route.prepare() : route.url;
  assert.equal(resolveRoute(world.app, route.method, target)?.url, registered.url, `prepare() of ${label} returns a URL of the same route`);
  const exactToken = route.exactToken ? await route.exactToken() : await tokenWith([route.scope]);
  const exact = await world.request(route.method, target, { token: exactToken, body: route.body });
  const ok = route.method === 'GET' ? exact.statusCode === 200 : exact.statusCode >= 200 && exact.statusCode < 300;
  assert.ok(ok, `${route.method} ${target} with exactly the "${route.scope}" scope: got ${exact.statusCode} ${exact.body}`);

  const dir = process.env[COVERAGE_DIR_ENV];
  if (dir) appendFileSync(join(dir, `${process.pid}.txt`), `${routeName(registered)}\n`);
  return exact;
}
