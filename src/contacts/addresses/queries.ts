/** SQL for contact addresses. Callers hold the contact's row lock (see lockContact) when they write. */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { bigintArray } from '../../db/sql.ts';
import { describeConstraint } from '../../db/errors.ts';
import { contactAddressUrl } from '../../core/urls.ts';
import { assignmentsSql, columnListSql, fieldWriter, selectListSql, valueListSql, type Columns } from '../../core/fields/index.ts';
import { CONTACT_ADDRESS_FIELDS } from '../../catalogue/contact.ts';
import type { ContactAddress } from './shape.ts';

/** An address row: the catalogue's columns and its keys. */
export interface AddressRow extends Record<string, unknown> {
  id: number;
  contact_id: number;
  address_type: string;
  is_default: boolean;
}

// Writers unset the previous default under the contact's row lock, so this only fires if that rule is bypassed.
describeConstraint('contact_addresses_one_default_key', 'default', 'another address of this type is already the default');

const COLUMNS = sql`id, contact_id, ${selectListSql(CONTACT_ADDRESS_FIELDS)}`;

const writeAddressFields = fieldWriter(CONTACT_ADDRESS_FIELDS);

export function renderAddress(row: AddressRow, orgId: number): ContactAddress {
  const address = writeAddressFields(row, {} as Record<string, unknown>);
  address.url = contactAddressUrl(orgId, row.contact_id, row.id);
  // The field writer renders values loosely typed; the shape follows the ContactAddress schema.
  return address as ContactAddress;
}

/** Every address of the given contacts in one query, in creation order. */
export async function addressesOf(db: Queryable, orgId: number, contactIds: number[]): Promise<AddressRow[]> {
  if (contactIds.length === 0) return [];
  return db.rows<AddressRow>(sql`
    SELECT ${COLUMNS} FROM contact_addresses
    WHERE org_id = ${orgId} AND contact_id = ANY(${bigintArray(contactIds)})
    ORDER BY contact_id, id`);
}

export async function addressesByIds(db: Queryable, orgId: number, ids: number[]): Promise<AddressRow[]> {
  if (ids.length === 0) return [];
  return db.rows<AddressRow>(sql`
    SELECT ${COLUMNS} FROM contact_addresses WHERE org_id = ${orgId} AND id = ANY(${bigintArray(ids)}) ORDER BY id`);
}

export async function getAddress(db: Queryable, orgId: number, contactId: number, id: number): Promise<AddressRow | undefined> {
  return db.one<AddressRow>(sql`
    SELECT ${COLUMNS} FROM contact_addresses WHERE org_id = ${orgId} AND contact_id = ${contactId} AND id = ${id}`);
}

/** Inserts an address from its full column values; returns its id. */
export async function insertAddress(db: Queryable, orgId: number, contactId: number, columns: Columns): Promise<number> {
  const names = Object.keys(columns);
  const row = await db.one<{ id: number }>(sql`
    INSERT INTO contact_addresses (org_id, contact_id, ${columnListSql(names)})
    VALUES (${orgId}, ${contactId}, ${valueListSql(columns, names)})
    RETURNING id`);
  return row!.id;
}

/** Sets the columns and updated_at. */
export async function updateAddress(db: Queryable, orgId: number, id: number, columns: Columns): Promise<void> {
  const assignments = assignmentsSql(columns);
  await db.rows(sql`
    UPDATE contact_addresses SET ${assignments ? sql`${assignments}, ` : sql``}updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id}`);
}

/** Clears the default flag of the contact's other address of that type; returns the ids it changed. */
export async function unsetDefault(db: Queryable, orgId: number, contactId: number, addressType: string, exceptId: number | null): Promise<number[]> {
  const rows = await db.rows<{ id: number }>(sql`
    UPDATE contact_addresses SET is_default = false, updated_at = now()
    WHERE org_id = ${orgId} AND contact_id = ${contactId} AND address_type = ${addressType} AND is_default
      ${exceptId === null ? sql`` : sql`AND id <> ${exceptId}`}
    RETURNING id`);
  return rows.map((r) => r.id);
}

export async function deleteAddress(db: Queryable, orgId: number, contactId: number, id: number): Promise<boolean> {
  const rows = await db.rows(sql`
    DELETE FROM contact_addresses WHERE org_id = ${orgId} AND contact_id = ${contactId} AND id = ${id} RETURNING id`);
  return rows.length > 0;
}

/** Deletes every address of a contact; returns their ids. */
export async function deleteAddressesOf(db: Queryable, orgId: number, contactId: number): Promise<number[]> {
  const rows = await db.rows<{ id: number }>(sql`
    DELETE FROM contact_addresses WHERE org_id = ${orgId} AND contact_id = ${contactId} RETURNING id`);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/**
 * The lower-cased e-mails of a contact's addresses, as a subquery: the contact's orders are the orders whose
 * ship-to or bill-to e-mail is `lower(email) IN (${contactEmails(orgId, contactId)})`. A blank e-mail (an
 * address's e-mail may be "", as an order's may) is no e-mail: it matches no order.
 */
export const contactEmails = (orgId: number, contactId: number) => sql`
  SELECT DISTINCT lower(email) FROM contact_addresses
  WHERE org_id = ${orgId} AND contact_id = ${contactId} AND email IS NOT NULL AND email <> ''`;
