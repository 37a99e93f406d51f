/** Order notes written with their order: a change with an id updates that note, one without adds one. */
import type { Queryable } from '../../db/database.ts';
import { invalidFields, type FieldErrors } from '../../core/errors.ts';
import { REF_MESSAGES } from '../../core/refs.ts';
import type { NoteChange } from '../commands.ts';
import type { Columns } from '../../core/fields/index.ts';
import { ORDER_NOTES, deleteNote, insertNotes, noteColumns, noteIdsOf, updateNoteWhenChanged } from '../../notes/table.ts';

export interface NotePlan {
  id: number | null;
  /** Every column for a new note, the fields sent for an existing one. */
  values: Columns;
}

export async function planNotes(db: Queryable, org: { id: number }, orderId: number | null, inputs: NoteChange[]): Promise<NotePlan[]> {
  const errors: FieldErrors = {};
  const refs = inputs.map((n) => n.id).filter((id): id is number => id !== null);
  const known = orderId === null ? new Set<number>() : await noteIdsOf(db, ORDER_NOTES, org.id, orderId, refs);
  const plans = inputs.map((input): NotePlan => {
    const isNew = input.id === null && !input.refused;
    if (!isNew && (input.id === null || !known.has(input.id))) errors[`${input.at}.url`] = [REF_MESSAGES.orderNote];
    if (isNew && input.fields.content === undefined) errors[`${input.at}.content`] = ['is required'];
    return { id: isNew ? null : input.id, values: noteColumns(input.fields, { full: isNew, path: input.at }) };
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
  return plans;
}

/** Writes checked note plans; true when a note was added or one changed value (one written as it is stays so). */
export async function applyNotePlan(tx: Queryable, orgId: number, orderId: number, plans: NotePlan[]): Promise<boolean> {
  const added = plans.filter((p) => p.id === null).map((p) => p.values);
  await insertNotes(tx, ORDER_NOTES, orgId, orderId, added);
  let changed = added.length > 0;
  for (const p of plans) {
    if (p.id !== null) changed = (await updateNoteWhenChanged(tx, ORDER_NOTES, orgId, orderId, p.id, p.values)).changed || changed;
  }
  return changed;
}

/** Adds one note to an order (inside changeOrders); returns its id. */
export async function addOrderNote(tx: Queryable, orgId: number, orderId: number, fields: Record<string, unknown>): Promise<number> {
  return (await insertNotes(tx, ORDER_NOTES, orgId, orderId, [noteColumns(fields, { full: true })]))[0].id;
}

/**
 * Changes the fields given of an order's note (inside changeOrders): whether the order has the note, and whether a
 * value changed.
 */
export function changeOrderNote(tx: Queryable, orgId: number, orderId: number, noteId: number, fields: Record<string, unknown>): Promise<{ found: boolean; changed: boolean }> {
  return updateNoteWhenChanged(tx, ORDER_NOTES, orgId, orderId, noteId, noteColumns(fields, { full: false }));
}

/** Deletes an order's note (inside changeOrders); false when the order has no such note. */
export async function removeOrderNote(tx: Queryable, orgId: number, orderId: number, noteId: number): Promise<boolean> {
  return Boolean(await deleteNote(tx, ORDER_NOTES, orgId, orderId, noteId));
}
