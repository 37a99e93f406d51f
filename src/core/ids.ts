/**
 * Public ids are row numbers written in base 66 ("hexahexacontadecimal"), most significant digit first,
 * using only characters that need no escaping in a URL.
 */
export const ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_.~';
const BASE = ID_ALPHABET.length;

/** 0 -> "0", 10 -> "A", 65 -> "~", 66 -> "10". Only non-negative safe integers have an id. */
export function encodeId(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`cannot encode ${n} as an id`);
  let id = '';
  do {
    id = ID_ALPHABET[n % BASE] + id;
    n = Math.floor(n / BASE);
  } while (n > 0);
  return id;
}

/** The number an id stands for, or null when it is not the one spelling encodeId would give. */
export function decodeId(id: string): number | null {
  if (id.length === 0 || (id.length > 1 && id[0] === '0')) return null;
  let n = 0;
  for (const char of id) {
    const digit = ID_ALPHABET.indexOf(char);
    if (digit < 0) return null;
    // Exact while n stays safe; once the true value passes 2^53 - 1 the rounded one does too.
    n = n * BASE + digit;
    if (n > Number.MAX_SAFE_INTEGER) return null;
  }
  return n;
}
