/**
 * The note shape shared by order notes and contact notes: schemas and rendering. Each parent keeps its notes
 * in its own table (order_notes, contact_notes) with the columns named in NoteRow.
 */
import { Type } from 'typebox';
import { Nullable, DateTime } from '../../core/schema.ts';
import { encodeId } from '../../core/ids.ts';
import { formatDateTime } from '../../core/values/datetime.ts';

export const NoteAuthor = Type.Object({
  email: Nullable(Type.String()),
  name: Nullable(Type.String()),
  system: Type.Boolean(),
});

export const Note = Type.Object({
  url: Type.String(),
  author: NoteAuthor,
  agent: Nullable(Type.String()),
  content: Type.String(),
  created_at: DateTime(),
  updated_at: DateTime(),
});

const AuthorInput = Type.Object({
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  name: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  system: Type.Optional(Type.Boolean()),
});

export const NoteCreate = Type.Object({
  author: Type.Optional(AuthorInput),
  agent: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  content: Type.String({ minLength: 1, maxLength: 100_000 }),
});

/** PATCH: every field optional; a partial author changes only the keys it carries. */
export const NotePatch = Type.Object({
  author: Type.Optional(AuthorInput),
  agent: Type.Optional(Nullable(Type.String({ maxLength: 255 }))),
  content: Type.Optional(Type.String({ minLength: 1, maxLength: 100_000 })),
});

export interface NoteRow {
  id: number;
  author_email: string | null;
  author_name: string | null;
  author_system: boolean;
  agent: string | null;
  content: string;
  created_at: string;
  updated_at: string;
}

/** `parentUrl` is the parent's url without a trailing slash, e.g. `/api/v2/orgs/1/orders/5`. */
export function renderNote(row: NoteRow, parentUrl: string) {
  return {
    url: `${parentUrl}/notes/${encodeId(row.id)}/`,
    author: { email: row.author_email, name: row.author_name, system: row.author_system },
    agent: row.agent,
    content: row.content,
    created_at: formatDateTime(row.created_at),
    updated_at: formatDateTime(row.updated_at),
  };
}

/** SQL column list matching NoteRow, for `SELECT ${NOTE_COLUMNS} FROM order_notes ...`. */
export const NOTE_COLUMNS = 'id, author_email, author_name, author_system, agent, content, created_at, updated_at';
