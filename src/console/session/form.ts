/**
 * Console forms checked by the API's own rules: the request validator of the v2 routes (src/http/validation.ts:
 * its NUL check, then Ajv) against the API's field schemas (the catalogue's, or the route's body schema), so a
 * form accepts what the API accepts and no more. A problem is a 400 page naming the form's field, before any write.
 */
import { Type, type TSchema } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { validationError, validatorCompiler } from '../../http/validation.ts';

type Check = ((data: unknown) => boolean) & { errors?: unknown[] | null };
const compiled = { body: new WeakMap<TSchema, Check>(), querystring: new WeakMap<TSchema, Check>() };

/** The API's validator of `schema` for a body (no coercion) or a query string (types coerced, defaults applied). */
function checkerOf(schema: TSchema, part: 'body' | 'querystring'): Check {
  let check = compiled[part].get(schema);
  if (!check) {
    check = validatorCompiler({ schema, httpPart: part, method: part === 'body' ? 'POST' : 'GET', url: '' }) as unknown as Check;
    compiled[part].set(schema, check);
  }
  return check;
}

/** `values` checked against `schema` by the API's validator; throws the API's 400 (validation_failed) naming each field. */
export function checkForm<T extends Record<string, unknown>>(schema: TSchema, values: T): T {
  const check = checkerOf(schema, 'body');
  if (!check(values)) throw validationError((check.errors ?? []) as never, 'form');
  return values;
}

/**
 * A query string carried in a form (the order list's, for a batch of every matching order), checked as the API's
 * routes check their query strings: the API's 400 naming each parameter.
 */
export function checkQueryForm(schema: TSchema, values: Record<string, unknown>): Record<string, unknown> {
  const check = checkerOf(schema, 'querystring');
  if (!check(values)) throw validationError((check.errors ?? []) as never, 'querystring');
  return values;
}

const ANY_FORM = Type.Object({}, { additionalProperties: true });

/**
 * Every console POST: no field of the form (nor of the action's query, where a multipart form carries its CSRF
 * token) may hold a NUL character, as in the API (PostgreSQL stores none). Runs before the route's own checks.
 */
export function checkFormBytes(request: FastifyRequest): void {
  if (request.body && typeof request.body === 'object') checkForm(ANY_FORM, request.body as Record<string, unknown>);
  if (request.query && typeof request.query === 'object') checkForm(ANY_FORM, { ...(request.query as Record<string, unknown>) });
}
