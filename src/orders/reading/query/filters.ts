/**
 * The list filters as SQL conditions on `orders o`. Each is served by an index led by org_id (see the
 * migration 0007_order_list). A malformed value is refused naming the parameter (refusals.ts).
 */
import { sql, type SQL } from '../../../core/sql.ts';
import type { Static } from 'typebox';
import { parseDateTime } from '../../../core/values/datetime.ts';
import { textArray } from '../../../db/sql.ts';
import { RELATION_KINDS, BILLING_STATUSES, SHIPPING_STATUSES } from '../../../catalogue/order.ts';
import { DATETIME_FILTER_FIELDS, type OrderListQuery } from './params.ts';
import { refuseQuery } from './refusals.ts';

type Query = Static<typeof OrderListQuery>;

/**
 * A sort key's column compared as COLLATE "C", as its index is built (order-by.ts): equality is the same in every
 * deterministic collation, and only a comparison in the index's collation can use it.
 */
const sortKey = (column: string) => sql`${sql.identifier('o')}.${sql.identifier(column)} COLLATE "C"`;

const EXACT_TEXT: [keyof Query, SQL][] = [
  ['primary_id', sortKey('primary_id')],
  ['unique_id', sql`o.unique_id`],
  ['po_number', sortKey('po_number')],
  ['customer_number', sql`o.customer_number`],
  ['sources__name', sortKey('source_name')],
  ['sources__account', sortKey('source_account')],
  ['ship_via', sortKey('ship_via')],
  ['ship_type', sortKey('ship_type')],
];

const IN_LISTS: { param: keyof Query; column: SQL; allowed?: readonly string[] }[] = [
  { param: 'billing_status__in', column: sql`o.billing_status`, allowed: BILLING_STATUSES },
  { param: 'shipping_status__in', column: sql`o.shipping_status`, allowed: SHIPPING_STATUSES },
  { param: 'sources__account__in', column: sortKey('source_account') },
  { param: 'ship_via__in', column: sortKey('ship_via') },
];

/** `a,b,!c` (or `a|b|!c`, DECISIONS section 11) -> include [a, b], exclude [c]. */
export function parseInList(param: string, raw: string, allowed?: readonly string[]): { include: string[]; exclude: string[] } {
  const include: string[] = [];
  const exclude: string[] = [];
  for (const part of raw.split(/[,|]/).map((p) => p.trim()).filter(Boolean)) {
    const negated = part.startsWith('!');
    const value = negated ? part.slice(1).trim() : part;
    if (!value) throw refuseQuery({ reason: 'empty_exclusion', param });
    if (allowed && !allowed.includes(value)) throw refuseQuery({ reason: 'not_allowed', param, value, allowed });
    (negated ? exclude : include).push(value);
  }
  return { include, exclude };
}

function inListCondition(column: SQL, { include, exclude }: { include: string[]; exclude: string[] }): SQL[] {
  const out: SQL[] = [];
  if (include.length) out.push(sql`${column} = ANY(${textArray(include)})`);
  // An order without a value is not one of the excluded values: `!fulfilled` keeps orders with no status.
  if (exclude.length) out.push(sql`(${column} IS NULL OR ${column} <> ALL(${textArray(exclude)}))`);
  return out;
}

function relationCondition(orgId: number, raw: string): SQL {
  const negated = raw.startsWith('!');
  const kind = negated ? raw.slice(1) : raw;
  if (!(RELATION_KINDS as readonly string[]).includes(kind)) {
    throw refuseQuery({ reason: 'unknown_relation_kind', param: 'relation__kind', allowed: RELATION_KINDS });
  }
  // Uncorrelated (the org id is a constant), so it runs once and joins, not once per order.
  const related = sql`o.id IN (SELECT r.order_id FROM order_relations r WHERE r.org_id = ${orgId} AND r.kind = ${kind})`;
  return negated ? sql`NOT (${related})` : related;
}

const STATUS_LISTS = new Set<string>(['billing_status__in', 'shipping_status__in']);
const COUNTER_COLUMNS: Record<string, SQL> = { billing_status__in: sql`c.billing_status`, shipping_status__in: sql`c.shipping_status` };
/** Parameters that do not filter. */
const NOT_FILTERS = new Set(['limit', 'offset', 'expand', 'lazy', 'only', 'suggestions', 'order_by', 'bearer_token']);

/**
 * When the only filters are status lists, the same condition on the kept counts (`order_counts c`, where ''
 * stands for no status), so the count needs no scan; null otherwise.
 */
export function counterCondition(query: Query): SQL | null {
  const values = query as Record<string, unknown>;
  const active = Object.keys(values).filter((k) => values[k] !== undefined && !NOT_FILTERS.has(k));
  if (active.some((k) => !STATUS_LISTS.has(k))) return null;
  const where: SQL[] = [];
  for (const { param, allowed } of IN_LISTS) {
    const raw = values[param];
    if (typeof raw !== 'string') continue;
    const { include, exclude } = parseInList(param, raw, allowed);
    const column = COUNTER_COLUMNS[param];
    if (include.length) where.push(sql`${column} = ANY(${textArray(include)})`);
    if (exclude.length) where.push(sql`${column} <> ALL(${textArray(exclude)})`);
  }
  return where.length ? sql.join(where, sql` AND `) : sql`true`;
}

export function filterConditions(query: Query, orgId: number): SQL[] {
  const where: SQL[] = [];
  for (const [param, column] of EXACT_TEXT) {
    const value = query[param];
    if (typeof value === 'string') where.push(sql`${column} = ${value}`);
  }
  if (query.order_number !== undefined) where.push(sql`o.order_number = ${query.order_number}`);
  if (query.tag !== undefined) {
    where.push(sql`o.id IN (SELECT t.order_id FROM order_tags t WHERE t.org_id = ${orgId} AND t.value = ${query.tag})`);
  }
  if (query.email !== undefined) {
    const email = query.email.trim().toLowerCase();
    where.push(sql`(lower(o.ship_to_email) = ${email} OR lower(o.bill_to_email) = ${email})`);
  }
  for (const { param, column, allowed } of IN_LISTS) {
    const raw = query[param];
    if (typeof raw === 'string') where.push(...inListCondition(column, parseInList(param, raw, allowed)));
  }
  if (query.relation__kind !== undefined) where.push(relationCondition(orgId, query.relation__kind.trim()));
  const values = query as Record<string, unknown>;
  for (const field of DATETIME_FILTER_FIELDS) {
    const column = sql.identifier(field);
    for (const [suffix, op] of [['', '='], ['__gte', '>='], ['__lte', '<=']] as const) {
      const raw = values[`${field}${suffix}`];
      if (typeof raw === 'string') where.push(sql`o.${column} ${sql.raw(op)} ${parseDateTime(raw)}::timestamptz`);
    }
  }
  return where;
}
