/**
 * Query strings as the original's parser (Django's QueryDict) reads them for a single value: a repeated
 * parameter takes its last value (DECISIONS section 11), `bearer_token` and `limit` included, where Fastify's
 * default would make an array that fails validation. `+` is a space, and a malformed escape is kept as sent.
 * A value whose percent-escapes are not UTF-8 (`?q=%FF`) would decode to U+FFFD and match as something else
 * (every order, for `q`): its name is recorded under `NOT_UTF8`, and validation (validation.ts) refuses it, a 400
 * naming the parameter, on every route that declares it.
 */
import { isUtf8 } from 'node:buffer';

/** The names of the parameters whose value is not UTF-8 once percent-decoded; absent when there is none. */
export const NOT_UTF8 = Symbol('query parameters that are not UTF-8');

/** An escape of a byte above 0x7f: only a value holding one can be invalid UTF-8. */
const HIGH_ESCAPE = /%[89a-f][0-9a-f]/i;

const decodedBytes = (raw: string) =>
  Buffer.from(raw.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');

function notUtf8(raw: string): string[] {
  const last = new Map<string, boolean>();
  for (const part of raw.split('&')) {
    const eq = part.indexOf('=');
    const [name] = [...new URLSearchParams(eq < 0 ? part : part.slice(0, eq)).keys()];
    if (name === undefined) continue;
    const value = eq < 0 ? '' : part.slice(eq + 1);
    last.set(name, HIGH_ESCAPE.test(value) && !isUtf8(decodedBytes(value)));
  }
  return [...last].filter(([, bad]) => bad).map(([name]) => name);
}

export function parseQueryString(raw: string): Record<string, string> {
  // fromEntries defines own properties, so a `__proto__` key is a plain key; later entries win.
  const query = Object.fromEntries(new URLSearchParams(raw));
  if (HIGH_ESCAPE.test(raw)) {
    const bad = notUtf8(raw);
    if (bad.length) Object.defineProperty(query, NOT_UTF8, { value: bad, enumerable: false });
  }
  return query;
}
