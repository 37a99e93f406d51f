/** SQL for contacts (their addresses and notes have their own queries): columns from the contact catalogue. */
import { countedPage } from '../db/sql.ts';
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { Page } from '../core/paging.ts';
import { assignmentsSql, columnListSql, selectListSql, valueListSql, type Columns } from '../core/fields/index.ts';
import { CONTACT_CATALOGUE } from '../catalogue/contact.ts';
import { SOURCE_UPDATED_AT } from '../catalogue/source.ts';
import { contactEmails } from './addresses/queries.ts';

/** A contact row: the catalogue's columns and its keys. */
export interface ContactRow extends Record<string, unknown> {
  id: number;
  created_at: string;
  updated_at: string;
}

const COLUMNS = sql`id, ${selectListSql(CONTACT_CATALOGUE.fields)}, ${sql.identifier(SOURCE_UPDATED_AT)}, created_at, updated_at`;

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

/** Inserts a contact from its full column values; returns its id. */
export async function insertContact(db: Queryable, orgId: number, columns: Columns): Promise<number> {
  const names = Object.keys(columns);
  const row = await db.one<{ id: number }>(sql`
    INSERT INTO contacts (org_id, ${columnListSql(names)}) VALUES (${orgId}, ${valueListSql(columns, names)}) RETURNING id`);
  return row!.id;
}

/** Sets the columns (custom fields merged by name, source.updated_at moved by a source change) and updated_at. */
export async function updateContact(db: Queryable, orgId: number, id: number, columns: Columns): Promise<void> {
  const assignments = assignmentsSql(columns);
  await db.rows(sql`
    UPDATE contacts SET ${assignments ? sql`${assignments}, ` : sql``}updated_at = now()
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
