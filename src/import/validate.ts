/** A source object as the route would take it: checked by the route's own body schema (defaults applied). */
import type { TSchema } from 'typebox';
import { nulFreeBodyValidator, validatorCompiler, validationError, type Check } from '../http/validation.ts';
import { ApiError } from '../core/errors.ts';
import { domainRefusalError } from '../http/domain-refusals.ts';
import { importFields } from './refusal-words.ts';

const compiled = new Map<TSchema, Check>();
const compiledNulFree = new Map<TSchema, Check>();

/** The problems of a body as one readable line (`field: message; ...`). */
export function describeProblem(thrown: unknown): string {
  // What the domain refuses as data, in the API's words (the words the import reported when it was thrown as an ApiError);
  // the import's own refusals in its words (refusal-words.ts).
  const err = thrown instanceof ApiError ? thrown : (domainRefusalError(thrown) ?? thrown);
  const fields = importFields(thrown) ?? (err instanceof ApiError ? err.errors : undefined);
  if (fields) return Object.entries(fields).map(([field, messages]) => `${field}: ${messages.join(', ')}`).join('; ');
  return (err as Error).message;
}

/** A checked copy of `body`, or throws the 400 the route would answer. */
export const asBody = <T>(schema: TSchema, body: unknown, what: string): T => checkBody<T>(schema, structuredClone(body), what);

/**
 * `body` checked as the route checks it, its defaults applied to it in place (a copy of the caller's own: the
 * import's order bodies, write-body.ts), or throws the 400 the route would answer. `nulFree`: the caller found no
 * NUL character in it (write-body.ts, as it copied), which the check then does not look for again.
 */
export function checkBody<T>(schema: TSchema, body: unknown, what: string, opts: { nulFree?: boolean } = {}): T {
  const cache = opts.nulFree ? compiledNulFree : compiled;
  let validate = cache.get(schema);
  if (!validate) {
    validate = opts.nulFree ? nulFreeBodyValidator(schema) : validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: what }) as unknown as Check;
    cache.set(schema, validate);
  }
  if (!validate(body)) throw validationError(validate.errors ?? [], 'body');
  return body as T;
}
