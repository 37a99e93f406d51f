/** Contact rules shared by the operations: a body's column values, rendering, and the `contact` event. */
import type { Queryable } from '../db/database.ts';
import type { OrgContext } from '../auth/org.ts';
import { encodeId } from '../core/ids.ts';
import type { ValueProblems } from '../core/fields/problems.ts';
import { invalidOne } from '../core/refusal.ts';
import { formatDateTime } from '../core/values/datetime.ts';
import { columnsOf, fieldWriter, stampedGroupColumns, type Columns, type FieldValues } from '../core/fields/index.ts';
import { CONTACT_FIELDS } from '../catalogue/contact.ts';
import { SOURCE, renderSource } from '../catalogue/source.ts';
import { emitEvent } from '../events/emit.ts';
import { renderNote } from '../notes/shape.ts';
import { addressesOf, renderAddress } from './addresses/queries.ts';
import { contactOrdersUrl, contactUrl } from '../core/urls.ts';
import { CONTACT_NOTES, notesOf, type ParentNoteRow } from '../notes/table.ts';
import type { ContactRow } from './queries.ts';
import type { Contact, ContactCore } from './shape.ts';
import { refuseContact } from './refusals.ts';

/**
 * The column values of a create or PATCH body (`source` and `custom_fields` merged by key on PATCH). Problems
 * found here (website, custom fields, source values) are added to `errors`; the caller throws once it has
 * checked everything. Its values are typed: its view parsed them (CONTACT_SHAPE).
 */
export function contactColumns(body: FieldValues, mode: 'create' | 'patch', errors: ValueProblems): Columns {
  const columns = columnsOf(CONTACT_FIELDS, body, { full: mode === 'create', errors });
  stampedGroupColumns(SOURCE, body.source as Record<string, unknown> | null | undefined, { mode, into: columns, errors });
  return columns;
}

/** Refuses (`field_rules`) every field in `errors` at once, if there is any. */
export function throwIfInvalid(errors: ValueProblems): void {
  if (Object.keys(errors).length > 0) throw refuseContact({ kind: 'field_rules', errors });
}

const writeContactFields = fieldWriter(CONTACT_FIELDS);

/** The contact without its addresses and notes: the `contact` webhook body. */
export function renderContactCore(row: ContactRow, orgId: number): ContactCore {
  const contact = writeContactFields(row, {} as Record<string, unknown>);
  contact.orders = contactOrdersUrl(orgId, row.id);
  contact.source = renderSource(row);
  contact.created_at = formatDateTime(row.created_at);
  contact.updated_at = formatDateTime(row.updated_at);
  contact.url = contactUrl(orgId, row.id);
  // The field writers render values loosely typed; the shape follows the ContactCore schema.
  return contact as unknown as ContactCore;
}

/**
 * Renders contacts with their addresses, and their notes when `withNotes`: one query for the addresses of
 * all of them and one for the notes, whatever their number.
 */
export async function renderContacts(db: Queryable, org: OrgContext, rows: ContactRow[], withNotes: boolean): Promise<Contact[]> {
  const ids = rows.map((r) => r.id);
  const addresses = groupBy(await addressesOf(db, org.id, ids));
  const notes = withNotes ? groupBy(await notesOf(db, CONTACT_NOTES, org.id, ids)) : new Map<number, ParentNoteRow<typeof CONTACT_NOTES>[]>();
  return rows.map((row) => {
    const url = contactUrl(org.id, row.id);
    return {
      ...renderContactCore(row, org.id),
      addresses: (addresses.get(row.id) ?? []).map((a) => renderAddress(a, org.id)),
      notes: (notes.get(row.id) ?? []).map((n) => renderNote(n, url)),
    };
  });
}

function groupBy<T extends { contact_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.contact_id);
    if (group) group.push(row);
    else groups.set(row.contact_id, [row]);
  }
  return groups;
}

export async function emitContactPut(tx: Queryable, org: OrgContext, row: ContactRow): Promise<void> {
  await emitEvent(tx, { orgId: org.id, entity: 'contact', objectPk: encodeId(row.id), action: 'put', payload: renderContactCore(row, org.id) });
}

export async function emitContactDelete(tx: Queryable, orgId: number, id: number): Promise<void> {
  await emitEvent(tx, { orgId, entity: 'contact', objectPk: encodeId(id), action: 'delete', payload: null });
}

/** `expand` of the contact reads: a comma-separated list whose only known value is `notes`. */
export function expandsNotes(expand: string | undefined): boolean {
  const parts = (expand ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = parts.filter((p) => p !== 'notes');
  if (unknown.length > 0) throw refuseContact(invalidOne('expand', 'unknown_expand', { allowed: ['notes'] }));
  return parts.includes('notes');
}
