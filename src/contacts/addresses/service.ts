/**
 * Writing contact addresses: matching the addresses of a contact write to the contact's rows by id, the
 * one-default-per-type rule, and the `contact-address` events. Callers hold the contact's row lock.
 */
import type { Queryable } from '../../db/database.ts';
import { encodeId } from '../../core/ids.ts';
import { contactUrl } from '../../core/urls.ts';
import { emitEvent } from '../../events/emit.ts';
import { columnsOf } from '../../core/fields/index.ts';
import { CONTACT_ADDRESS_FIELDS } from '../../catalogue/contact.ts';
import {
  addressesByIds, addressesOf, insertAddress, renderAddress, unsetDefault, updateAddress, type AddressRow,
} from './queries.ts';
import type { AddressValues, ContactAddressWithContact } from './shape.ts';

/** Where an address lives: the organization and the contact. */
export interface ContactRef {
  orgId: number;
  contactId: number;
}

/**
 * Creates (`existing` null) or partially updates an address. A default address makes the contact's previous
 * default of its type non-default first. Returns the ids of every address it changed.
 */
export async function writeAddress(tx: Queryable, ref: ContactRef, existing: AddressRow | null, input: AddressValues, path = ''): Promise<number[]> {
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
 * An address of a contact write: `id` names an address of the contact to update, null adds one; `refused`: the
 * client's reference was not one of this contact's addresses (malformed, another contact's or organization's).
 */
export interface AddressChange<I extends AddressValues = AddressValues> {
  id: number | null;
  refused?: boolean;
  input: I;
}

/**
 * Matches each address of a contact write to the contact's rows by id. `unknown`: the indexes refused or whose id
 * names no address of this contact (the caller refuses the write before anything is written).
 */
export async function matchAddresses<I extends AddressValues>(tx: Queryable, ref: ContactRef, changes: AddressChange<I>[]) {
  const rows = changes.some((c) => c.id !== null)
    ? new Map((await addressesOf(tx, ref.orgId, [ref.contactId])).map((r) => [r.id, r])) : new Map<number, AddressRow>();
  const unknown: number[] = [];
  const matched = changes.map(({ id, refused, input }, i) => {
    const existing = id === null ? null : rows.get(id) ?? null;
    if (refused || (id !== null && !existing)) unknown.push(i);
    return { existing, input };
  });
  return { matched, unknown };
}

/** Writes matched addresses in order (a later default wins over an earlier one); returns the changed ids. */
export async function writeAddresses(tx: Queryable, ref: ContactRef, matched: { existing: AddressRow | null; input: AddressValues }[]): Promise<number[]> {
  const changed = new Set<number>();
  for (const [i, { existing, input }] of matched.entries()) {
    // An earlier write in this request may have changed the row (its default flag): start from the current one.
    const current = existing && changed.has(existing.id) ? (await addressesByIds(tx, ref.orgId, [existing.id]))[0] : existing;
    for (const id of await writeAddress(tx, ref, current, input, `addresses[${i}]`)) changed.add(id);
  }
  return [...changed];
}

export function renderStandaloneAddress(row: AddressRow, orgId: number): ContactAddressWithContact {
  return { ...renderAddress(row, orgId), contact: contactUrl(orgId, row.contact_id) };
}

/** One `contact-address` put per changed address, with its state at the end of the write. */
export async function emitAddressPuts(tx: Queryable, ref: ContactRef, ids: number[]): Promise<void> {
  for (const row of await addressesByIds(tx, ref.orgId, ids)) {
    await emitEvent(tx, {
      orgId: ref.orgId, entity: 'contact-address', objectPk: encodeId(row.id), action: 'put',
      payload: renderStandaloneAddress(row, ref.orgId),
    });
  }
}

export async function emitAddressDeletes(tx: Queryable, orgId: number, ids: number[]): Promise<void> {
  for (const id of ids) {
    await emitEvent(tx, { orgId, entity: 'contact-address', objectPk: encodeId(id), action: 'delete', payload: null });
  }
}
