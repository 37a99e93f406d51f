/**
 * An address: the same fields and rules wherever one appears (an order's bill_to, ship_to and ship_from,
 * kept in the order's row under a prefix, and a contact's addresses, rows of their own).
 */
import type { FieldSpec } from '../core/fields/index.ts';

export const ADDRESS_FIELDS: readonly FieldSpec[] = [
  { key: 'company', kind: 'text', maxLength: 255 },
  { key: 'first_name', kind: 'text', maxLength: 255 },
  { key: 'last_name', kind: 'text', maxLength: 255 },
  { key: 'address_1', kind: 'text', maxLength: 255 },
  { key: 'address_2', kind: 'text', maxLength: 255 },
  { key: 'city', kind: 'text', maxLength: 255 },
  { key: 'region', kind: 'text', maxLength: 255, description: 'State or province' },
  { key: 'post_code', kind: 'text', maxLength: 255 },
  { key: 'country', kind: 'text', maxLength: 255 },
  { key: 'phone', kind: 'phone' },
  { key: 'email', kind: 'email' },
  { key: 'residential', kind: 'boolean' },
  { key: 'validated', kind: 'boolean' },
];
