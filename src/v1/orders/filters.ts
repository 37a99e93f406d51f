/**
 * The v1 order list's filters (`field`, `field__exact`, `field__gte`, `field__lte`, `field__lt`, `field__gt`,
 * `field__range=a,b`), parsed from v1's parameter names and spellings into the order domain's comparisons
 * (src/orders/query/compare.ts). Unknown parameters are ignored, as tastypie does.
 */
import { invalidField } from '../../core/errors.ts';
import { parseDateTime } from '../../core/values/datetime.ts';
import { COMPARED_KINDS, type ComparedField, type ComparedValue, type FieldComparison } from '../../orders/reading/query/compare.ts';

/** The filterable fields of the specification, by their v1 names. */
const V1_FIELDS: Record<string, ComparedField> = {
  id: 'id', backup: 'backup', order_time: 'ordered_at', import_time: 'source_retrieved_at', ship_time: 'shipped_at',
  future_ship_time: 'to_ship_at', print_time: 'printed_at', ship_via: 'ship_via', ship_type: 'ship_type',
  customer_number: 'customer_number', source: 'source_name', updated_at: 'updated_at', created_at: 'created_at',
  numerical_id: 'order_number', primary_id: 'primary_id', status_shipped: 'fulfilled',
};

const OPERATORS = { '': '=', exact: '=', gte: '>=', lte: '<=', gt: '>', lt: '<', range: 'between' } as const;

function valueOf(field: ComparedField, raw: string, param: string): ComparedValue {
  switch (COMPARED_KINDS[field]) {
    case 'integer':
      if (!/^-?\d{1,18}$/.test(raw.trim())) throw invalidField(param, 'must be an integer');
      return { integer: raw.trim() };
    case 'datetime':
      try {
        return { datetime: parseDateTime(raw) };
      } catch {
        throw invalidField(param, 'must be a date-time like "2018-03-30T12:00:00"');
      }
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (!['true', 'false', '1', '0'].includes(v)) throw invalidField(param, 'must be true or false');
      return { boolean: v === 'true' || v === '1' };
    }
    case 'text':
      return { text: raw };
  }
}

/** The comparisons a v1 order list query asks for. */
export function v1OrderFilters(query: Record<string, unknown>): FieldComparison[] {
  const out: FieldComparison[] = [];
  for (const [param, raw] of Object.entries(query)) {
    const [name, suffix = ''] = param.split('__', 2) as [string, string];
    const field = Object.hasOwn(V1_FIELDS, name) ? V1_FIELDS[name] : undefined;
    if (!field || !Object.hasOwn(OPERATORS, suffix) || raw === undefined) continue;
    const op = OPERATORS[suffix as keyof typeof OPERATORS];
    const text = String(raw);
    if (op !== 'between') {
      out.push({ field, op, values: [valueOf(field, text, param)] });
      continue;
    }
    const parts = text.split(',');
    if (parts.length !== 2) throw invalidField(param, 'must be two values separated by a comma');
    out.push({ field, op, values: parts.map((part) => valueOf(field, part, param)) });
  }
  return out;
}
