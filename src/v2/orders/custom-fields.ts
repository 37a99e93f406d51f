/** Custom fields of orders, boxes and items in SQL: merging a change set without reading the row first. */
import { sql, type SQL } from 'drizzle-orm';
import { textArray } from '../../db/sql.ts';
import { withoutRemovals, type CustomFieldsPatch } from '../../core/custom-fields.ts';
import { jsonb } from './fields.ts';

/** `custom_fields` with the patch applied: names set to null removed, the others replaced, the rest kept. */
export function customFieldsMergeSql(patch: CustomFieldsPatch, column = 'custom_fields'): SQL {
  const removed = Object.entries(patch).filter(([, v]) => v === null).map(([name]) => name);
  return sql`((${sql.identifier(column)} - ${textArray(removed)}) || ${jsonb(withoutRemovals(patch))})`;
}
