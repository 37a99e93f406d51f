/**
 * A bound value as a SELECT of its column reads it back: the text PostgreSQL prints for a numeric or a timestamptz
 * (the drivers read both as text, jsonSafeListSql casts them so inside JSON), a jsonb object with its keys in
 * jsonb's order, a text as its UTF-8 bytes hold it. The writer composes a new order's rows from the values it bound
 * (src/orders/writing/new-records.ts) instead of asking the statement to send them back in JSON: that JSON was
 * 90-120 us of PostgreSQL's time a POST. Only the forms the writer binds are read back here (db/rows.ts: typed
 * values); test/db/read-back.test.ts checks each against the database, and the stored renders' tests compare the
 * renders made from these rows with live ones byte for byte.
 */
import type { TypedValue } from '../core/sql.ts';
import { isDecimal, roundDecimal } from '../core/values/decimal.ts';

/** How a value's column stores it beyond its type: a numeric column's scale (money amounts: 4). */
export interface ReadBackColumn {
  scale?: number;
}

/** What the statement alone knows: its transaction's time as PostgreSQL prints it (`now()::text`). */
export interface ReadBackContext {
  now: string;
}

const INSTANT = /^(\d{4}-\d\d-\d\d)T(\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?Z$/;
const SURROGATE = /[\uD800-\uDFFF]/;

/** A lone surrogate reaches the database as U+FFFD (the driver writes strings as UTF-8). */
const asStored = (text: string): string => (SURROGATE.test(text) ? Buffer.from(text, 'utf8').toString('utf8') : text);

/**
 * A decimal as numeric prints it, as decimal.ts spells it at a number of places: those it was given (a numeric
 * keeps its digits after the point), or `scale` (money: numeric(18, 4)). Leading zeros go, zero has no sign.
 */
function numericText(value: string, scale: number | undefined): string {
  if (!isDecimal(value)) throw new Error(`not a decimal the writer binds: ${value}`);
  const point = value.indexOf('.');
  const places = point < 0 ? 0 : value.length - point - 1;
  // Money is bound with at most its scale's digits (values/money.ts): never rounded here.
  if (scale !== undefined && places > scale) throw new Error(`more than ${scale} decimals: ${value}`);
  return roundDecimal(value, scale ?? places);
}

/** An instant (values/datetime.ts) as timestamptz prints it in a UTC session: '2018-03-30 12:00:00.5+00'. */
function timestampText(value: string, context: ReadBackContext): string {
  if (value === 'now') return context.now;
  const m = INSTANT.exec(value);
  if (!m) throw new Error(`not an instant the writer binds: ${value}`);
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  return `${m[1]} ${m[2]}${fraction ? `.${fraction}` : ''}+00`;
}

const NOT_PLAIN_ASCII = /[^ -~]/;

/** jsonb orders an object's keys by their length in bytes, then by their bytes (printable ASCII: its characters). */
function jsonbKeyOrder(a: string, b: string): number {
  if (!NOT_PLAIN_ASCII.test(a) && !NOT_PLAIN_ASCII.test(b)) return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length - y.length || Buffer.compare(x, y);
}

function asJsonb(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asJsonb);
  if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(object).sort(jsonbKeyOrder)) out[key] = asJsonb(object[key]);
    return out;
  }
  return value;
}

/** `bound`, a typed value of a new row's column, as a SELECT of that column reads it (null stays null). */
export function readBack(bound: TypedValue, column: ReadBackColumn, context: ReadBackContext): unknown {
  const { value, type } = bound;
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'numeric': return numericText(String(value), column.scale);
    case 'timestamptz': return timestampText(String(value), context);
    case 'jsonb': return value === '{}' ? {} : asJsonb(JSON.parse(String(value)));
    case 'text': return asStored(String(value));
    case 'integer': case 'bigint': return Number(value);
    case 'boolean': return value;
    default: throw new Error(`a ${type} column is not read back`);
  }
}
