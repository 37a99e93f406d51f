/**
 * The note shape shared by order notes and contact notes, from the note catalogue (src/catalogue/note.ts):
 * the response schema and rendering a row (the bodies that write a note are src/wire/bodies/notes.ts).
 */
import { Type, type Static } from 'typebox';
import { DateTime } from '../core/schema.ts';
import { noteUrl } from '../core/urls.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import { fieldWriter, outputProperties } from '../core/fields/index.ts';
import { NOTE_AUTHOR_FIELDS, NOTE_FIELDS } from '../catalogue/note.ts';

export const Note = Type.Object({
  url: Type.String(),
  author: Type.Object(outputProperties(NOTE_AUTHOR_FIELDS)),
  ...outputProperties(NOTE_FIELDS),
  created_at: DateTime(),
  updated_at: DateTime(),
});

/** A note row: the catalogue's columns and its keys. */
export interface NoteRow extends Record<string, unknown> {
  id: number;
  created_at: string;
  updated_at: string;
}

const writeAuthor = fieldWriter(NOTE_AUTHOR_FIELDS);
const writeNoteFields = fieldWriter(NOTE_FIELDS);

/** `parentUrl` is the parent's url (core/urls.ts orderUrl or contactUrl). */
export function renderNote(row: NoteRow, parentUrl: string) {
  const note = writeNoteFields(row, {
    url: noteUrl(parentUrl, row.id),
    author: writeAuthor(row, {} as Record<string, unknown>),
  } as Record<string, unknown>);
  note.created_at = formatDateTime(row.created_at);
  note.updated_at = formatDateTime(row.updated_at);
  // The field writers render values loosely typed; the shape follows the Note schema.
  return note as unknown as Static<typeof Note>;
}
