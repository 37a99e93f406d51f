/**
 * How a statement is written: `sql` templates (`sql`, `sql.raw`, `sql.join`, `sql.identifier`, `sql.param`), in the
 * style of Drizzle's, making this module's own statement objects, which src/db/compile.ts compiles to text and
 * parameters. They are plain data (pieces of text, nested statements, quoted names and values), so that no library's
 * internals are needed to build or read them: Drizzle's objects were only ever used this way here, and writing them
 * fast meant setting a private field.
 */

/** A piece of statement text, written as it is. */
export class SqlText {
  constructor(readonly text: string) {}
}

/** A name (table, column, alias), quoted as PostgreSQL quotes it. */
export class SqlIdentifier {
  constructor(readonly name: string) {}
}

/** A value bound as one parameter, an array included (a plain array in a template is spread into a list). */
export class SqlParam {
  constructor(readonly value: unknown) {}
}

/**
 * A value bound as a parameter with a cast to its SQL type (`$1::numeric`): what sql`${value}::${sql.raw(type)}`
 * compiles to. A write makes one for every column it binds, hundreds for an order, so it is one small object
 * rather than a template of pieces; a row set (db/rows.ts) reads its value and type back.
 */
export class TypedValue {
  constructor(readonly value: unknown, readonly type: string) {}
}

/**
 * A statement or a part of one: its pieces in order. A piece that is none of this module's classes is a value:
 * bound as a parameter, an array spread into a parenthesised list of them, `undefined` left out.
 */
export class SQL {
  /**
   * compile.ts's note on this part: 0 never compiled, 1 compiled once, 2 holds values (compiled each time), or its
   * text, kept once it was compiled a second time without values (a part made once and used by every statement).
   */
  compiled: 0 | 1 | 2 | string = 0;
  constructor(readonly pieces: readonly unknown[]) {}
}

/**
 * A statement (or a part of one, which makes the whole statement so) that PostgreSQL plans for its values at every
 * run: sent unprepared (src/db/run.ts), never reusing a prepared statement's generic plan. For statements
 * whose best plan depends on the values: a search bounded by a date, where the bound decides between walking the
 * date's index and combining it with the search's (a generic plan walked the index, 1.2-1.6 s at 200,000 orders).
 */
export class CustomPlan extends SQL {}

/**
 * A value a statement built once for a shape of input leaves open (compile.ts, `shapedSql`): each run binds what
 * `read` answers for that run's input. Bound like any value where it stands (alone, or inside an array value).
 */
export class Slot<I = never> {
  constructor(readonly read: (input: I) => unknown) {}
}

/** A statement compiled already (compile.ts, `shapedSql`): its text and its values, bound as they are. */
export class CompiledSql extends SQL {
  constructor(readonly text: string, readonly values: unknown[]) {
    super([]);
  }
}

export type SQLChunk = SQL | SqlText | SqlIdentifier | SqlParam | TypedValue;

// A template's text pieces are the same at every call from one place in the code, so are made once.
const textPieces = new WeakMap<TemplateStringsArray, SqlText[]>();

function template(strings: TemplateStringsArray, ...params: unknown[]): SQL {
  let texts = textPieces.get(strings);
  if (!texts) textPieces.set(strings, (texts = strings.map((text) => new SqlText(text))));
  const pieces: unknown[] = [texts[0]];
  for (let i = 0; i < params.length; i++) pieces.push(params[i], texts[i + 1]);
  return new SQL(pieces);
}

export const sql = Object.assign(template, {
  raw: (text: string): SQL => new SQL([new SqlText(text)]),
  join(pieces: readonly unknown[], separator?: SQLChunk): SQL {
    const joined: unknown[] = [];
    pieces.forEach((piece, i) => {
      if (i > 0 && separator !== undefined) joined.push(separator);
      joined.push(piece);
    });
    return new SQL(joined);
  },
  identifier: (name: string): SqlIdentifier => new SqlIdentifier(name),
  param: (value: unknown): SqlParam => new SqlParam(value),
  /** `query` planned for its values at every run (CustomPlan). */
  customPlan: (query: SQL): CustomPlan => new CustomPlan([query]),
});
