/**
 * A carrier account of an organization (DECISIONS section 12): which carrier, its name, whether it is a test
 * account, (sandbox only) its rate sheet, and whether it is the organization's default (with its default service).
 * `services` (a list) and `credentials` (write-only, kept sealed in `sealed_credentials`) are not fields of the
 * mechanism: src/shipping/accounts/ reads and writes them.
 */
import type { Catalogue, FieldSpec } from '../core/fields/index.ts';

export const ACCOUNT_CARRIER_VALUES = ['ups', 'fedex', 'usps', 'sandbox'] as const;

/** A rate sheet is CSV text; this bounds it (a sheet of every zone and pound of three services is about 80 KiB). */
export const RATE_SHEET_MAX = 1_000_000;

export const CARRIER_ACCOUNT_FIELDS: readonly FieldSpec[] = [
  { key: 'carrier', kind: 'enum', values: ACCOUNT_CARRIER_VALUES, nullable: false, description: 'Which carrier; cannot be changed once created' },
  { key: 'name', kind: 'text', maxLength: 255, notBlank: true, trim: true, nullable: false, description: 'Your name for the account' },
  { key: 'is_test', kind: 'boolean', nullable: false, default: false, description: 'A test (sandbox) account of the carrier: its labels are not billed' },
  {
    key: 'rate_sheet', kind: 'text', maxLength: RATE_SHEET_MAX,
    description: 'Sandbox accounts only: CSV with the header `service,zone,max_weight_lb,amount,delivery_days` (null: the default sheet). '
      + 'The zone is 1 + the difference of the first digits of the origin\'s and the destination\'s postal codes.',
  },
  {
    key: 'is_default', kind: 'boolean', nullable: false, default: false,
    description: 'The organization\'s default account: the pack station buys its labels with it (at most one; setting it on one account clears it on the others)',
  },
  {
    key: 'default_service', kind: 'text', maxLength: 64, trim: true,
    description: 'The service bought with this account when it is the default; null: the cheapest of its services for each box',
  },
  { key: 'created_at', kind: 'datetime', readOnly: true, nullable: false },
  { key: 'updated_at', kind: 'datetime', readOnly: true, nullable: false },
];

export const CARRIER_ACCOUNT_CATALOGUE: Catalogue = {
  table: 'carrier_accounts',
  fields: CARRIER_ACCOUNT_FIELDS,
  otherColumns: ['org_id', 'id', 'services', 'sealed_credentials'],
};
