/**
 * A contact (a customer or supplier), its source (source.ts) and its addresses: rows of their own with the
 * address fields (address.ts), a type and a default flag.
 */
import { withField, type Catalogue, type FieldShape, type FieldSpec } from '../core/fields/index.ts';
import { ADDRESS_FIELDS } from './address.ts';
import { SOURCE_FIELDS, SOURCE_UPDATED_AT } from './source.ts';

export const CONTACT_FIELDS: readonly FieldSpec[] = [
  { key: 'first_name', kind: 'text', maxLength: 255 },
  { key: 'last_name', kind: 'text', maxLength: 255 },
  { key: 'occupation', kind: 'text', maxLength: 255 },
  { key: 'description', kind: 'text', maxLength: 10_000 },
  { key: 'website', kind: 'url' },
  { key: 'is_company', kind: 'boolean', nullable: false, default: false },
  { key: 'profile_image', kind: 'text', maxLength: 2048 },
  { key: 'custom_fields', kind: 'custom_fields' },
];

/** A contact's body: its fields and its `source` (its addresses and notes are written apart). */
export const CONTACT_SHAPE: FieldShape = { fields: CONTACT_FIELDS, groups: { source: { fields: SOURCE_FIELDS } } };

export const CONTACT_CATALOGUE: Catalogue = {
  table: 'contacts',
  fields: [...CONTACT_FIELDS, ...SOURCE_FIELDS],
  otherColumns: ['org_id', 'id', SOURCE_UPDATED_AT, 'created_at', 'updated_at'],
};

/**
 * A contact address: an address with its type (`shipping` unless given) and whether it is the contact's
 * default of that type. `validated` is never null here (the column is NOT NULL, false by default).
 */
export const CONTACT_ADDRESS_FIELDS: readonly FieldSpec[] = [
  { key: 'address_type', kind: 'text', maxLength: 64, notBlank: true, nullable: false, default: 'shipping', description: 'For example shipping or billing' },
  ...withField(ADDRESS_FIELDS, 'validated', { nullable: false, default: false }),
  { key: 'default', kind: 'boolean', column: 'is_default', nullable: false, default: false, description: 'At most one address per address_type is the default' },
];

export const CONTACT_ADDRESS_CATALOGUE: Catalogue = {
  table: 'contact_addresses',
  fields: CONTACT_ADDRESS_FIELDS,
  otherColumns: ['org_id', 'id', 'contact_id', 'created_at', 'updated_at'],
};
