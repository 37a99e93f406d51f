import { Type } from 'typebox';
import { PagingQuery } from '../../../core/paging.ts';

export { Note, NoteCreate, NotePatch } from '../../notes/shape.ts';

export const NotesParams = Type.Object({ org_pk: Type.String(), contact_pk: Type.String() });
export const NoteParams = Type.Object({ org_pk: Type.String(), contact_pk: Type.String(), note_pk: Type.String() });
export const NotesQuery = Type.Object({ ...PagingQuery });
