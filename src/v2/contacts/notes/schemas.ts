import { Type } from 'typebox';
import { PagingQuery } from '../../../core/paging.ts';
import { PathKey } from '../../../core/schema.ts';

export const NotesParams = Type.Object({ org_pk: PathKey, contact_pk: PathKey });
export const NoteParams = Type.Object({ org_pk: PathKey, contact_pk: PathKey, note_pk: PathKey });
export const NotesQuery = Type.Object({ ...PagingQuery });
