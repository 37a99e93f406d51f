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

/** A statement of these pieces, as `new SQL(chunks)` makes it, without the search for tables. */
function sqlOf(chunks: SQLChunk[]): SQL {
  const statement = new SQL([]);
  (statement as { queryChunks: SQLChunk[] }).queryChunks = chunks;
  return statement;
}

/**
 * A value bound as a parameter with a cast to its SQL type (`$1::numeric`): what sql`${value}::${sql.raw(type)}`
 * compiles to. A write makes one for every column it binds, hundreds for an order, so it is one small object
 * rather than a template of pieces; a row set (db/rows.ts) reads its value and type back.
 */
export class TypedValue {
  constructor(readonly value: unknown, readonly type: string) {}
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

export const sql = Object.assign(template, {
  raw: (text: string): SQL => sqlOf([new StringChunk(text)]),
  join(chunks: readonly (SQLChunk | TypedValue)[], separator?: SQLChunk): SQL {
    const joined: SQLChunk[] = [];
    chunks.forEach((chunk, i) => {
      if (i > 0 && separator !== undefined) joined.push(separator);
      joined.push(chunk as SQLChunk);
    });
    return sqlOf(joined);
  },
  identifier: (name: string): Name => new Name(name),
  param: <T, D = T>(value: T, encoder?: DriverValueEncoder<T, D>): Param<T, D> => new Param(value, encoder),
});
