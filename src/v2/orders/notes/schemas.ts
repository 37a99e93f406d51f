import { Type } from 'typebox';
import { PathKey } from '../../../core/schema.ts';

export const NoteParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, note_pk: PathKey });
