/** Order notes written inline in an order body: with `url` a note is updated, without it one is added. */
import type { Queryable } from '../../db/database.ts';
import { invalidFields, type FieldErrors } from '../../core/errors.ts';
import { idsFromUrl } from '../refs.ts';
import type { NestedNoteInput } from '../schemas.ts';
import type { Columns } from '../../core/fields/index.ts';
import { ORDER_NOTES, insertNotes, noteColumns, noteIdsOf, updateNote } from '../../notes/table.ts';

export interface NotePlan {
  id: number | null;
  /** Every column for a new note, the fields sent for an existing one. */
  values: Columns;
}

export async function planNotes(db: Queryable, org: { id: number; base: string }, orderId: number | null, inputs: NestedNoteInput[]): Promise<NotePlan[]> {
  const errors: FieldErrors = {};
  const refs = inputs.map((n) => {
    if (n.url === undefined) return null;
    const ids = idsFromUrl(n.url, org.base, ['orders', 'notes']);
    return ids && ids[0] === orderId ? ids[1] : null;
  });
  const known = orderId === null ? new Set<number>() : await noteIdsOf(db, ORDER_NOTES, org.id, orderId, refs.filter((r): r is number => r !== null));
  const plans = inputs.map((input, i): NotePlan => {
    const id = refs[i];
    if (input.url !== undefined && (id === null || !known.has(id))) errors[`notes[${i}].url`] = ['must be the url of a note of this order'];
    if (input.url === undefined && (input as Record<string, unknown>).content === undefined) errors[`notes[${i}].content`] = ['is required'];
    return { id: input.url === undefined ? null : id, values: noteColumns(input, { full: input.url === undefined, path: `notes[${i}]` }) };
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return plans;
}

export async function applyNotePlan(tx: Queryable, orgId: number, orderId: number, plans: NotePlan[]): Promise<void> {
  await insertNotes(tx, ORDER_NOTES, orgId, orderId, plans.filter((p) => p.id === null).map((p) => p.values));
  for (const p of plans) if (p.id !== null) await updateNote(tx, ORDER_NOTES, orgId, orderId, p.id, p.values);
}
