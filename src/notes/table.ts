/**
 * Note storage shared by order notes and contact notes: the note catalogue's columns (src/catalogue/note.ts)
 * in a table per parent (`order_notes.order_id`, `contact_notes.contact_id`).
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { bigintArray, countedPage } from '../db/sql.ts';
import type { Page } from '../core/paging.ts';
import type { ValueProblems } from '../core/fields/problems.ts';
import { assignmentsSql, columnListSql, columnNames, columnsOf, selectListSql, updateWhenChangedSql, valueListSql, type Columns } from '../core/fields/index.ts';
import { NOTE_AUTHOR_FIELDS, NOTE_FIELDS } from '../catalogue/note.ts';
import type { NoteRow } from './shape.ts';

export const ORDER_NOTES = { table: 'order_notes', parent: 'order_id' } as const;
export const CONTACT_NOTES = { table: 'contact_notes', parent: 'contact_id' } as const;
export type NoteTable = typeof ORDER_NOTES | typeof CONTACT_NOTES;
/** A note row with its parent's id under the parent column's name. */
export type ParentNoteRow<T extends NoteTable> = NoteRow & Record<T['parent'], number>;

/** The column values of a note body, or of the note part of an order body. */
interface NoteBody {
  author?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * The columns a note body writes: all of them for a new note (`full`: author keys left out null, `system`
 * false), else only the keys present, so that a partial author changes only its keys. `path` names the note
 * in error messages (`notes[0]` inside an order); `errors` collects the problems instead of throwing them.
 */
export function noteColumns(input: NoteBody, opts: { full: boolean; path?: string; errors?: ValueProblems }): Columns {
  const at = (key: string) => (opts.path ? `${opts.path}.${key}` : key);
  const out = columnsOf(NOTE_FIELDS, input, { full: opts.full, path: opts.path, errors: opts.errors });
  if (opts.full || input.author !== undefined) {
    columnsOf(NOTE_AUTHOR_FIELDS, input.author ?? null, { full: opts.full, path: at('author'), into: out, errors: opts.errors });
  }
  return out;
}

const NOTE_COLUMN_NAMES = columnNames([...NOTE_AUTHOR_FIELDS, ...NOTE_FIELDS]);
const COLUMNS = sql`id, ${selectListSql([...NOTE_AUTHOR_FIELDS, ...NOTE_FIELDS])}, created_at, updated_at`;
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

/** One multi-row INSERT of new notes (full noteColumns); the new rows in the order given. */
export async function insertNotes(tx: Queryable, t: NoteTable, orgId: number, parentId: number, notes: Columns[]): Promise<NoteRow[]> {
  if (notes.length === 0) return [];
  const { table, parent } = ids(t);
  const rows = notes.map((n) => sql`(${orgId}::bigint, ${parentId}::bigint, ${valueListSql(n, NOTE_COLUMN_NAMES)})`);
  return tx.rows<NoteRow>(sql`
    INSERT INTO ${table} (org_id, ${parent}, ${columnListSql(NOTE_COLUMN_NAMES)})
    VALUES ${sql.join(rows, sql`, `)} RETURNING ${COLUMNS}`);
}

/** Sets the given columns and updated_at; undefined when the parent has no such note. */
export function updateNote(tx: Queryable, t: NoteTable, orgId: number, parentId: number, noteId: number, columns: Columns): Promise<NoteRow | undefined> {
  const { table, parent } = ids(t);
  const assignments = assignmentsSql(columns);
  return tx.one<NoteRow>(sql`
    UPDATE ${table} SET ${assignments ? sql`${assignments}, ` : sql``}updated_at = now()
    WHERE org_id = ${orgId} AND ${parent} = ${parentId} AND id = ${noteId} RETURNING ${COLUMNS}`);
}

/**
 * Sets the given columns and updated_at when one of them changes value (the values the note has write nothing):
 * whether the parent has the note, and whether it changed. One statement.
 */
export async function updateNoteWhenChanged(
  tx: Queryable, t: NoteTable, orgId: number, parentId: number, noteId: number, columns: Columns,
): Promise<{ found: boolean; changed: boolean }> {
  const { table, parent } = ids(t);
  const where = sql`org_id = ${orgId} AND ${parent} = ${parentId} AND id = ${noteId}`;
  const update = updateWhenChangedSql(sql`${table}`, where, columns);
  const row = await tx.one<{ found: boolean; changed: boolean }>(update
    ? sql`WITH u AS (${update}) SELECT EXISTS (SELECT 1 FROM ${table} WHERE ${where}) AS found, EXISTS (SELECT 1 FROM u) AS changed`
    : sql`SELECT EXISTS (SELECT 1 FROM ${table} WHERE ${where}) AS found, false AS changed`);
  return { found: row!.found, changed: row!.changed };
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
