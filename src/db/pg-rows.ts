/**
 * How a statement's rows are read from node-postgres (database.ts). The driver makes, for every answer, a template
 * object with a key per column and copies it for every row; for the order's 110 columns that template was a
 * dictionary-mode object, and so was every row made from it, which made it and every later read of a row's field
 * slow (7% of the API's CPU in POST orders/ went to making them). Here a named statement's row maker is made once,
 * from its first answer's columns: a function returning an object literal, which V8 makes with one fixed shape. A
 * statement without a name (texts beyond a connection's prepared limit), or past MADE_LIMIT statements, reads its
 * rows with a plain loop.
 */
import pg from 'pg';

interface Column { name: string; dataTypeID: number; format: string }
type Parser = (value: string) => unknown;
type RowMaker = (values: (string | null)[]) => Record<string, unknown>;

export interface ParserSource {
  getTypeParser(oid: number, format?: string): Parser;
}

interface MadeRows { columns: Column[]; make: RowMaker }

/** A statement's row maker, by its name (which names one text: database.ts statementName); at most MADE_LIMIT. */
const makers = new Map<string, MadeRows>();
const MADE_LIMIT = 2000;
const IDENTITY_PARSER = pg.types.getTypeParser(25, 'text');

function sameColumns(a: readonly Column[], b: readonly Column[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    if (a[i].name !== b[i].name || a[i].dataTypeID !== b[i].dataTypeID || a[i].format !== b[i].format) return false;
  }
  return true;
}

/**
 * `(values) => ({ "id": parse0(values[0]), "primary_id": values[1], ... })`: text columns are taken as they come;
 * a later column of the same name wins, as in the driver. Column names go in as JSON strings (a quoted key), and
 * `__proto__` as a computed key, which makes an own property where a plain one would set the prototype.
 */
const parsersOf = (columns: readonly Column[], types: ParserSource): Parser[] =>
  columns.map((c) => types.getTypeParser(c.dataTypeID, c.format || 'text'));

function compileRowMaker(columns: readonly Column[], types: ParserSource): RowMaker {
  const parsers = parsersOf(columns, types);
  const fields = columns.map((c, i) => {
    const key = c.name === '__proto__' ? `[${JSON.stringify(c.name)}]` : JSON.stringify(c.name);
    const value = parsers[i] === IDENTITY_PARSER ? `v[${i}]` : `v[${i}] === null ? null : p[${i}](v[${i}])`;
    return `${key}: ${value}`;
  });
  // Made from column names and indexes only, each name a JSON string literal.
  const make = new Function('p', `return (v) => ({ ${fields.join(', ')} });`) as (p: Parser[]) => RowMaker;
  return make(parsers);
}

function loopRowMaker(columns: readonly Column[], types: ParserSource): RowMaker {
  const parsers = parsersOf(columns, types);
  return (values) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) {
      const value = values[i] === null ? null : parsers[i](values[i]!);
      if (columns[i].name === '__proto__') Object.defineProperty(row, '__proto__', { value, enumerable: true, writable: true, configurable: true });
      else row[columns[i].name] = value;
    }
    return row;
  };
}

function rowMakerFor(name: string | undefined, columns: Column[], types: ParserSource): RowMaker {
  const made = name ? makers.get(name) : undefined;
  if (made && sameColumns(made.columns, columns)) return made.make;
  if (!name || (!made && makers.size >= MADE_LIMIT)) return loopRowMaker(columns, types);
  const make = compileRowMaker(columns, types);
  makers.set(name, { columns, make });
  return make;
}

/**
 * A statement for node-postgres (its Submittable: the driver's own Query, whose sending and errors it keeps) that
 * collects its rows as above and settles a promise with them.
 */
export class RowsQuery extends pg.Query {
  /** The rows, once the statement is answered (not `rows`: the driver's Query reads that as a page size). */
  readonly answer: Promise<Record<string, unknown>[]>;
  private readonly read: Record<string, unknown>[] = [];
  private make: RowMaker | null = null;

  constructor(text: string, values: unknown[], name: string | undefined, private readonly types: ParserSource) {
    // Text and values as arguments: the driver copies a config object's properties one by one.
    super(text, values);
    const self = this as unknown as { name?: string; callback(err: unknown): void };
    self.name = name;
    let settle!: (err: unknown) => void;
    this.answer = new Promise((resolve, reject) => {
      settle = (err) => (err ? reject(err) : resolve(this.read));
    });
    self.callback = settle;
  }

  handleRowDescription(message: { fields: Column[] }): void {
    this.make = rowMakerFor((this as unknown as { name?: string }).name, message.fields, this.types);
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    // The driver's rule: a value that cannot be parsed fails the statement once its answer is complete.
    const state = this as unknown as { _canceledDueToError: unknown };
    if (state._canceledDueToError) return;
    try {
      this.read.push(this.make!(message.fields));
    } catch (err) {
      state._canceledDueToError = err;
    }
  }
}
