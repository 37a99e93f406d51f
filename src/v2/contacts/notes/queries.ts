/** SQL for contact notes (table contact_notes, the columns of the shared note shape). */
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import type { Page } from '../../../core/paging.ts';
import { bigintArray } from '../../../db/sql.ts';
import { NOTE_COLUMNS, type NoteRow } from '../../notes/shape.ts';

const COLUMNS = sql.raw(NOTE_COLUMNS);

export interface NoteValues {
  author_email: string | null;
  author_name: string | null;
  author_system: boolean;
  agent: string | null;
  content: string;
}

export async function listNotes(db: Queryable, orgId: number, contactId: number, page: Page): Promise<{ count: number; rows: NoteRow[] }> {
  const [{ count }] = await db.rows<{ count: number }>(sql`
    SELECT count(*)::int AS count FROM contact_notes WHERE org_id = ${orgId} AND contact_id = ${contactId}`);
  const rows = await db.rows<NoteRow>(sql`
    SELECT ${COLUMNS} FROM contact_notes WHERE org_id = ${orgId} AND contact_id = ${contactId}
    ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, rows };
}

/** Every note of the given contacts in one query, in creation order. */
export async function notesOf(db: Queryable, orgId: number, contactIds: number[]): Promise<(NoteRow & { contact_id: number })[]> {
  if (contactIds.length === 0) return [];
  return db.rows(sql`
    SELECT contact_id, ${COLUMNS} FROM contact_notes
    WHERE org_id = ${orgId} AND contact_id = ANY(${bigintArray(contactIds)})
    ORDER BY contact_id, id`);
}

export async function getNote(db: Queryable, orgId: number, contactId: number, id: number): Promise<NoteRow | undefined> {
  return db.one<NoteRow>(sql`SELECT ${COLUMNS} FROM contact_notes WHERE org_id = ${orgId} AND contact_id = ${contactId} AND id = ${id}`);
}

export async function insertNote(db: Queryable, orgId: number, contactId: number, v: NoteValues): Promise<NoteRow> {
  const row = await db.one<NoteRow>(sql`
    INSERT INTO contact_notes (org_id, contact_id, author_email, author_name, author_system, agent, content)
    VALUES (${orgId}, ${contactId}, ${v.author_email}, ${v.author_name}, ${v.author_system}, ${v.agent}, ${v.content})
    RETURNING ${COLUMNS}`);
  return row!;
}

/** Changes only the keys `patch` carries; undefined when the contact has no such note. */
export async function updateNote(db: Queryable, orgId: number, contactId: number, id: number, patch: Partial<NoteValues>): Promise<NoteRow | undefined> {
  const set = (column: keyof NoteValues) => (patch[column] === undefined ? sql.raw(column) : sql`${patch[column]}`);
  return db.one<NoteRow>(sql`
    UPDATE contact_notes
    SET author_email = ${set('author_email')}, author_name = ${set('author_name')}, author_system = ${set('author_system')},
        agent = ${set('agent')}, content = ${set('content')}, updated_at = now()
    WHERE org_id = ${orgId} AND contact_id = ${contactId} AND id = ${id}
    RETURNING ${COLUMNS}`);
}

export async function deleteNote(db: Queryable, orgId: number, contactId: number, id: number): Promise<boolean> {
  const rows = await db.rows(sql`DELETE FROM contact_notes WHERE org_id = ${orgId} AND contact_id = ${contactId} AND id = ${id} RETURNING id`);
  return rows.length > 0;
}
