/**
 * A note: the same fields for an order's notes and a contact's notes, each parent keeping its notes in a
 * table of its own (order_notes.order_id, contact_notes.contact_id). Its author is kept under `author_`.
 */
import { prefixed, type Catalogue, type FieldShape, type FieldSpec } from '../core/fields/index.ts';

export const NOTE_AUTHOR_FIELDS: readonly FieldSpec[] = prefixed([
  { key: 'email', kind: 'email' },
  { key: 'name', kind: 'text', maxLength: 255 },
  { key: 'system', kind: 'boolean', nullable: false, default: false },
], 'author_');

export const NOTE_FIELDS: readonly FieldSpec[] = [
  { key: 'agent', kind: 'text', maxLength: 255 },
  { key: 'content', kind: 'text', maxLength: 100_000, notBlank: true, nullable: false },
];

/** A note's body: its fields and its `author`. */
export const NOTE_SHAPE: FieldShape = { fields: NOTE_FIELDS, groups: { author: { fields: NOTE_AUTHOR_FIELDS } } };

const noteCatalogue = (table: string, parent: string): Catalogue => ({
  table,
  fields: [...NOTE_AUTHOR_FIELDS, ...NOTE_FIELDS],
  otherColumns: ['org_id', 'id', parent, 'created_at', 'updated_at'],
});

export const ORDER_NOTE_CATALOGUE = noteCatalogue('order_notes', 'order_id');
export const CONTACT_NOTE_CATALOGUE = noteCatalogue('contact_notes', 'contact_id');
