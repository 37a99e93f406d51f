/**
 * The console's security suite, the counterpart of test/support/security.ts for pages signed in with a session:
 * signed out (a redirect to the sign-in page), another organization's member (404 for the organization, and for
 * org A's ids under org B's key), a malformed org key (404), a POST with a wrong CSRF token or by a member
 * (403, nothing changed), a GET by a member (200: members read), and last the owner, who must succeed. A route
 * with an `ability` (src/auth/permissions.ts) is checked against the roles: `ship` routes refuse members (403) and
 * are made to succeed by a shipper; `access` and `money` pages refuse shippers (403) and show members.
 * Each passing call records the route's pattern; `uncoveredRoutes` names every /console/orgs/ route none covered.
 */
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import type { TestOrg, TestWorld } from '../support/app.ts';
import { registeredRoutes, resolveRoute } from '../support/routes.ts';
import { anonymous, signedIn } from './support.ts';

export interface ConsoleRouteUnderTest {
  method: 'GET' | 'POST';
  /** The URL for org A's objects under the given organization key. */
  path: (orgPk: string) => string;
  /** The form a POST sends (the CSRF token is added). */
  form?: Record<string, string | string[]>;
  /** A fresh object of org A; returns the URL (of the same route) the owner's request acts on. */
  prepare?: () => Promise<string>;
  /** Read before and after the denied requests: they must be deep-equal. */
  unchanged?: () => Promise<unknown>;
  /** False when the path holds no ids but the org key. */
  hasObjectIds?: boolean;
  /** A multipart upload (a document form) rather than a urlencoded form. */
  upload?: boolean;
  /** The route's `consoleAbility` when it is not the default (`read` for GET, `write` for POST). */
  ability?: 'ship' | 'access' | 'money';
}

const covered = new Set<string>();

export async function assertConsoleRouteSecurity(world: TestWorld, orgA: TestOrg, orgB: TestOrg, route: ConsoleRouteUnderTest): Promise<LightMyRequestResponse> {
  const url = route.path(orgA.pk);
  const label = `${route.method} ${url}`;
  const registered = resolveRoute(world.app, route.method, url.split('?')[0]);
  assert.ok(registered, `${label} reaches a registered route`);
  const send = async (who: Awaited<ReturnType<typeof signedIn>>, target = url, csrf?: string | null) =>
    (route.method === 'GET' ? who.get(target) : who.post(target, route.form, { csrf, upload: route.upload }));
  const before = await route.unchanged?.();

  const out = await send(anonymous(world));
  assert.equal(out.statusCode, 303, `${label} signed out`);
  assert.match(String(out.headers.location), /^\/console\/sign-in/, `${label} signed out goes to the sign-in page`);

  const outsider = await signedIn(world, orgB, 'owner');
  assert.equal((await send(outsider)).statusCode, 404, `${label} by an owner of another organization`);
  if (route.hasObjectIds !== false) {
    const crossed = route.path(orgB.pk);
    assert.equal((await send(outsider, crossed)).statusCode, 404, `${route.method} ${crossed}: org A's ids under org B`);
  }
  const ownerA = await signedIn(world, orgA, 'owner');
  assert.equal((await send(ownerA, route.path('!!'))).statusCode, 404, `${label}: malformed org key`);

  const member = await signedIn(world, orgA, 'member');
  const shipper = await signedIn(world, orgA, 'shipper');
  const reads = (status: number) => status === 200 || status === 303;
  if (route.method === 'POST') {
    assert.equal((await send(ownerA, url, 'not-the-token')).statusCode, 403, `${label} with a wrong CSRF token`);
    assert.equal((await send(ownerA, url, null)).statusCode, 403, `${label} without a CSRF token`);
    assert.equal((await send(member)).statusCode, 403, `${label} by a member (read only)`);
    if (route.ability !== 'ship') assert.equal((await send(shipper)).statusCode, 403, `${label} by a shipper (ships, changes nothing else)`);
  } else if (route.ability === 'ship') {
    assert.equal((await send(member)).statusCode, 403, `${label} by a member (does not ship)`);
    const read = await send(shipper);
    assert.ok(reads(read.statusCode), `${label} by a shipper: ${read.statusCode}`);
  } else {
    const read = await send(member);
    assert.ok(reads(read.statusCode), `${label} by a member (members read): ${read.statusCode}`);
    const byShipper = await send(shipper);
    if (route.ability === 'access' || route.ability === 'money') assert.equal(byShipper.statusCode, 403, `${label} by a shipper (no ${route.ability})`);
    else assert.ok(reads(byShipper.statusCode), `${label} by a shipper (shippers read): ${byShipper.statusCode}`);
  }
  if (route.unchanged) assert.deepEqual(await route.unchanged(), before, `${label}: the denied requests changed nothing`);

  const target = route.prepare ? await route.prepare() : url;
  assert.equal(resolveRoute(world.app, route.method, target.split('?')[0])?.url, registered.url, `prepare() of ${label} returns a URL of the same route`);
  // A shipping route must work for a shipper (the role it exists for); every other for the owner.
  const doer = route.method === 'POST' && route.ability === 'ship' ? shipper : ownerA;
  const ok = await send(doer, target);
  assert.ok(ok.statusCode === 200 || ok.statusCode === 201 || ok.statusCode === 303, `${route.method} ${target} by the ${doer === shipper ? 'shipper' : 'owner'}: ${ok.statusCode} ${ok.body.slice(0, 500)}`);
  covered.add(`${route.method} ${registered.url}`);
  return ok;
}

/** The /console/orgs/ routes of `app` that no assertConsoleRouteSecurity call in this process covered. */
export function uncoveredRoutes(app: object): string[] {
  return registeredRoutes(app)
    .filter((r) => r.url.startsWith('/console/orgs/') && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.url}`)
    .filter((name) => !covered.has(name));
}
