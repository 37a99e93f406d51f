/**
 * What each role may do in the console: the one place roles meet pages (issue 50). A console route names the
 * ability it needs (its `consoleAbility` route option; a GET needs `read`, a POST `write` unless it says otherwise)
 * and the org guard (src/console/session/context.ts) checks it against this table, 403 otherwise.
 * - read: orders, webhooks and their logs; ship: pack, print, buy and void labels, upload documents, start label
 *   batches, change a shipping status; write: everything else that changes the organization's records;
 * - access: see members, invitations, tokens and apps; money: see the insurance and wallet ledgers.
 * A shipper packs and ships but neither sees nor manages access or money.
 */
import type { Role } from './org.ts';

export type ConsoleAbility = 'read' | 'ship' | 'write' | 'access' | 'money';

const ROLE_ABILITIES: Record<Role, readonly ConsoleAbility[]> = {
  owner: ['read', 'ship', 'write', 'access', 'money'],
  admin: ['read', 'ship', 'write', 'access', 'money'],
  member: ['read', 'access', 'money'],
  shipper: ['read', 'ship'],
};

export const roleMay = (role: Role, ability: ConsoleAbility): boolean => ROLE_ABILITIES[role]?.includes(ability) ?? false;

/** What the access page's role picker says of each role. */
export const ROLE_SUMMARIES: Record<Role, string> = {
  member: 'reads', shipper: 'packs, prints and voids labels; no access or money', admin: 'everything', owner: 'everything',
};
