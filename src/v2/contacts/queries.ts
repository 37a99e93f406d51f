/** SQL for contacts (their addresses and notes have their own queries.ts). */
import { countedPage } from '../../db/sql.ts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import type { Page } from '../../core/paging.ts';
import type { CustomFields } from '../../core/custom-fields.ts';
import type { SourceColumns } from '../../core/source.ts';
import { contactEmails } from './addresses/queries.ts';


/** The writable stored values of a contact. */
export interface ContactValues extends SourceColumns {
  first_name: string | null;
  last_name: string | null;
  occupation: string | null;
  description: string | null;
  website: string | null;
  is_company: boolean;
  profile_image: string | null;
  custom_fields: CustomFields;
}

export interface ContactRow extends ContactValues {
  id: number;
  source_updated_at: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS = sql`id, first_name, last_name, occupation, description, website, is_company, profile_image, custom_fields,
  source_account, source_channel, source_id, source_name, source_retrieved_at, source_updated_at, created_at, updated_at`;

export async function listContacts(db: Queryable, orgId: number, page: Page): Promise<{ count: number; rows: ContactRow[] }> {
  return countedPage<ContactRow>(db,
    sql`SELECT count(*)::int AS count FROM contacts WHERE org_id = ${orgId}`,
    sql`SELECT ${COLUMNS} FROM contacts WHERE org_id = ${orgId} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
}

export async function getContact(db: Queryable, orgId: number, id: number): Promise<ContactRow | undefined> {
  return db.one<ContactRow>(sql`SELECT ${COLUMNS} FROM contacts WHERE org_id = ${orgId} AND id = ${id}`);
}

/** The contact, locked until the transaction ends: every write to a contact or its addresses takes this first. */
export async function lockContact(db: Queryable, orgId: number, id: number): Promise<ContactRow | undefined> {
  return db.one<ContactRow>(sql`SELECT ${COLUMNS} FROM contacts WHERE org_id = ${orgId} AND id = ${id} FOR UPDATE`);
}

/** Whether the contact exists (without locking it). */
export async function contactExists(db: Queryable, orgId: number, id: number): Promise<boolean> {
  return (await db.one(sql`SELECT 1 FROM contacts WHERE org_id = ${orgId} AND id = ${id}`)) !== undefined;
}

const hasSource = (v: SourceColumns) =>
  v.source_account !== null || v.source_channel !== null || v.source_id !== null || v.source_name !== null || v.source_retrieved_at !== null;

export async function insertContact(db: Queryable, orgId: number, v: ContactValues): Promise<number> {
  const row = await db.one<{ id: number }>(sql`
    INSERT INTO contacts (org_id, first_name, last_name, occupation, description, website, is_company, profile_image, custom_fields,
                          source_account, source_channel, source_id, source_name, source_retrieved_at, source_updated_at)
    VALUES (${orgId}, ${v.first_name}, ${v.last_name}, ${v.occupation}, ${v.description}, ${v.website}, ${v.is_company},
            ${v.profile_image}, ${JSON.stringify(v.custom_fields)}::jsonb, ${v.source_account}, ${v.source_channel},
            ${v.source_id}, ${v.source_name}, ${v.source_retrieved_at}::timestamptz, ${hasSource(v) ? sql`now()` : sql`NULL`})
    RETURNING id`);
  return row!.id;
}

/** Writes every value and `updated_at`; `sourceChanged` also stamps `source.updated_at`. */
export async function updateContact(db: Queryable, orgId: number, id: number, v: ContactValues, sourceChanged: boolean): Promise<void> {
  await db.rows(sql`
    UPDATE contacts
    SET first_name = ${v.first_name}, last_name = ${v.last_name}, occupation = ${v.occupation}, description = ${v.description},
        website = ${v.website}, is_company = ${v.is_company}, profile_image = ${v.profile_image},
        custom_fields = ${JSON.stringify(v.custom_fields)}::jsonb,
        source_account = ${v.source_account}, source_channel = ${v.source_channel}, source_id = ${v.source_id},
        source_name = ${v.source_name}, source_retrieved_at = ${v.source_retrieved_at}::timestamptz,
        source_updated_at = ${sourceChanged ? sql`now()` : sql`source_updated_at`},
        updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id}`);
}

export async function deleteContact(db: Queryable, orgId: number, id: number): Promise<boolean> {
  return (await db.rows(sql`DELETE FROM contacts WHERE org_id = ${orgId} AND id = ${id} RETURNING id`)).length > 0;
}

/** The condition on the order list (`o`) that narrows it to a contact's orders: a ship-to or bill-to e-mail of one of its addresses. */
export function contactOrdersFilter(orgId: number, contactId: number) {
  const emails = contactEmails(orgId, contactId);
  return sql`(lower(o.ship_to_email) IN (${emails}) OR lower(o.bill_to_email) IN (${emails}))`;
}
