/**
 * The two-organization world of route tests (not a test file itself): one world for the test file, with `orgA`
 * (the organization acting) and `orgB` (the other one of the isolation checks). `useTwoOrgWorld()`, called once
 * inside a file's top describe, registers its hooks; the exported `let`s are live bindings they set, so the tests
 * (and a folder's helpers that re-export them) see the world and organizations of the test that runs.
 * - `each: true`: the world is emptied before each test and both organizations made anew (then `onReset` runs, for
 *   what a folder adds: an order, a URL); otherwise they are made once, for the file.
 */
import { after, before, beforeEach } from 'node:test';
import { createWorld, type TestOrg, type TestWorld } from './app.ts';

export let world: TestWorld;
export let orgA: TestOrg;
export let orgB: TestOrg;

export interface TwoOrgOptions {
  /** The organizations' names: ['Acme', 'Other'] unless given. */
  names?: [string, string];
  /** Empty the world and make the organizations before each test (otherwise once, for the file). */
  each?: boolean;
  /** Runs after the organizations are made (before each test with `each`). */
  onReset?: () => Promise<void> | void;
}

export function useTwoOrgWorld({ names = ['Acme', 'Other'], each = false, onReset }: TwoOrgOptions = {}): void {
  const makeOrgs = async () => {
    orgA = await world.createOrg(names[0]);
    orgB = await world.createOrg(names[1]);
    await onReset?.();
  };
  before(async () => {
    world = await createWorld();
    if (!each) await makeOrgs();
  });
  if (each) {
    beforeEach(async () => {
      await world.reset();
      await makeOrgs();
    });
  }
  after(() => world.close());
}
