/**
 * What the order route tests share (not a test file itself): the two-organization world of
 * test/support/two-orgs.ts, emptied before each test, with A ('Acme', whose orders the tests write) and B ('Other',
 * the other organization of the isolation checks). The exported bindings are live: set by the hooks.
 */
import { orgA, useTwoOrgWorld } from '../../support/two-orgs.ts';

export { world, orgA, orgB } from '../../support/two-orgs.ts';
/** orgA's order list url. */
export const ordersUrl = () => `${orgA.url}orders/`;

/** Registers the hooks of a file of order route tests (call once, at the top of its describe). */
export function useOrdersWorld(): void {
  useTwoOrgWorld({ each: true });
}
