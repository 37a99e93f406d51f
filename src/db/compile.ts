/**
 * Compiles an `sql` template (src/core/sql.ts) into statement text ($1, $2, ...) and its parameters, for
 * node-postgres and PGlite: text pieces as written, nested statements in place, names quoted, typed values bound with
 * their cast, any other value bound as a parameter (an array spread into a list of them, `undefined` left out).
 */
import { CompiledSql, CustomPlan, SQL, Slot, SqlIdentifier, SqlParam, SqlText, TypedValue } from '../core/sql.ts';

export interface CompiledStatement {
  text: string;
  values: unknown[];
  /** The statement holds a CustomPlan: it is planned for its values at every run, never prepared. */
  customPlan: boolean;
}

/** The text as one flat string: joined once, not again in every statement that holds it. */
const flat = (text: string): string => {
  // A string made by joining is a tree of its pieces until something reads it whole; converting it to a number
  // does (V8 then flattens it in place), so that each statement holding it copies one piece, not its tree.
  void Number(text);
  return text;
};

export function compileSql(query: SQL): CompiledStatement {
  if (query instanceof CompiledSql) return { text: query.text, values: query.values, customPlan: false };
  let text = '';
  const values: unknown[] = [];
  let customPlan = false;
  const bind = (value: unknown) => {
    values.push(value);
    text += `$${values.length}`;
  };
  const walk = (pieces: readonly unknown[]): void => {
    for (const piece of pieces) {
      // Values first: with the text pieces, most of a statement's pieces.
      if (piece === null || typeof piece !== 'object') {
        if (piece !== undefined) bind(piece);
      } else if (piece instanceof SqlText) {
        text += piece.text;
      } else if (piece instanceof TypedValue) {
        bind(piece.value);
        text += `::${piece.type}`;
      } else if (piece instanceof SQL) {
        if (piece instanceof CustomPlan) customPlan = true;
        part(piece);
      } else if (piece instanceof SqlIdentifier) {
        text += `"${piece.name.includes('"') ? piece.name.replace(/"/g, '""') : piece.name}"`;
      } else if (piece instanceof SqlParam) {
        bind(piece.value);
      } else if (Array.isArray(piece)) {
        text += '(';
        piece.forEach((item, i) => {
          if (i > 0) text += ', ';
          walk([item]);
        });
        text += ')';
      } else {
        bind(piece);
      }
    }
  };
  /**
   * A part without values compiles to the same text wherever it is (its text holds no `$n`): the parts a module makes
   * once and every statement of a kind holds (of a new order's INSERT, 11.6 KB of text in 1,776 pieces: 180 such parts
   * holding 4.7 KB, its RETURNING list and parts of its kept values) are walked and joined once, and their text is
   * kept from their second compile on. A part made for one statement is compiled once and only marked.
   */
  const part = (piece: SQL): void => {
    const known = piece.compiled;
    if (typeof known === 'string') {
      text += known;
    } else if (known !== 1) {
      if (known === 0) piece.compiled = 1;
      walk(piece.pieces);
    } else {
      const outer = text;
      const bound = values.length;
      const wasCustom = customPlan;
      customPlan = false;
      text = '';
      walk(piece.pieces);
      const own = text;
      text = outer + own;
      // A CustomPlan inside must mark every statement that holds it: such a part is walked each time.
      piece.compiled = values.length === bound && !customPlan ? flat(own) : 2;
      customPlan ||= wasCustom;
    }
  };
  walk([query]);
  return { text, values, customPlan };
}

/** Statements built once for a shape of input, by the shape's key (shapedSql); at most SHAPES are kept. */
const shapes = new Map<string, CompiledStatement>();
const SHAPES = 1000;

const bound = <I>(value: unknown, input: I): unknown => {
  if (value instanceof Slot) return (value as Slot<I>).read(input);
  if (Array.isArray(value) && value.some((v) => v instanceof Slot)) return value.map((v) => (v instanceof Slot ? (v as Slot<I>).read(input) : v));
  return value;
};

/**
 * A statement whose text depends only on the shape of its input (which columns a new order's rows hold, how many
 * boxes, items, notes and tags it has): `build` makes it once for each `key`, binding Slots where the values go, and
 * each run binds the Slots to `input`'s values. Building and compiling a new order's statement (13 KB of text from
 * 1,776 pieces) and hashing its text for its prepared name were a tenth of the API's CPU under POST orders/.
 * `build` must bind no value of the input itself, only Slots reading it, and must not hold a CustomPlan.
 */
export function shapedSql<I>(key: string, input: I, build: () => SQL): SQL {
  let shape = shapes.get(key);
  if (!shape) {
    shape = compileSql(build());
    if (shape.customPlan) throw new Error('a shaped statement is prepared: it cannot hold a CustomPlan');
    if (shapes.size < SHAPES) shapes.set(key, shape);
  }
  return new CompiledSql(shape.text, shape.values.map((value) => bound(value, input)));
}
