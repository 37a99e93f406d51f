/**
 * How values cross to PostgreSQL and back (src/db/postgres.ts), the same as through PGlite (database.ts): every
 * parameter is sent as text, in the type the server gives it; every column is read from text by its type.
 *
 * Read: int8 becomes a number; timestamps, dates, intervals and their arrays, and arrays of numerics, stay the
 * server's text; numeric stays text; json and jsonb are parsed; arrays of other built-in types become JS arrays
 * (int8 arrays of strings); bytea becomes a Buffer; a type not listed (an enum, a range, a domain's array) stays text.
 */

/** The text of a parameter: a string as it is, a JS array as an array literal, any other object as JSON. */
export function parameterText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string': return value;
    case 'number': case 'bigint': return String(value);
    case 'boolean': return value ? 'true' : 'false';
  }
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (Array.isArray(value)) return arrayLiteral(value);
  return JSON.stringify(value);
}

function arrayLiteral(values: readonly unknown[]): string {
  let text = '{';
  values.forEach((value, i) => {
    if (i > 0) text += ',';
    if (value === null || value === undefined) text += 'NULL';
    else if (Array.isArray(value)) text += arrayLiteral(value);
    else text += `"${parameterText(value)!.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `${text}}`;
}

/** An array's text (`{a,"b c",NULL,{1,2}}`, after an optional `[1:2]=` bounds prefix) with each element read by `parse`. */
export function parseArray<T>(text: string, parse: (element: string) => T): unknown[] {
  let at = text[0] === '[' ? text.indexOf('=') + 1 : 0;
  const read = (): unknown[] => {
    const items: unknown[] = [];
    at++; // '{'
    while (at < text.length) {
      const char = text[at];
      if (char === '}') {
        at++;
        return items;
      }
      if (char === ',') {
        at++;
      } else if (char === '{') {
        items.push(read());
      } else if (char === '"') {
        let element = '';
        for (at++; text[at] !== '"'; at++) element += text[at] === '\\' ? text[++at] : text[at];
        at++;
        items.push(parse(element));
      } else {
        const start = at;
        while (text[at] !== ',' && text[at] !== '}') at++;
        const element = text.slice(start, at);
        items.push(element === 'NULL' ? null : parse(element));
      }
    }
    return items;
  };
  return read();
}

const asText = (text: string) => text;
const asBool = (text: string) => text === 't' || text === 'true';
const asBytes = (text: string) => Buffer.from(text.slice(2), 'hex');
const arrayOf = (parse: (element: string) => unknown) => (text: string) => parseArray(text, parse);

/** Parsers by type oid. */
const PARSERS: Record<number, (text: string) => unknown> = {
  20: Number, 21: Number, 23: Number, 26: Number, 700: Number, 701: Number,
  16: asBool, 17: asBytes,
  114: JSON.parse, 3802: JSON.parse,
  // timestamp, timestamptz, date, interval and their arrays; numeric[]: the server's text.
  1082: asText, 1114: asText, 1184: asText, 1186: asText, 1115: asText, 1182: asText, 1185: asText, 1187: asText, 1231: asText,
  1000: arrayOf(asBool), 1001: arrayOf(asBytes),
  1005: arrayOf(Number), 1007: arrayOf(Number), 1028: arrayOf(Number), 1021: arrayOf(Number), 1022: arrayOf(Number),
  1016: arrayOf((text) => text.trim()),
  199: arrayOf(JSON.parse), 3807: arrayOf(JSON.parse),
  // text, varchar, char, name, uuid, inet, cidr, macaddr, money, time, timetz, numrange arrays
  1009: arrayOf(asText), 1015: arrayOf(asText), 1014: arrayOf(asText), 1008: arrayOf(asText), 1003: arrayOf(asText),
  2951: arrayOf(asText), 1041: arrayOf(asText), 651: arrayOf(asText), 1040: arrayOf(asText), 791: arrayOf(asText),
  1183: arrayOf(asText), 1270: arrayOf(asText), 3907: arrayOf(asText),
};

/**
 * postgres.js' `types` option: the parsers above, and for every type whose own serializer postgres.js has (bool,
 * bytea, json, dates) the text of parameterText as it is. Types it has no serializer for are sent as text already.
 */
export const POSTGRES_TYPES = Object.fromEntries(
  Object.entries(PARSERS).map(([oid, parse]) => [`t${oid}`, { to: Number(oid), from: [Number(oid)], parse, serialize: asText }]));
