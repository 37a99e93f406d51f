/**
 * `q`: prefix full-text search over the order's kept search document (see kept-values.ts). Every word of
 * `q` must match the start of a word of the order. At most SEARCH_LIMIT orders: the best by rank among the
 * newest SEARCH_CANDIDATES matches.
 */
import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { textArray } from '../../../db/sql.ts';
import { refuseQuery } from './refusals.ts';

export const SEARCH_LIMIT = 70;
/**
 * How many of the newest matches are ranked. Ranking reads each match's search document, so ranking all
 * 50,000 orders of a common surname takes 150 ms at a million orders; the newest 1,000 take about 10 ms, and
 * a search with fewer matches ranks them all.
 */
export const SEARCH_CANDIDATES = 1000;
const MAX_WORDS = 16;

/**
 * PostgreSQL indexes no longer word (to_tsvector leaves it out) and refuses one in a tsquery: 15 takes 2,047 bytes,
 * 18 (PGlite) 2,046. A longer word of `q` could match no order, so it is refused naming `q` (a 400) rather than a 500.
 */
export const MAX_WORD_BYTES = 2046;

/** The words of `q`, or null when it holds none. Quotes and operators are dropped, so nothing in `q` is syntax. */
export function searchWords(q: string): string[] | null {
  // Any other character separates words, as it does in the indexed text: "O'Brien" is indexed as "o" and
  // "brien", so it must be searched as both (dropping the quote made "obrien", which matched nothing).
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}@._+-]+/u)
    // "@example.com" is a domain: the words of an e-mail's domain are searched like any word with a dot.
    .map((w) => w.replace(/^@+/, ''))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS);
  const long = words.find((w) => Buffer.byteLength(w) > MAX_WORD_BYTES);
  if (long !== undefined) {
    throw refuseQuery({ reason: 'word_too_long', param: 'q', bytes: Buffer.byteLength(long), max: MAX_WORD_BYTES });
  }
  return words.length ? words : null;
}

/**
 * The tsqueries of lists of words, as text (null when the words make none), by listKey: order_search_query's
 * answers (see migrations 0011 and 0013 for how a word becomes a phrase), read before the search statement.
 */
export type SearchQueries = ReadonlyMap<string, string | null>;

const listKey = (words: string[]) => JSON.stringify(words);

/**
 * order_search_query's answers already read, which never change (the function is IMMUTABLE): at most KNOWN_MAX,
 * the oldest forgotten first. The function reads the catalogue (ts_debug): 2-7 ms a call at load 5, and a search
 * statement that calls it is planned for that long each time it is planned for its values (sql.customPlan, in
 * find.ts); given the tsquery as a value, it is planned in under a millisecond.
 */
const known = new Map<string, string | null>();
const KNOWN_MAX = 1000;

/** The tsquery of the words, as searchQueries read it, or order_search_query of them when it was not read. */
export function tsQuery(words: string[], queries?: SearchQueries): SQL {
  const key = listKey(words);
  return queries?.has(key) ? sql`${queries.get(key)}::tsquery` : sql`order_search_query(${textArray(words)})`;
}

/** The lists of words whose tsquery a search of `words` uses, by listKey: searchCondition's and the rank's (all of them). */
function searchLists(words: string[]): Map<string, string[]> {
  const { domains, others } = splitWords(words);
  const lists = [words, ...(others.length ? [others] : []), ...domains.map((w) => [w])];
  return new Map(lists.map((list) => [listKey(list), list]));
}

/** The tsqueries a search of `words` uses (for tsQuery): those not read before, in one statement. */
export async function searchQueries(db: Queryable, words: string[]): Promise<SearchQueries> {
  const queries = new Map<string, string | null>();
  const missing: string[][] = [];
  for (const [key, list] of searchLists(words)) {
    if (known.has(key)) queries.set(key, known.get(key)!);
    else missing.push(list);
  }
  if (missing.length === 0) return queries;
  const rows = await db.rows<{ n: number; q: string | null }>(sql`
    SELECT l.n::int AS n, order_search_query(ARRAY(SELECT e.w FROM jsonb_array_elements_text(l.words) WITH ORDINALITY AS e (w, i) ORDER BY e.i))::text AS q
    FROM jsonb_array_elements(${JSON.stringify(missing)}::jsonb) WITH ORDINALITY AS l (words, n)`);
  for (const row of rows) {
    const key = listKey(missing[row.n - 1]);
    queries.set(key, row.q);
    known.set(key, row.q);
    if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
  }
  return queries;
}

/** A word that can be an e-mail domain: it has a dot and no '@' ("example.com"). */
const isDomain = (word: string) => word.includes('.') && !word.includes('@');

/** The words that can be e-mail domains, and the others: searchCondition matches them apart. */
const splitWords = (words: string[]) => ({ domains: words.filter(isDomain), others: words.filter((w) => !isDomain(w)) });

/**
 * The condition on `orders o` that every word matches: in the search document, and for a word with a dot also as
 * the whole domain of one of the order's e-mails (the index of migration 0013), which the search document keeps
 * inside each address. A word with an '@' is the start of an e-mail address (order_search_query).
 */
export function searchCondition(words: string[], queries?: SearchQueries): SQL {
  const { domains, others } = splitWords(words);
  const conditions = others.length ? [sql`o.search @@ ${tsQuery(others, queries)}`] : [];
  for (const word of domains) {
    conditions.push(sql`(o.search @@ ${tsQuery([word], queries)} OR order_email_domains(o.ship_to_email, o.bill_to_email) @@ order_domain_query(${word}))`);
  }
  return sql.join(conditions, sql` AND `);
}
