/**
 * Writing contact addresses: matching the addresses of a contact write to the contact's rows by `url`, the
 * one-default-per-type rule, and the `contact-address` events. Callers hold the contact's row lock.
 */
import type { Queryable } from '../../../db/database.ts';
import { decodeId, encodeId } from '../../../core/ids.ts';
import type { FieldErrors } from '../../../core/errors.ts';
import { emitEvent } from '../../../events/emit.ts';
import {
  addressesByIds, addressesOf, insertAddress, renderAddress, unsetDefault, updateAddress,
  type AddressRow, type AddressValues,
} from './queries.ts';
import type { AddressInput, ContactAddressWithContact, NestedAddress } from './schemas.ts';

/** Where an address lives: the organization, the contact, and the contact's url without a trailing slash. */
export interface ContactRef {
  orgId: number;
  contactId: number;
  contactUrl: string;
}

export const contactUrlOf = (orgBase: string, contactId: number) => `${orgBase}/contacts/${encodeId(contactId)}`;

/**
 * The id in an address url of this contact (`{contactUrl}/addresses/{pk}/`, relative or absolute, trailing
 * slash optional), or null when the url is not shaped like one.
 */
export function addressIdFromUrl(url: string, contactUrl: string): number | null {
  const path = url.replace(/^https?:\/\/[^/]+/i, '');
  const prefix = `${contactUrl}/addresses/`;
  if (!path.startsWith(prefix)) return null;
  return decodeId(path.slice(prefix.length).replace(/\/$/, ''));
}

const DEFAULTS: AddressValues = {
  address_type: 'shipping', address_1: null, address_2: null, city: null, company: null, country: null,
  is_default: false, email: null, first_name: null, last_name: null, phone: null, post_code: null, region: null,
  residential: null, validated: false,
};

/** The stored values after applying `input` (only the keys it carries) to `base`. */
function applyInput(base: AddressValues, input: AddressInput): AddressValues {
  const next = { ...base };
  for (const key of Object.keys(DEFAULTS) as (keyof AddressValues)[]) {
    const inputKey = key === 'is_default' ? 'default' : key;
    if (Object.hasOwn(input, inputKey) && input[inputKey] !== undefined) (next as Record<string, unknown>)[key] = input[inputKey];
  }
  if (typeof next.phone === 'string') next.phone = next.phone.trim();
  return next;
}

function valuesOf(row: AddressRow): AddressValues {
  const { id: _id, contact_id: _contactId, ...values } = row;
  return values;
}

/**
 * Creates (`existing` null) or partially updates an address. A default address makes the contact's previous
 * default of its type non-default first. Returns the ids of every address it changed.
 */
export async function writeAddress(tx: Queryable, ref: ContactRef, existing: AddressRow | null, input: AddressInput): Promise<number[]> {
  const values = applyInput(existing ? valuesOf(existing) : DEFAULTS, input);
  const unset = values.is_default ? await unsetDefault(tx, ref.orgId, ref.contactId, values.address_type, existing?.id ?? null) : [];
  if (existing) {
    await updateAddress(tx, ref.orgId, existing.id, values);
    return [existing.id, ...unset];
  }
  return [await insertAddress(tx, ref.orgId, ref.contactId, values), ...unset];
}

/**
 * Matches each address of a contact PATCH to the contact's rows: with a `url` it must name an address of this
 * contact, else `addresses[i].url` is added to `errors` (the caller throws before writing anything); without
 * one it is a new address.
 */
export async function matchAddresses(
  tx: Queryable, ref: ContactRef, inputs: NestedAddress[], errors: FieldErrors,
): Promise<{ existing: AddressRow | null; input: NestedAddress }[]> {
  if (!inputs.some((a) => typeof a.url === 'string')) return inputs.map((input) => ({ existing: null, input }));
  const rows = new Map((await addressesOf(tx, ref.orgId, [ref.contactId])).map((r) => [r.id, r]));
  return inputs.map((input, i) => {
    if (typeof input.url !== 'string') return { existing: null, input };
    const id = addressIdFromUrl(input.url, ref.contactUrl);
    const existing = id === null ? undefined : rows.get(id);
    if (!existing) errors[`addresses[${i}].url`] = ['must be the url of an address of this contact'];
    return { existing: existing ?? null, input };
  });
}

/** Writes matched addresses in order (a later default wins over an earlier one); returns the changed ids. */
export async function writeAddresses(tx: Queryable, ref: ContactRef, matched: { existing: AddressRow | null; input: AddressInput }[]): Promise<number[]> {
  const changed = new Set<number>();
  for (const { existing, input } of matched) {
    // An earlier write in this request may have changed the row (its default flag): start from the current one.
    const current = existing && changed.has(existing.id) ? (await addressesByIds(tx, ref.orgId, [existing.id]))[0] : existing;
    for (const id of await writeAddress(tx, ref, current, input)) changed.add(id);
  }
  return [...changed];
}

export function renderStandaloneAddress(row: AddressRow, contactUrl: string): ContactAddressWithContact {
  return { ...renderAddress(row, contactUrl), contact: `${contactUrl}/` };
}

/** One `contact-address` put per changed address, with its state at the end of the write. */
export async function emitAddressPuts(tx: Queryable, ref: ContactRef, ids: number[]): Promise<void> {
  for (const row of await addressesByIds(tx, ref.orgId, ids)) {
    await emitEvent(tx, {
      orgId: ref.orgId, entity: 'contact-address', objectPk: encodeId(row.id), action: 'put',
      payload: renderStandaloneAddress(row, ref.contactUrl),
    });
  }
}

export async function emitAddressDeletes(tx: Queryable, orgId: number, ids: number[]): Promise<void> {
  for (const id of ids) {
    await emitEvent(tx, { orgId, entity: 'contact-address', objectPk: encodeId(id), action: 'delete', payload: null });
  }
}
