import type { Queryable } from '../../../db/database.ts';
import { renderNote } from '../../../notes/shape.ts';
import { orderUrl } from '../../../core/urls.ts';
import { ORDER_NOTES, notesOf } from '../../../notes/table.ts';

/** The order's notes (all, or one with `noteId`). */
export async function renderOrderNotes(db: Queryable, org: { id: number }, orderId: number, noteId?: number) {
  const rows = await notesOf(db, ORDER_NOTES, org.id, [orderId], noteId);
  const parent = orderUrl(org.id, orderId);
  return rows.map((r) => renderNote(r, parent));
}
