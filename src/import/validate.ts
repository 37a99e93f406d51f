/** A source object as the route would take it: checked by the route's own body schema (defaults applied). */
import type { TSchema } from 'typebox';
import { validatorCompiler, validationError } from '../http/validation.ts';
import { ApiError } from '../core/errors.ts';
import { domainRefusalError } from '../http/domain-refusals.ts';
import { importFields } from './refusal-words.ts';
import type { ErrorObject } from 'ajv';

type Validate = ((value: unknown) => boolean) & { errors?: ErrorObject[] | null };
const compiled = new Map<TSchema, Validate>();

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
 * import's order bodies, write-body.ts), or throws the 400 the route would answer.
 */
export function checkBody<T>(schema: TSchema, body: unknown, what: string): T {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: what }) as unknown as Validate;
    compiled.set(schema, validate);
  }
  if (!validate(body)) throw validationError(validate.errors ?? [], 'body');
  return body as T;
}
