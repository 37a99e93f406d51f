/** Finds the ids of one page of orders for the list query: filters, search and ordering, in a fixed number of queries. */
import { sql, type SQL } from '../../../core/sql.ts';
import type { Static } from 'typebox';
import { inParallel, type Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';
import type { Page } from '../../../core/paging.ts';
import { counterCondition, filterConditions } from './filters.ts';
import { parseOrderBy, type OrderBy } from './order-by.ts';
import { SEARCH_CANDIDATES, SEARCH_LIMIT, searchCondition, searchQueries, searchWords, tsQuery, type SearchQueries } from './search.ts';
import { DATETIME_FILTER_FIELDS, type OrderListQuery } from './params.ts';
import { afterCondition, positionOf, positionSql, type PageRow, type Position } from './keyset.ts';

export interface ListSpec {
  where: SQL[];
  orderBy: OrderBy;
  /** order_by was given (with `q`, it then orders the matches instead of relevance). */
  explicitOrder: boolean;
  /** The words of `q`, when there are some. */
  search: string[] | null;
  /** Their tsqueries (searchQueries), once read: the search statement is then given them as values. */
  queries?: SearchQueries;
  /** The filter as a condition on the kept counts, when the count can be read from them. */
  counter: SQL | null;
  /** With `q`: the date column by which the newest matches are ranked (see newestBy). */
  newestBy: string;
  /** The sort key the page starts after, from a `next` link made for this offset and ordering (keyset.ts). */
  after: Position | null;
}

/**
 * The date by which a search takes its newest SEARCH_CANDIDATES matches: created_at (the list's default order),
 * or the first date the filters bound from above (`updated_at__lte`, `ordered_at=`). Dates follow id order, so the
 * matches of an upper bound in the past are all old: read newest first by another date, the scan walked through
 * every newer match before the first one (q=smith&updated_at__lte=<the oldest 10%>: 4.7 s at a million orders);
 * read by the bounded date, from its index, it starts at the bound.
 */
function newestBy(query: Static<typeof OrderListQuery>): string {
  const values = query as Record<string, unknown>;
  const dates = ['created_at', ...DATETIME_FILTER_FIELDS.filter((f) => f !== 'created_at')];
  return dates.find((f) => values[f] !== undefined || values[`${f}__lte`] !== undefined) ?? 'created_at';
}

export function listSpec(query: Static<typeof OrderListQuery>, orgId: number, extraWhere: SQL[] = []): ListSpec {
  const q = query.q?.trim();
  const orderBy = parseOrderBy(query.order_by);
  return {
    where: [...filterConditions(query, orgId), ...extraWhere],
    orderBy,
    explicitOrder: Boolean(query.order_by?.trim()),
    search: q ? searchWords(q) : null,
    counter: extraWhere.length ? null : counterCondition(query),
    newestBy: newestBy(query),
    after: q ? null : positionOf(query.after, query.offset ?? 0, orderBy),
  };
}

/** The list's conditions on `orders o` (also the order export's, src/orders/reading/export/read.ts). */
export const whereOf = (orgId: number, spec: ListSpec) => sql.join([sql`o.org_id = ${orgId}`, ...spec.where], sql` AND `);

/** The statements a list runs (also EXPLAINed by bench/orders-list/plans.ts). */
export function listStatements(orgId: number, spec: ListSpec, page: Page): { count: SQL; ids: SQL } {
  const where = whereOf(orgId, spec);
  if (spec.search !== null) {
    // The newest matches by a date with an index `(org_id, date, id)` read backwards (newestBy): a range of that
    // date starts the scan where the range does. In id order, a filter whose matches are all old
    // (q=smith&created_at__lte=<a year ago>) walked every newer match first.
    // Planned for its values at every run (sql.customPlan), its tsqueries given as values (spec.queries): whether to
    // walk the date's index or read the search's depends on how many orders the words and the bound select, which a
    // generic plan cannot know; and a generic plan computed the rank's tsquery again for every match it ranked
    // (q=smith, with or without a date bound: 0.7-1.9 s at 200,000 orders, against 25-35 ms planned for its values).
    const date = sql`o.${sql.identifier(spec.newestBy)}`;
    const ids = sql.customPlan(sql`
      SELECT c.id FROM (
        SELECT o.id, o.created_at, o.search FROM orders o
        WHERE ${where} AND ${searchCondition(spec.search, spec.queries)}
        ORDER BY ${date} DESC, o.id DESC LIMIT ${SEARCH_CANDIDATES}
      ) c
      ORDER BY ts_rank(c.search, ${tsQuery(spec.search, spec.queries)}) DESC, c.created_at DESC, c.id DESC
      LIMIT ${SEARCH_LIMIT}`);
    return { count: ids, ids };
  }
  // Each row's sort key (`position`) makes the `after` of the next page's link.
  const start = spec.after ? sql`AND ${afterCondition(spec.orderBy, spec.after)}` : sql``;
  return {
    count: spec.counter
      ? sql`SELECT coalesce(sum(c.n), 0)::int AS count FROM order_counts c WHERE c.org_id = ${orgId} AND ${spec.counter}`
      : sql`SELECT count(*)::int AS count FROM orders o WHERE ${where}`,
    ids: sql`
      SELECT o.id, ${positionSql(spec.orderBy)} AS position FROM orders o WHERE ${where} ${start}
      ORDER BY ${spec.orderBy.clause} LIMIT ${page.limit} OFFSET ${spec.after ? 0 : page.offset}`,
  };
}

/** A page's ids, and its last order's id and sort key (`position`, see keyset.ts) when it has orders. */
export interface FoundIds {
  count: number;
  ids: number[];
  last?: PageRow;
}

export async function findOrderIds(db: Queryable, orgId: number, spec: ListSpec, page: Page): Promise<FoundIds> {
  if (spec.search !== null) {
    const searched = { ...spec, queries: spec.queries ?? await searchQueries(db, spec.search) };
    return searchOrderIds(db, orgId, listStatements(orgId, searched, page).ids, searched, page);
  }
  const { count, found: rows } = await findPage(db, orgId, spec, page, (ids) => db.rows<PageRow>(ids));
  return { count, ids: rows.map((r) => r.id), last: rows.at(-1) };
}

/**
 * Without `q`: the count, and what `read` makes of the statement of the page's ids (selecting `id` and `position`, in
 * page order; a page's stored renders are read with its ids in one statement: src/orders/reading/renders/read.ts), run
 * together where the handle allows it.
 */
export async function findPage<T>(
  db: Queryable, orgId: number, spec: ListSpec, page: Page, read: (ids: SQL) => Promise<T>,
): Promise<{ count: number; found: T }> {
  const statements = listStatements(orgId, spec, page);
  const [counted, found] = await inParallel(db, [
    () => db.one<{ count: number }>(statements.count),
    () => read(statements.ids),
  ] as const);
  return { count: counted!.count, found };
}

/** The best SEARCH_LIMIT matches by rank (of the newest SEARCH_CANDIDATES), then ordered by order_by when given; the page is cut from them. */
async function searchOrderIds(db: Queryable, orgId: number, bestMatches: SQL, spec: ListSpec, page: Page) {
  const hits = await db.rows<{ id: number }>(bestMatches);
  let ids = hits.map((h) => h.id);
  if (spec.explicitOrder && ids.length > 1) {
    const ordered = await db.rows<{ id: number }>(sql`
      SELECT o.id FROM orders o WHERE o.org_id = ${orgId} AND o.id = ANY(${bigintArray(ids)}) ORDER BY ${spec.orderBy.clause}`);
    ids = ordered.map((r) => r.id);
  }
  return { count: ids.length, ids: ids.slice(page.offset, page.offset + page.limit) };
}
