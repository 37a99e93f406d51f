/** Commands on an order's notes and tags, each a change of that order. */
import { missing } from '../refusals.ts';
import { addOrderNote, changeOrderNote, removeOrderNote } from '../notes.ts';
import { addTags, removeTag } from '../rows/tags.ts';
import type { Planner } from './step.ts';

export const addNote: Planner<'addNote'> = (tx, org, { orderId, fields }) => ({
  ids: [orderId],
  missing: 'order',
  run: () => addOrderNote(tx, org.id, orderId, fields),
});

/**
 * The fields given of a note of the order (a partial author changes only its keys); 404 when it has no such note.
 * Values equal to the note's change nothing (no event).
 */
export const changeNote: Planner<'changeNote'> = (tx, org, { orderId, noteId, fields }) => ({
  ids: [orderId],
  missing: 'note',
  async run(changes) {
    const { found, changed } = await changeOrderNote(tx, org.id, orderId, noteId, fields);
    if (!found) throw missing('note');
    if (!changed) changes.unchanged(orderId);
  },
});

export const removeNote: Planner<'removeNote'> = (tx, org, { orderId, noteId }) => ({
  ids: [orderId],
  missing: 'note',
  async run() {
    if (!(await removeOrderNote(tx, org.id, orderId, noteId))) throw missing('note');
  },
});

/** Tags the order has already change nothing: when none is new, the order is unchanged (no event). */
export const addTagsTo: Planner<'addTags'> = (tx, org, { orderId, values }) => ({
  ids: [orderId],
  missing: 'order',
  async run(changes) {
    if ((await addTags(tx, org.id, orderId, values)) === 0) changes.unchanged(orderId);
  },
});

export const removeTagOf: Planner<'removeTag'> = (tx, org, { orderId, value }) => ({
  ids: [orderId],
  missing: 'order',
  async run() {
    if (!(await removeTag(tx, org.id, orderId, value))) throw missing('tag');
  },
});
