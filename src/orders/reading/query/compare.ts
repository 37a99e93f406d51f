/**
 * Orders whose fields compare with values (`=`, `>=`, `<=`, `>`, `<`, between two), in id order: the v1 order list's
 * query (src/v1/orders/filters.ts parses its parameters into these). The values are typed: whole numbers, canonical
 * date-times (src/core/values/datetime.ts), text and booleans.
 */
import { sql, type SQL } from '../../../core/sql.ts';
import { inParallel, type Queryable } from '../../../db/database.ts';

export type ComparedKind = 'integer' | 'datetime' | 'text' | 'boolean';

/** The fields an order can be compared on, what each holds, and the column (or expression) it reads. */
const FIELDS = {
  id: { kind: 'integer', column: sql`o.id` },
  // An order is in every backup batch that recorded it.
  backup: { kind: 'integer', column: sql`d.backup_id`, inBackup: true },
  ordered_at: { kind: 'datetime', column: sql`o.ordered_at` },
  source_retrieved_at: { kind: 'datetime', column: sql`o.source_retrieved_at` },
  shipped_at: { kind: 'datetime', column: sql`o.shipped_at` },
  to_ship_at: { kind: 'datetime', column: sql`o.to_ship_at` },
  printed_at: { kind: 'datetime', column: sql`o.printed_at` },
  ship_via: { kind: 'text', column: sql`o.ship_via` },
  ship_type: { kind: 'text', column: sql`o.ship_type` },
  customer_number: { kind: 'text', column: sql`o.customer_number` },
  source_name: { kind: 'text', column: sql`o.source_name` },
  updated_at: { kind: 'datetime', column: sql`o.updated_at` },
  created_at: { kind: 'datetime', column: sql`o.created_at` },
  order_number: { kind: 'integer', column: sql`o.order_number` },
  primary_id: { kind: 'text', column: sql`o.primary_id` },
  fulfilled: { kind: 'boolean', column: sql`(o.shipping_status IS NOT DISTINCT FROM 'fulfilled')` },
} as const satisfies Record<string, { kind: ComparedKind; column: SQL; inBackup?: true }>;

export type ComparedField = keyof typeof FIELDS;
export const COMPARED_KINDS = Object.fromEntries(Object.entries(FIELDS).map(([f, s]) => [f, s.kind])) as Record<ComparedField, ComparedKind>;

/** A whole number (as a bigint's decimal text, so that 18 digits stay exact), a date-time, a text or a boolean. */
export type ComparedValue = { integer: string } | { datetime: string } | { text: string } | { boolean: boolean };

export interface FieldComparison {
  field: ComparedField;
  op: '=' | '>=' | '<=' | '>' | '<' | 'between';
  /** One value; two for `between`. */
  values: ComparedValue[];
}

const OPERATORS = { '=': sql`=`, '>=': sql`>=`, '<=': sql`<=`, '>': sql`>`, '<': sql`<` } as const;

function valueSql(value: ComparedValue): SQL {
  if ('integer' in value) return sql`${value.integer}::bigint`;
  if ('datetime' in value) return sql`${value.datetime}::timestamptz`;
  if ('text' in value) return sql`${value.text}::text`;
  return sql`${value.boolean}::boolean`;
}

function conditionSql(orgId: number, { field, op, values }: FieldComparison): SQL {
  const spec: { column: SQL; inBackup?: true } = FIELDS[field];
  const condition = op === 'between'
    ? sql`${spec.column} BETWEEN ${valueSql(values[0])} AND ${valueSql(values[1])}`
    : sql`${spec.column} ${OPERATORS[op]} ${valueSql(values[0])}`;
  return spec.inBackup
    ? sql`EXISTS (SELECT 1 FROM order_backup_details d WHERE d.org_id = ${orgId} AND d.order_id = o.id AND ${condition})`
    : condition;
}

/** How many of the organization's orders match every comparison, and the ids of a page of them in id order. */
export async function comparedOrderIds(
  db: Queryable, orgId: number, comparisons: readonly FieldComparison[], page: { limit: number; offset: number },
): Promise<{ total: number; ids: number[] }> {
  const where = sql.join([sql`o.org_id = ${orgId}`, ...comparisons.map((c) => conditionSql(orgId, c))], sql` AND `);
  const [count, rows] = await inParallel(db, [
    () => db.one<{ count: number }>(sql`SELECT count(*)::int AS count FROM orders o WHERE ${where}`),
    () => db.rows<{ id: number }>(sql`SELECT o.id FROM orders o WHERE ${where} ORDER BY o.id LIMIT ${page.limit} OFFSET ${page.offset}`),
  ] as const);
  return { total: count!.count, ids: rows.map((r) => Number(r.id)) };
}
