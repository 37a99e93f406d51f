/**
 * `q`: prefix full-text search over the order's kept search document (see kept-values.ts). Every word of
 * `q` must match the start of a word of the order. At most SEARCH_LIMIT orders: the best by rank.
 */
import { sql, type SQL } from 'drizzle-orm';

export const SEARCH_LIMIT = 70;
const MAX_WORDS = 16;

/** A `to_tsquery` text, or null when `q` holds no word. Quotes and operators are dropped, so nothing in `q` is syntax. */
export function searchText(q: string): string | null {
  // Any other character separates words, as it does in the indexed text: "O'Brien" is indexed as "o" and
  // "brien", so it must be searched as both (dropping the quote made "obrien", which matched nothing).
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}@._+-]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_WORDS);
  return words.length ? words.map((w) => `'${w}':*`).join(' & ') : null;
}

export const tsQuery = (text: string): SQL => sql`to_tsquery('simple', ${text})`;
