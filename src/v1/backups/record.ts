/** A backed-up order record (src/backups/record.ts) as order_restore shows it: its fields spelled by the v1 Format. */
import { columnOf, fieldWriter } from '../../core/fields/index.ts';
import { AMOUNTS, SHIPPING_STATUS, SHOWN } from '../../backups/record.ts';
import { V1_FORMAT, type V1Record } from '../shape.ts';

const writeFields = fieldWriter(SHOWN, {}, V1_FORMAT);

/** A backed-up record as order_restore shows it. */
export function renderBackupRecord(record: Record<string, unknown>): V1Record {
  const out = writeFields({ ...record, status_shipped: record[SHIPPING_STATUS] === 'fulfilled' }, {} as V1Record);
  for (const s of AMOUNTS) out[`${s.key}_currency_code`] = record[`${columnOf(s)}_currency`] ?? null;
  return out;
}
