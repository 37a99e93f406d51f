/**
 * What the order route tests share (not a test file itself): one world, emptied before each test with two new
 * organizations, A (whose orders the tests write) and B (the other organization of the isolation checks). The
 * exported bindings are set by the hooks useOrdersWorld registers, and read by the tests as they run.
 */
import { after, before, beforeEach } from 'node:test';
import { createWorld, type TestOrg, type TestWorld } from '../../support/app.ts';

export let world: TestWorld;
export let orgA: TestOrg;
export let orgB: TestOrg;
/** orgA's order list url. */
export const ordersUrl = () => `${orgA.url}orders/`;

/** Registers the hooks of a file of order route tests (call once, at the top of its describe). */
export function useOrdersWorld(): void {
  before(async () => {
    world = await createWorld();
  });
  beforeEach(async () => {
    await world.reset();
    orgA = await world.createOrg('Acme');
    orgB = await world.createOrg('Other');
  });
  after(() => world.close());
}
