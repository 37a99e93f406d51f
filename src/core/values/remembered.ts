/**
 * A parser of text that remembers what it read: a body's values are parsed by the request's validator (its formats
 * check that a weight, a length, money or a moment reads) and again by the view that types them (src/wire/values.ts);
 * with the parse remembered, each text is read once and the second look finds its typed value. `boxline import` so
 * checks and converts a source order's 40-odd values once each instead of twice.
 *
 * Parsing is a pure function of the text, so what is remembered is right whoever asks, whenever. A text that does not
 * read is not remembered (it throws every time). At most LIMIT texts are kept for each parser; then it starts again.
 */
const LIMIT = 4096;

/** `parse`, its answers for texts remembered; `copy` gives each caller its own copy of an answer that is an object. */
export function remembered<T>(parse: (input: unknown) => T, copy?: (value: T) => T): (input: unknown) => T {
  const known = new Map<string, T>();
  return (input) => {
    if (typeof input !== 'string') return parse(input);
    let value = known.get(input);
    if (value === undefined) {
      value = parse(input);
      if (known.size >= LIMIT) known.clear();
      known.set(input, value);
    }
    return copy ? copy(value) : value;
  };
}
