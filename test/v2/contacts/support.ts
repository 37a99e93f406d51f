/**
 * What the contact tests share (not a test file itself): one world, emptied before each test with two new
 * organizations (`orgA`, the one acting, and `orgB`, another), and the requests and counts the tests make.
 * A test file calls `useContactsWorld()` inside its top describe; the exported `let`s are live bindings, so the
 * tests see the world and organizations of the test that runs.
 */
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { orgA, useTwoOrgWorld, world } from '../../support/two-orgs.ts';

export { world, orgA, orgB } from '../../support/two-orgs.ts';

export const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?Z$/;
export const CONTACT_EVENT_KEYS = [
  'created_at', 'custom_fields', 'description', 'first_name', 'is_company', 'last_name', 'occupation', 'orders',
  'profile_image', 'source', 'updated_at', 'url', 'website',
];
export const ADDRESS_KEYS = [
  'address_1', 'address_2', 'address_type', 'city', 'company', 'country', 'default', 'email', 'first_name', 'last_name',
  'phone', 'post_code', 'region', 'residential', 'url', 'validated',
];

/** A contact address as the API shows it: every field, null or false unless given. */
export function address(url: string, fields: Record<string, unknown> = {}) {
  return {
    address_type: 'shipping', address_1: null, address_2: null, city: null, company: null, country: null, default: false,
    email: null, first_name: null, last_name: null, phone: null, post_code: null, region: null, residential: null,
    validated: false, url, ...fields,
  };
}

interface EventRow { entity: string; action: string; object_pk: string; payload: Record<string, unknown> | null }

/** orgA's contact list url. */
export let contacts: string;

/** The events written since the previous call (all of them on the first call after a reset). */
let seenEventId = 0;
export const newEvents = async () => {
  const rows = await world.db.rows<EventRow & { id: number }>(sql`
    SELECT id, entity, action, object_pk, payload FROM events WHERE id > ${seenEventId} ORDER BY id`);
  seenEventId = rows.at(-1)?.id ?? seenEventId;
  return rows.map(({ id: _id, ...event }) => event);
};
export const count = async (table: 'contacts' | 'contact_addresses' | 'contact_notes' | 'events') =>
  (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))!.n;
export const create = async (body: unknown, org = orgA) => {
  const res = await world.request('POST', `${org.url}contacts/`, { token: org.token, body });
  assert.equal(res.statusCode, 201, res.body);
  return res.json();
};
export const get = async (url: string, org = orgA) => {
  const res = await world.request('GET', url, { token: org.token });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};
export const patch = (url: string, body: unknown, org = orgA) => world.request('PATCH', url, { token: org.token, body });

/** Registers the test file's hooks: one world, emptied before each test, with orgA ('Acme') and orgB ('Other'). */
export function useContactsWorld(): void {
  useTwoOrgWorld({
    each: true,
    onReset: () => {
      seenEventId = 0;
      contacts = `${orgA.url}contacts/`;
    },
  });
}
