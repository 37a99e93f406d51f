import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import { NOTE_COLUMNS, type NoteRow } from '../../notes/shape.ts';

export interface OrderNoteRow extends NoteRow {
  order_id: number;
}

export interface NoteValues {
  author_email?: string | null;
  author_name?: string | null;
  author_system?: boolean;
  agent?: string | null;
  content?: string;
}

export function selectNotes(db: Queryable, orgId: number, orderIds: number[], noteId?: number): Promise<OrderNoteRow[]> {
  return db.rows<OrderNoteRow>(sql`
    SELECT order_id, ${sql.raw(NOTE_COLUMNS)} FROM order_notes
    WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(orderIds)}) ${noteId === undefined ? sql`` : sql`AND id = ${noteId}`}
    ORDER BY order_id, id`);
}

/** One multi-row INSERT; returns the new ids. */
export async function insertNotes(tx: Queryable, orgId: number, orderId: number, notes: NoteValues[]): Promise<number[]> {
  if (notes.length === 0) return [];
  const rows = notes.map((n) => sql`(${orgId}::bigint, ${orderId}::bigint, ${n.author_email ?? null}::text, ${n.author_name ?? null}::text,
    ${n.author_system ?? false}::boolean, ${n.agent ?? null}::text, ${n.content}::text)`);
  const inserted = await tx.rows<{ id: number }>(sql`
    INSERT INTO order_notes (org_id, order_id, author_email, author_name, author_system, agent, content)
    VALUES ${sql.join(rows, sql`, `)} RETURNING id`);
  return inserted.map((r) => r.id);
}

/** Updates the given columns; false when the note is not one of the order's. */
export async function updateNote(tx: Queryable, orgId: number, orderId: number, noteId: number, values: NoteValues): Promise<boolean> {
  const sets = Object.entries(values).filter(([, v]) => v !== undefined).map(([c, v]) => sql`${sql.identifier(c)} = ${v}`);
  const row = await tx.one(sql`
    UPDATE order_notes SET ${sql.join([...sets, sql`updated_at = now()`], sql`, `)}
    WHERE org_id = ${orgId} AND order_id = ${orderId} AND id = ${noteId} RETURNING id`);
  return row !== undefined;
}

export async function deleteNote(tx: Queryable, orgId: number, orderId: number, noteId: number): Promise<boolean> {
  const row = await tx.one(sql`DELETE FROM order_notes WHERE org_id = ${orgId} AND order_id = ${orderId} AND id = ${noteId} RETURNING id`);
  return row !== undefined;
}

/** Note ids of the order among `ids`. */
export async function notesOfOrder(db: Queryable, orgId: number, orderId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.rows<{ id: number }>(sql`
    SELECT id FROM order_notes WHERE org_id = ${orgId} AND order_id = ${orderId} AND id = ANY(${bigintArray(ids)})`);
  return new Set(rows.map((r) => r.id));
}
