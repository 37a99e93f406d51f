/**
 * Run by scripts/test.mjs after the whole suite (not a `.test.ts`, so a narrowed run never picks it): every
 * /api route that needs a token must have passed an `assertRouteSecurity` call in some test file. Each test
 * process wrote the `METHOD pattern` of the routes it covered into the folder named by the environment
 * variable; this builds the app, lists its routes and fails naming each one no call covered.
 */
import { describe, it, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createWorld, type TestWorld } from './app.ts';
import { authenticatedRoutes, routeName } from './routes.ts';
import { COVERAGE_DIR_ENV } from './security.ts';

const dir = process.env[COVERAGE_DIR_ENV];
if (!dir) throw new Error(`${COVERAGE_DIR_ENV} is not set: this check runs from scripts/test.mjs after the whole suite (npm test)`);
const covered = new Set(
  readdirSync(dir).flatMap((file) => readFileSync(join(dir, file), 'utf8').split('\n')).filter((line) => line !== ''),
);

describe('security suite coverage: every authenticated /api route has an assertRouteSecurity call', async () => {
  // The route list is needed to declare one test per route, so the app is built while describing.
  const world: TestWorld = await createWorld();
  const routes = authenticatedRoutes(world.app);
  after(() => world.close());

  it('lists the authenticated routes of the app', () => assert.ok(routes.length > 0));

  for (const route of routes) {
    it(routeName(route), () => {
      assert.ok(covered.has(routeName(route)), `${routeName(route)} has no assertRouteSecurity call in any test file`);
    });
  }
});
