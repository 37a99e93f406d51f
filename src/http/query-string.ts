/**
 * Query strings as the original's parser (Django's QueryDict) reads them for a single value: a repeated
 * parameter takes its last value (DECISIONS section 11), `bearer_token` and `limit` included, where Fastify's
 * default would make an array that fails validation. `+` is a space, and a malformed escape is kept as sent.
 */
export function parseQueryString(raw: string): Record<string, string> {
  // fromEntries defines own properties, so a `__proto__` key is a plain key; later entries win.
  return Object.fromEntries(new URLSearchParams(raw));
}
