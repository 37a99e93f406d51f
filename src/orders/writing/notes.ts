/** Order notes written with their order: a change with an id updates that note, one without adds one. */
import type { Queryable } from '../../db/database.ts';
import type { ValueProblems } from '../../core/fields/problems.ts';
import { partColumns, refuseIfAny, valueRefusals, type FieldRefusal } from './refusals.ts';
import type { NoteChange } from './commands.ts';
import type { Columns } from '../../core/fields/index.ts';
import { ORDER_NOTES, deleteNote, insertNotes, noteColumns, noteIdsOf, updateNoteWhenChanged } from '../../notes/table.ts';

export interface NotePlan {
  id: number | null;
  /** Every column for a new note, the fields sent for an existing one. */
  values: Columns;
}

export async function planNotes(db: Queryable, org: { id: number }, orderId: number | null, inputs: NoteChange[]): Promise<NotePlan[]> {
  const refusals: FieldRefusal[] = [];
  const refs = inputs.map((n) => n.id).filter((id): id is number => id !== null);
  const known = orderId === null ? new Set<number>() : await noteIdsOf(db, ORDER_NOTES, org.id, orderId, refs);
  const plans = inputs.map((input): NotePlan => {
    const isNew = input.id === null && !input.refused;
    if (!isNew && (input.id === null || !known.has(input.id))) refusals.push({ part: 'note', at: input.at, field: 'reference', reason: 'unknown_reference' });
    if (isNew && input.fields.content === undefined) refusals.push({ part: 'note', at: input.at, field: 'content', reason: 'required' });
    const errors: ValueProblems = {};
    const values = noteColumns(input.fields, { full: isNew, path: input.at, errors });
    refusals.push(...valueRefusals('note', input.at, errors));
    return { id: isNew ? null : input.id, values };
  });
  refuseIfAny(refusals);
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
  const values = partColumns('note', '', (errors) => noteColumns(fields, { full: true, errors }));
  return (await insertNotes(tx, ORDER_NOTES, orgId, orderId, [values]))[0].id;
}

/**
 * Changes the fields given of an order's note (inside changeOrders): whether the order has the note, and whether a
 * value changed.
 */
export function changeOrderNote(tx: Queryable, orgId: number, orderId: number, noteId: number, fields: Record<string, unknown>): Promise<{ found: boolean; changed: boolean }> {
  const values = partColumns('note', '', (errors) => noteColumns(fields, { full: false, errors }));
  return updateNoteWhenChanged(tx, ORDER_NOTES, orgId, orderId, noteId, values);
}

/** Deletes an order's note (inside changeOrders); false when the order has no such note. */
export async function removeOrderNote(tx: Queryable, orgId: number, orderId: number, noteId: number): Promise<boolean> {
  return Boolean(await deleteNote(tx, ORDER_NOTES, orgId, orderId, noteId));
}
