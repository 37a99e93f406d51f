/**
 * Compiles a Drizzle `sql` template into statement text ($1, $2, ...) and its parameters, for node-postgres and
 * PGlite. It does what Drizzle's own compiler does for the pieces this code builds (text, nested templates,
 * identifiers, parameters, lists of values), and binds typed values (core/sql.ts), with plain `instanceof` checks:
 * Drizzle's compiler, written for every kind of piece its query builder makes, took a fifth of the CPU of POST
 * orders/. Any other kind of piece (a Drizzle table, column or placeholder) is refused, so that one cannot be
 * compiled wrong without notice. Inlined parameters (`.inlineParams()`) are not used here.
 */
import { Name, Param, Placeholder, SQL, StringChunk, isSQLWrapper } from 'drizzle-orm';
import { TypedValue } from '../core/sql.ts';

export interface CompiledStatement {
  text: string;
  values: unknown[];
}

export function compileSql(query: SQL): CompiledStatement {
  let text = '';
  const values: unknown[] = [];
  const bind = (value: unknown) => {
    values.push(value);
    text += `$${values.length}`;
  };
  const walk = (chunks: readonly unknown[]): void => {
    for (const chunk of chunks) {
      // Values first: with the text pieces, most of a statement's pieces. A missing piece compiles to nothing, as in Drizzle.
      if (chunk === null || typeof chunk !== 'object') {
        if (chunk !== undefined) bind(chunk);
      } else if (chunk instanceof StringChunk) {
        for (const part of chunk.value) text += part;
      } else if (chunk instanceof TypedValue) {
        bind(chunk.value);
        text += `::${chunk.type}`;
      } else if (chunk instanceof SQL) {
        walk(chunk.queryChunks);
      } else if (chunk instanceof Name) {
        text += `"${chunk.value.includes('"') ? chunk.value.replace(/"/g, '""') : chunk.value}"`;
      } else if (chunk instanceof Param) {
        const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
        if (value instanceof SQL) walk([value]);
        else bind(value);
      } else if (Array.isArray(chunk)) {
        text += '(';
        chunk.forEach((item, i) => {
          if (i > 0) text += ', ';
          walk([item]);
        });
        text += ')';
      } else if (chunk instanceof Placeholder || isSQLWrapper(chunk)) {
        throw new Error(`compileSql: unsupported piece ${(chunk as object).constructor.name}`);
      } else {
        bind(chunk);
      }
    }
  };
  walk(query.queryChunks);
  return { text, values };
}
