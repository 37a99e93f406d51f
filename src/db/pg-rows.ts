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
 * The row makers of the statements each connection has described, by name. The driver asks the server to describe
 * a statement's rows every time it runs it; the server then sends, and the driver reads, the name and type of
 * every column again (the new order's 110 columns: 3% of the API's CPU in POST orders/). A prepared statement
 * cannot change its columns on its connection (the server refuses to run it instead), so its later runs there skip
 * the question and read their rows with the maker of its first answer.
 */
const described = new WeakMap<object, Map<string, RowMaker>>();
const driverUtils = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils;

/** The driver's Query as this module uses it (properties and methods its types do not declare). */
interface DriverQuery {
  text: string;
  name?: string;
  portal: string;
  binary: boolean;
  values: unknown[];
  rows?: number;
  hasBeenParsed(connection: DriverConnection): boolean;
  handleError(err: unknown, connection: DriverConnection): void;
  _getRows(connection: DriverConnection, rows?: number): void;
}
interface DriverConnection {
  submittedNamedStatements: Record<string, string>;
  parse(config: object): void;
  bind(config: object): void;
  describe(config: object): void;
  sync(): void;
}

/**
 * A statement for node-postgres (its Submittable: the driver's own Query, whose handling of answers and errors it
 * keeps) that collects its rows as above and settles a promise with them.
 */
export class RowsQuery extends pg.Query {
  /** The rows, once the statement is answered (not `rows`: the driver's Query reads that as a page size). */
  readonly answer: Promise<Record<string, unknown>[]>;
  private readonly read: Record<string, unknown>[] = [];
  private make: RowMaker | null = null;
  /** The connection it asked to describe its rows. */
  private connection: object | null = null;

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

  /**
   * The driver's steps for a statement with parameters (parse it unless this connection has, bind, describe,
   * execute, sync) with two changes: the Describe is left out when this connection described the statement before,
   * and values that fail to convert leave the parsed statement in place (the driver closed it, yet went on
   * treating it as parsed, so its every later run failed).
   */
  prepare(connection: DriverConnection): void {
    const query = this as unknown as DriverQuery;
    if (!query.hasBeenParsed(connection)) {
      // No parameter types: the server infers them (the statement's casts).
      connection.parse({ text: query.text, name: query.name });
      if (query.name) connection.submittedNamedStatements[query.name] = query.text;
    }
    try {
      connection.bind({ portal: query.portal, statement: query.name, values: query.values, binary: query.binary, valueMapper: driverUtils.prepareValue });
    } catch (err) {
      connection.sync();
      query.handleError(err, connection);
      return;
    }
    const known = query.name ? described.get(connection)?.get(query.name) : undefined;
    if (known) {
      this.make = known;
    } else {
      this.connection = connection;
      connection.describe({ type: 'P', name: query.portal || '' });
    }
    query._getRows(connection, query.rows);
  }

  handleRowDescription(message: { fields: Column[] }): void {
    const { name } = this as unknown as DriverQuery;
    this.make = rowMakerFor(name, message.fields, this.types);
    if (name && this.connection) {
      let makers = described.get(this.connection);
      if (!makers) described.set(this.connection, (makers = new Map()));
      makers.set(name, this.make);
    }
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
