/**
 * Note storage shared by order notes and contact notes: the same columns in a table per parent
 * (`order_notes.order_id`, `contact_notes.contact_id`), and the mapping from a note body to those columns.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/database.ts';
import { bigintArray, countedPage } from '../../db/sql.ts';
import type { Page } from '../../core/paging.ts';
import { NOTE_COLUMNS, type NoteRow } from './shape.ts';

export const ORDER_NOTES = { table: 'order_notes', parent: 'order_id' } as const;
export const CONTACT_NOTES = { table: 'contact_notes', parent: 'contact_id' } as const;
export type NoteTable = typeof ORDER_NOTES | typeof CONTACT_NOTES;
/** A note row with its parent's id under the parent column's name. */
export type ParentNoteRow<T extends NoteTable> = NoteRow & Record<T['parent'], number>;

export interface NoteValues {
  author_email?: string | null;
  author_name?: string | null;
  author_system?: boolean;
  agent?: string | null;
  content?: string;
}

export interface NoteBody {
  author?: { email?: string | null; name?: string | null; system?: boolean };
  agent?: string | null;
  content?: string;
}

/** The columns a note body sets: only the keys present, so a partial author changes only its keys. */
export function noteValues(input: NoteBody): NoteValues {
  const out: NoteValues = {};
  if (input.author?.email !== undefined) out.author_email = input.author.email;
  if (input.author?.name !== undefined) out.author_name = input.author.name;
  if (input.author?.system !== undefined) out.author_system = input.author.system;
  if (input.agent !== undefined) out.agent = input.agent;
  if (input.content !== undefined) out.content = input.content;
  return out;
}

const COLUMNS = sql.raw(NOTE_COLUMNS);
const ids = (t: NoteTable) => ({ table: sql.identifier(t.table), parent: sql.identifier(t.parent) });

/** The notes of these parents (or the one note `noteId` among them), by parent then creation. */
export function notesOf<T extends NoteTable>(db: Queryable, t: T, orgId: number, parentIds: number[], noteId?: number): Promise<ParentNoteRow<T>[]> {
  if (parentIds.length === 0) return Promise.resolve([]);
  const { table, parent } = ids(t);
  return db.rows<ParentNoteRow<T>>(sql`
    SELECT ${parent}, ${COLUMNS} FROM ${table}
    WHERE org_id = ${orgId} AND ${parent} = ANY(${bigintArray(parentIds)}) ${noteId === undefined ? sql`` : sql`AND id = ${noteId}`}
    ORDER BY ${parent}, id`);
}

export async function pageOfNotes(db: Queryable, t: NoteTable, orgId: number, parentId: number, page: Page): Promise<{ count: number; rows: NoteRow[] }> {
  const { table, parent } = ids(t);
  const where = sql`org_id = ${orgId} AND ${parent} = ${parentId}`;
  return countedPage<NoteRow>(db,
    sql`SELECT count(*)::int AS count FROM ${table} WHERE ${where}`,
    sql`SELECT ${COLUMNS} FROM ${table} WHERE ${where} ORDER BY id LIMIT ${page.limit} OFFSET ${page.offset}`);
}

/** One multi-row INSERT (author keys left out are null, `system` false); the new rows in the order given. */
export async function insertNotes(tx: Queryable, t: NoteTable, orgId: number, parentId: number, notes: NoteValues[]): Promise<NoteRow[]> {
  if (notes.length === 0) return [];
  const { table, parent } = ids(t);
  const rows = notes.map((n) => sql`(${orgId}::bigint, ${parentId}::bigint, ${n.author_email ?? null}::text, ${n.author_name ?? null}::text,
    ${n.author_system ?? false}::boolean, ${n.agent ?? null}::text, ${n.content}::text)`);
  return tx.rows<NoteRow>(sql`
    INSERT INTO ${table} (org_id, ${parent}, author_email, author_name, author_system, agent, content)
    VALUES ${sql.join(rows, sql`, `)} RETURNING ${COLUMNS}`);
}

/** Sets the given columns; undefined when the parent has no such note. */
export function updateNote(tx: Queryable, t: NoteTable, orgId: number, parentId: number, noteId: number, values: NoteValues): Promise<NoteRow | undefined> {
  const { table, parent } = ids(t);
  const sets: SQL[] = Object.entries(values).filter(([, v]) => v !== undefined).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`);
  return tx.one<NoteRow>(sql`
    UPDATE ${table} SET ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
    WHERE org_id = ${orgId} AND ${parent} = ${parentId} AND id = ${noteId} RETURNING ${COLUMNS}`);
}

export async function deleteNote(tx: Queryable, t: NoteTable, orgId: number, parentId: number, noteId: number): Promise<boolean> {
  const { table, parent } = ids(t);
  const row = await tx.one(sql`DELETE FROM ${table} WHERE org_id = ${orgId} AND ${parent} = ${parentId} AND id = ${noteId} RETURNING id`);
  return row !== undefined;
}

/** Which of `noteIds` are notes of the parent. */
export async function noteIdsOf(db: Queryable, t: NoteTable, orgId: number, parentId: number, noteIds: number[]): Promise<Set<number>> {
  if (noteIds.length === 0) return new Set();
  const { table, parent } = ids(t);
  const rows = await db.rows<{ id: number }>(sql`
    SELECT id FROM ${table} WHERE org_id = ${orgId} AND ${parent} = ${parentId} AND id = ANY(${bigintArray(noteIds)})`);
  return new Set(rows.map((r) => r.id));
}
