/**
 * How a statement is written: `sql` templates, as Drizzle's (`sql`, `sql.raw`, `sql.join`, `sql.identifier`,
 * `sql.param`), making the same SQL objects, which src/db/compile.ts compiles. They skip one step of Drizzle's:
 * its SQL constructor asks of every piece whether it is a Drizzle table, walking the piece's class and its
 * prototypes, to list the tables a query builder used. These statements never hold a table (the compiler refuses
 * one), and that question was about a tenth of the API's CPU in POST orders/, whose order INSERT has hundreds of
 * pieces. Use this module's `sql`, not Drizzle's (the linter says so).
 */
import { Name, Param, SQL, StringChunk, type DriverValueEncoder, type SQLChunk } from 'drizzle-orm';

export type { SQL, SQLChunk };
/** A piece of statement text, for code that shares one between statements (core/fields/columns.ts). */
export { StringChunk };

/** A statement of these pieces, as `new SQL(chunks)` makes it, without the search for tables. */
export function sqlOf(chunks: SQLChunk[]): SQL {
  const statement = new SQL([]);
  (statement as { queryChunks: SQLChunk[] }).queryChunks = chunks;
  return statement;
}

// A template's text pieces are the same at every call from one place in the code, so are made once.
const textPieces = new WeakMap<TemplateStringsArray, StringChunk[]>();

function template(strings: TemplateStringsArray, ...params: unknown[]): SQL {
  let pieces = textPieces.get(strings);
  if (!pieces) textPieces.set(strings, (pieces = strings.map((text) => new StringChunk(text))));
  const chunks: SQLChunk[] = [pieces[0]];
  for (let i = 0; i < params.length; i++) chunks.push(params[i] as SQLChunk, pieces[i + 1]);
  return sqlOf(chunks);
}

/** `"name"`, as PostgreSQL quotes an identifier (a quote inside doubled): how src/db/compile.ts writes a Name. */
export const quoteIdentifier = (name: string): string => `"${name.includes('"') ? name.replace(/"/g, '""') : name}"`;

/**
 * Text pieces made once by key, for statements whose lists of names are the same at every call (an order's columns):
 * one piece instead of a template, a name and a separator each (an order's INSERT had 1,800 pieces to compile). At
 * most MADE_ONCE_LIMIT are kept; past it, pieces are made again at each call.
 */
const MADE_ONCE_LIMIT = 5000;
const madeOnce = new Map<string, StringChunk>();
export function pieceOnce(key: string, text: () => string): StringChunk {
  let piece = madeOnce.get(key);
  if (!piece) {
    piece = new StringChunk(text());
    if (madeOnce.size < MADE_ONCE_LIMIT) madeOnce.set(key, piece);
  }
  return piece;
}

/** `"a", "b"`, or `o2."a", o2."b"` with an alias (a name the code writes, not quoted): a list of quoted names as one piece of text. */
export function identifierList(names: readonly string[], alias?: string): SQL {
  const prefix = alias ? `${alias}.` : '';
  return sqlOf([pieceOnce(`list ${prefix} ${names.join(',')}`, () => names.map((n) => `${prefix}${quoteIdentifier(n)}`).join(', '))]);
}

export const sql = Object.assign(template, {
  raw: (text: string): SQL => sqlOf([new StringChunk(text)]),
  join(chunks: readonly SQLChunk[], separator?: SQLChunk): SQL {
    const joined: SQLChunk[] = [];
    chunks.forEach((chunk, i) => {
      if (i > 0 && separator !== undefined) joined.push(separator);
      joined.push(chunk);
    });
    return sqlOf(joined);
  },
  identifier: (name: string): Name => new Name(name),
  param: <T, D = T>(value: T, encoder?: DriverValueEncoder<T, D>): Param<T, D> => new Param(value, encoder),
});
