/**
 * The v1 order list: its filters (`field`, `field__gte`, `field__lte`, `field__lt`, `field__gt`,
 * `field__range=a,b`) over the v2 order columns, and its page of ids.
 */
import { sql, type SQL } from '../../core/sql.ts';
import { inParallel, type Queryable } from '../../db/database.ts';
import { invalidField } from '../../core/errors.ts';
import { parseDateTime } from '../../core/values/datetime.ts';
import type { V1Page } from '../shape.ts';

type FilterKind = 'integer' | 'datetime' | 'text' | 'boolean';

/** The filterable fields of the specification, and the column (or expression) each reads. */
export const ORDER_FILTERS: Record<string, { kind: FilterKind; column: SQL; inBackup?: true }> = {
  id: { kind: 'integer', column: sql`o.id` },
  // An order is in every backup batch that recorded it.
  backup: { kind: 'integer', column: sql`d.backup_id`, inBackup: true },
  order_time: { kind: 'datetime', column: sql`o.ordered_at` },
  import_time: { kind: 'datetime', column: sql`o.source_retrieved_at` },
  ship_time: { kind: 'datetime', column: sql`o.shipped_at` },
  future_ship_time: { kind: 'datetime', column: sql`o.to_ship_at` },
  print_time: { kind: 'datetime', column: sql`o.printed_at` },
  ship_via: { kind: 'text', column: sql`o.ship_via` },
  ship_type: { kind: 'text', column: sql`o.ship_type` },
  customer_number: { kind: 'text', column: sql`o.customer_number` },
  source: { kind: 'text', column: sql`o.source_name` },
  updated_at: { kind: 'datetime', column: sql`o.updated_at` },
  created_at: { kind: 'datetime', column: sql`o.created_at` },
  numerical_id: { kind: 'integer', column: sql`o.order_number` },
  primary_id: { kind: 'text', column: sql`o.primary_id` },
  status_shipped: { kind: 'boolean', column: sql`(o.shipping_status IS NOT DISTINCT FROM 'fulfilled')` },
};

const OPERATORS = { '': '=', exact: '=', gte: '>=', lte: '<=', gt: '>', lt: '<', range: 'range' } as const;

function value(kind: FilterKind, raw: string, param: string): SQL {
  switch (kind) {
    case 'integer':
      if (!/^-?\d{1,18}$/.test(raw.trim())) throw invalidField(param, 'must be an integer');
      return sql`${raw.trim()}::bigint`;
    case 'datetime':
      try {
        return sql`${parseDateTime(raw)}::timestamptz`;
      } catch {
        throw invalidField(param, 'must be a date-time like "2018-03-30T12:00:00"');
      }
    case 'boolean': {
      const v = raw.trim().toLowerCase();
      if (!['true', 'false', '1', '0'].includes(v)) throw invalidField(param, 'must be true or false');
      return sql`${v === 'true' || v === '1'}::boolean`;
    }
    default:
      return sql`${raw}::text`;
  }
}

/** The WHERE conditions of a v1 order list query (unknown parameters are ignored, as tastypie does). */
export function orderFilters(query: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const [param, raw] of Object.entries(query)) {
    const [field, op = ''] = param.split('__', 2) as [string, string];
    const filter = ORDER_FILTERS[field];
    if (!filter || !(op in OPERATORS) || raw === undefined) continue;
    const text = String(raw);
    const operator = OPERATORS[op as keyof typeof OPERATORS];
    let condition: SQL;
    if (operator === 'range') {
      const parts = text.split(',');
      if (parts.length !== 2) throw invalidField(param, 'must be two values separated by a comma');
      condition = sql`${filter.column} BETWEEN ${value(filter.kind, parts[0], param)} AND ${value(filter.kind, parts[1], param)}`;
    } else {
      condition = sql`${filter.column} ${sql.raw(operator)} ${value(filter.kind, text, param)}`;
    }
    out.push(filter.inBackup
      ? sql`EXISTS (SELECT 1 FROM order_backup_details d WHERE d.org_id = o.org_id AND d.order_id = o.id AND ${condition})`
      : condition);
  }
  return out;
}

export async function listOrderIds(db: Queryable, orgId: number, filters: SQL[], page: V1Page): Promise<{ total: number; ids: number[] }> {
  const where = sql.join([sql`o.org_id = ${orgId}`, ...filters], sql` AND `);
  const [count, rows] = await inParallel(db, [
    () => db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM orders o WHERE ${where}`),
    () => db.rows<{ id: number }>(sql`SELECT o.id FROM orders o WHERE ${where} ORDER BY o.id LIMIT ${page.limit} OFFSET ${page.offset}`),
  ] as const);
  return { total: count!.count, ids: rows.map((r) => Number(r.id)) };
}
