/**
 * Writing contact addresses: matching the addresses of a contact write to the contact's rows by `url`, the
 * one-default-per-type rule, and the `contact-address` events. Callers hold the contact's row lock.
 */
import type { Queryable } from '../../db/database.ts';
import { encodeId } from '../../core/ids.ts';
import { REF_MESSAGES, v2Ref } from '../../core/refs.ts';
import type { FieldErrors } from '../../core/errors.ts';
import { emitEvent } from '../../events/emit.ts';
import { columnsOf } from '../../core/fields/index.ts';
import { CONTACT_ADDRESS_FIELDS } from '../../catalogue/contact.ts';
import {
  addressesByIds, addressesOf, insertAddress, renderAddress, unsetDefault, updateAddress, type AddressRow,
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
 * Creates (`existing` null) or partially updates an address. A default address makes the contact's previous
 * default of its type non-default first. Returns the ids of every address it changed.
 */
export async function writeAddress(tx: Queryable, ref: ContactRef, existing: AddressRow | null, input: AddressInput, path = ''): Promise<number[]> {
  const columns = columnsOf(CONTACT_ADDRESS_FIELDS, input, { full: existing === null, path });
  const isDefault = (input.default ?? existing?.is_default ?? false) as boolean;
  const addressType = (input.address_type ?? existing?.address_type ?? 'shipping') as string;
  const unset = isDefault ? await unsetDefault(tx, ref.orgId, ref.contactId, addressType, existing?.id ?? null) : [];
  if (existing) {
    await updateAddress(tx, ref.orgId, existing.id, columns);
    return [existing.id, ...unset];
  }
  return [await insertAddress(tx, ref.orgId, ref.contactId, columns), ...unset];
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
    const ids = v2Ref('address', input.url, { id: ref.orgId });
    const existing = ids && ids[0] === ref.contactId ? rows.get(ids[1]) : undefined;
    if (!existing) errors[`addresses[${i}].url`] = [REF_MESSAGES.address];
    return { existing: existing ?? null, input };
  });
}

/** Writes matched addresses in order (a later default wins over an earlier one); returns the changed ids. */
export async function writeAddresses(tx: Queryable, ref: ContactRef, matched: { existing: AddressRow | null; input: AddressInput }[]): Promise<number[]> {
  const changed = new Set<number>();
  for (const [i, { existing, input }] of matched.entries()) {
    // An earlier write in this request may have changed the row (its default flag): start from the current one.
    const current = existing && changed.has(existing.id) ? (await addressesByIds(tx, ref.orgId, [existing.id]))[0] : existing;
    for (const id of await writeAddress(tx, ref, current, input, `addresses[${i}]`)) changed.add(id);
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
