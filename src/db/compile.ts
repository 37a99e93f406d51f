/**
 * Compiles an `sql` template (src/core/sql.ts) into statement text ($1, $2, ...) and its parameters, for
 * node-postgres and PGlite: text pieces as written, nested statements in place, names quoted, typed values bound with
 * their cast, any other value bound as a parameter (an array spread into a list of them, `undefined` left out).
 */
import { CustomPlan, SQL, SqlIdentifier, SqlParam, SqlText, TypedValue } from '../core/sql.ts';

export interface CompiledStatement {
  text: string;
  values: unknown[];
  /** The statement holds a CustomPlan: it is planned for its values at every run, never prepared. */
  customPlan: boolean;
}

export function compileSql(query: SQL): CompiledStatement {
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
        walk(piece.pieces);
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
  walk([query]);
  return { text, values, customPlan };
}
