/** A note in a body (order notes, contact notes, notes inside an order body): the note catalogue (src/catalogue/note.ts). */
import { Type } from 'typebox';
import { inputProperties } from '../../core/fields/index.ts';
import { NOTE_AUTHOR_FIELDS, NOTE_FIELDS } from '../../catalogue/note.ts';

/** `author` of a body: the keys sent change (on create the others are null, `system` false). */
const AuthorInput = Type.Optional(Type.Object(inputProperties(NOTE_AUTHOR_FIELDS)));

export const NoteCreate = Type.Object({ author: AuthorInput, ...inputProperties(NOTE_FIELDS, { required: ['content'] }) });

/** PATCH: every field optional; a partial author changes only the keys it carries. */
export const NotePatch = Type.Object({ author: AuthorInput, ...inputProperties(NOTE_FIELDS) });
