/**
 * Keyset positions in `next` links. A page by offset makes PostgreSQL read and sort every match before the page
 * (a connector's sync, `updated_at__gte` through 10,000 orders, sorted all 10,000 at its last page). When the list is
 * ordered by a date every order has, `next` also carries `after=<offset>.<order_by>.<date in µs>.<id>`: the sort key
 * of the page's last order. A request whose offset and ordering are those the position was made for reads the orders
 * after it instead of skipping `offset` of them: the same page when nothing changed in between, and no order skipped
 * or repeated when orders were created or deleted between two pages. Any other request ignores it, so a client that
 * builds its own offsets from `next` is still answered by offset.
 */
import { sql, type SQL } from '../../../core/sql.ts';
import { refuseQuery } from './refusals.ts';
import type { OrderBy } from './order-by.ts';

export const AFTER_PARAM = 'after';

/** The order_by keys a position can be kept for: dates no order is without (the ties broken on id). */
const KEYSET_KEYS = new Set(['created_at', 'updated_at', 'nested_updated_at']);

/** A row of a page: its order's id and sort key (`position`: null for an ordering kept by offset only, and with `q`). */
export interface PageRow {
  id: number;
  position: string | null;
}

export interface Position {
  /** The sort key of the last order of the previous page, in microseconds since the epoch (exact, as text). */
  micros: string;
  id: number;
}

const orderByName = (orderBy: OrderBy) => `${orderBy.descending ? '-' : ''}${orderBy.key}`;

const keysetable = (orderBy: OrderBy) => KEYSET_KEYS.has(orderBy.key);

/** The position `after` gives for this offset and ordering, null when it was made for others (or not given). */
export function positionOf(after: string | undefined, offset: number, orderBy: OrderBy): Position | null {
  if (after === undefined) return null;
  const match = /^(\d{1,10})\.(-?\w+)\.(-?\d{1,17})\.(\d{1,16})$/.exec(after);
  if (!match) throw refuseQuery({ reason: 'not_a_position', param: AFTER_PARAM });
  const [, madeFor, ordering, micros, id] = match;
  if (Number(madeFor) !== offset || ordering !== orderByName(orderBy) || !keysetable(orderBy)) return null;
  return { micros, id: Number(id) };
}

/** The sort key of each row of a page, as `position` (null for an ordering kept by offset only). */
export const positionSql = (orderBy: OrderBy): SQL =>
  keysetable(orderBy) ? sql`(extract(epoch FROM ${orderBy.expression}) * 1000000)::bigint::text` : sql`NULL::text`;

/** The orders after `position` in the list's order. */
export function afterCondition(orderBy: OrderBy, position: Position): SQL {
  const key = sql`timestamptz 'epoch' + ${position.micros}::bigint * interval '1 microsecond'`;
  const comparison = sql.raw(orderBy.descending ? '<' : '>');
  return sql`(${orderBy.expression}, o.id) ${comparison} (${key}, ${position.id}::bigint)`;
}

/** The `after` of the page following one whose last order is `last` (null when the ordering is kept by offset only). */
export function afterValue(nextOffset: number, orderBy: OrderBy, last: PageRow | undefined): string | null {
  if (!last || last.position === null) return null;
  return `${nextOffset}.${orderByName(orderBy)}.${last.position}.${last.id}`;
}
