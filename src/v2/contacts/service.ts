/** Contact rules shared by the operations: reading a body into stored values, rendering, and the `contact` event. */
import type { Queryable } from '../../db/database.ts';
import type { OrgContext } from '../../auth/org.ts';
import { encodeId } from '../../core/ids.ts';
import { ApiError, invalidField, invalidFields, type FieldErrors } from '../../core/errors.ts';
import { mergeCustomFields, parseCustomFieldsInput, renderCustomFields, withoutRemovals } from '../../core/custom-fields.ts';
import { formatDateTime } from '../../core/values/datetime.ts';
import { NO_SOURCE, applySource, renderSource, sourceColumnsOf } from '../../core/source.ts';
import { emitEvent } from '../../events/emit.ts';
import { renderNote, type NoteRow } from '../notes/shape.ts';
import { addressesOf, renderAddress } from './addresses/queries.ts';
import { contactUrlOf } from './addresses/service.ts';
import { CONTACT_NOTES, notesOf } from '../notes/table.ts';
import type { ContactRow, ContactValues } from './queries.ts';
import type { Contact, ContactCore, ContactInput } from './schemas.ts';

const EMPTY: ContactValues = {
  first_name: null, last_name: null, occupation: null, description: null, website: null, is_company: false,
  profile_image: null, custom_fields: {}, ...NO_SOURCE,
};
const PLAIN_KEYS = ['first_name', 'last_name', 'occupation', 'description', 'website', 'is_company', 'profile_image'] as const;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The stored values of a contact, timestamps in canonical form so that they compare as text. */
export function valuesOf(row: ContactRow): ContactValues {
  return {
    first_name: row.first_name, last_name: row.last_name, occupation: row.occupation, description: row.description,
    website: row.website, is_company: row.is_company, profile_image: row.profile_image, custom_fields: row.custom_fields,
    ...sourceColumnsOf(row),
  };
}

/**
 * Applies a create (`existing` null) or PATCH body to the stored values. Problems the schema cannot catch
 * (website, custom fields) are added to `errors`; the caller throws once it has checked everything.
 */
export function applyContactInput(existing: ContactValues | null, input: ContactInput, errors: FieldErrors): { values: ContactValues; sourceChanged: boolean } {
  const base = existing ?? EMPTY;
  const values: ContactValues = { ...base };
  for (const key of PLAIN_KEYS) {
    if (input[key] !== undefined) (values as unknown as Record<string, unknown>)[key] = input[key];
  }
  if (typeof values.website === 'string' && input.website !== undefined) {
    values.website = values.website.trim();
    if (!isHttpUrl(values.website)) errors.website = ['must be an http or https URL like "https://example.com"'];
  }
  if (input.custom_fields !== undefined) {
    try {
      const patch = parseCustomFieldsInput(input.custom_fields, 'custom_fields');
      values.custom_fields = existing ? mergeCustomFields(existing.custom_fields, patch) : withoutRemovals(patch);
    } catch (err) {
      if (!(err instanceof ApiError) || !err.errors) throw err;
      Object.assign(errors, err.errors);
    }
  }
  const source = applySource(sourceColumnsOf(base), input.source);
  return { values: { ...values, ...source.columns }, sourceChanged: source.changed };
}

/** Throws one 400 naming every field in `errors`, if there is any. */
export function throwIfInvalid(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw invalidFields(errors);
}

/** The contact without its addresses and notes: the `contact` webhook body. */
export function renderContactCore(row: ContactRow, orgBase: string): ContactCore {
  const url = contactUrlOf(orgBase, row.id);
  return {
    first_name: row.first_name,
    last_name: row.last_name,
    occupation: row.occupation,
    description: row.description,
    website: row.website,
    is_company: row.is_company,
    profile_image: row.profile_image,
    custom_fields: renderCustomFields(row.custom_fields, false),
    orders: `${url}/orders/`,
    source: renderSource(row),
    created_at: formatDateTime(row.created_at),
    updated_at: formatDateTime(row.updated_at),
    url: `${url}/`,
  };
}

/**
 * Renders contacts with their addresses, and their notes when `withNotes`: one query for the addresses of
 * all of them and one for the notes, whatever their number.
 */
export async function renderContacts(db: Queryable, org: OrgContext, rows: ContactRow[], withNotes: boolean): Promise<Contact[]> {
  const ids = rows.map((r) => r.id);
  const addresses = groupBy(await addressesOf(db, org.id, ids));
  const notes = withNotes ? groupBy(await notesOf(db, CONTACT_NOTES, org.id, ids)) : new Map<number, (NoteRow & { contact_id: number })[]>();
  return rows.map((row) => {
    const url = contactUrlOf(org.base, row.id);
    return {
      ...renderContactCore(row, org.base),
      addresses: (addresses.get(row.id) ?? []).map((a) => renderAddress(a, url)),
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
  await emitEvent(tx, { orgId: org.id, entity: 'contact', objectPk: encodeId(row.id), action: 'put', payload: renderContactCore(row, org.base) });
}

export async function emitContactDelete(tx: Queryable, orgId: number, id: number): Promise<void> {
  await emitEvent(tx, { orgId, entity: 'contact', objectPk: encodeId(id), action: 'delete', payload: null });
}

/** `expand` of the contact reads: a comma-separated list whose only known value is `notes`. */
export function expandsNotes(expand: string | undefined): boolean {
  const parts = (expand ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const unknown = parts.filter((p) => p !== 'notes');
  if (unknown.length > 0) throw invalidField('expand', 'must be a comma-separated list of: notes');
  return parts.includes('notes');
}
