/** SQL for contact addresses. Callers hold the contact's row lock (see lockContact) when they write. */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import { describeConstraint } from '../../../db/errors.ts';
import { encodeId } from '../../../core/ids.ts';
import type { ContactAddress } from './schemas.ts';

export interface AddressRow {
  id: number;
  contact_id: number;
  address_type: string;
  address_1: string | null;
  address_2: string | null;
  city: string | null;
  company: string | null;
  country: string | null;
  is_default: boolean;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  post_code: string | null;
  region: string | null;
  residential: boolean | null;
  validated: boolean;
}

/** The stored values of an address, without its ids. */
export type AddressValues = Omit<AddressRow, 'id' | 'contact_id'>;

// Writers unset the previous default under the contact's row lock, so this only fires if that rule is bypassed.
describeConstraint('contact_addresses_one_default_key', 'default', 'another address of this type is already the default');

const COLUMNS = sql`id, contact_id, address_type, address_1, address_2, city, company, country, is_default, email,
  first_name, last_name, phone, post_code, region, residential, validated`;

/** `contactUrl` is the contact's url without a trailing slash. */
export function renderAddress(row: AddressRow, contactUrl: string): ContactAddress {
  return {
    address_type: row.address_type,
    address_1: row.address_1,
    address_2: row.address_2,
    city: row.city,
    company: row.company,
    country: row.country,
    default: row.is_default,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    post_code: row.post_code,
    region: row.region,
    residential: row.residential,
    validated: row.validated,
    url: `${contactUrl}/addresses/${encodeId(row.id)}/`,
  };
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

export async function insertAddress(db: Queryable, orgId: number, contactId: number, v: AddressValues): Promise<number> {
  const row = await db.one<{ id: number }>(sql`
    INSERT INTO contact_addresses (org_id, contact_id, address_type, address_1, address_2, city, company, country, is_default,
                                   email, first_name, last_name, phone, post_code, region, residential, validated)
    VALUES (${orgId}, ${contactId}, ${v.address_type}, ${v.address_1}, ${v.address_2}, ${v.city}, ${v.company}, ${v.country},
            ${v.is_default}, ${v.email}, ${v.first_name}, ${v.last_name}, ${v.phone}, ${v.post_code}, ${v.region},
            ${v.residential}, ${v.validated})
    RETURNING id`);
  return row!.id;
}

export async function updateAddress(db: Queryable, orgId: number, id: number, v: AddressValues): Promise<void> {
  await db.rows(sql`
    UPDATE contact_addresses
    SET address_type = ${v.address_type}, address_1 = ${v.address_1}, address_2 = ${v.address_2}, city = ${v.city},
        company = ${v.company}, country = ${v.country}, is_default = ${v.is_default}, email = ${v.email},
        first_name = ${v.first_name}, last_name = ${v.last_name}, phone = ${v.phone}, post_code = ${v.post_code},
        region = ${v.region}, residential = ${v.residential}, validated = ${v.validated}, updated_at = now()
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
 * ship-to or bill-to e-mail is `lower(email) IN (${contactEmails(orgId, contactId)})`.
 */
export const contactEmails = (orgId: number, contactId: number) => sql`
  SELECT DISTINCT lower(email) FROM contact_addresses WHERE org_id = ${orgId} AND contact_id = ${contactId} AND email IS NOT NULL`;
