/**
 * Request bodies as the original's parsers (Django REST framework) take them: an empty body is no body,
 * whatever its Content-Type (DECISIONS section 11), so `DELETE` or a body-less `POST .../redeliver/` sent
 * with `Content-Type: application/json` works, and a POST, PUT or PATCH without a body is read as `{}` (a 400
 * names a required field, never "body: must be an object"). A non-empty body is JSON, read by Fastify's own
 * parser (prototype poisoning refused), or a form (@fastify/formbody), or multipart where a route's plugin
 * reads it (documents); any other type of body, `text/plain` included, is a 415 (DECISIONS section 3).
 * A JSON body nested deeper than `MAX_JSON_DEPTH` is a 400 before it is parsed, so that no later walk of a body
 * (the NUL check, validation, JSON.stringify, PostgreSQL's jsonb) meets more levels than that (docs/security.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../core/errors.ts';

/** The deepest nesting of arrays and objects a JSON body may have: far more than any documented body needs. */
export const MAX_JSON_DEPTH = 64;

/** Whether the text holds more than `max` opening brackets: only then can it nest deeper (indexOf is fast). */
function opensMoreThan(text: string, max: number): boolean {
  let count = 0;
  for (const bracket of ['[', '{']) {
    for (let i = text.indexOf(bracket); i !== -1; i = text.indexOf(bracket, i + 1)) if (++count > max) return true;
  }
  return false;
}

/**
 * Whether the JSON text nests arrays and objects deeper than `max`: one pass over the characters, strings
 * skipped (brackets inside them do not count). Malformed text is left to the parser.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  if (!opensMoreThan(text, max)) return false;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) { // a string: to its closing quote, one not escaped by an odd number of backslashes
      for (i = text.indexOf('"', i + 1); i !== -1; i = text.indexOf('"', i + 1)) {
        let slashes = 0;
        while (text.charCodeAt(i - 1 - slashes) === 92) slashes++;
        if (slashes % 2 === 0) break;
      }
      if (i === -1) return false;
    } else if (c === 91 || c === 123) { // [ {
      if (++depth > max) return true;
    } else if (c === 93 || c === 125) { // ] }
      depth--;
    }
  }
  return false;
}

const tooDeep = () => new ApiError('bad_request', `The body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.`);

const unsupported = () =>
  Object.assign(new Error('unsupported media type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

// Fails at the first character that is not a blank: a JSON body of any size costs nothing here (no trimmed copy).
const BLANK = /^\s*$/;
const isEmpty = (body: string | Buffer) => BLANK.test(typeof body === 'string' ? body : body.toString('latin1'));

declare module 'fastify' {
  interface FastifyRequest {
    /** The request came without a body, or with an empty one: a POST, PUT or PATCH then has `{}` as its body. */
    emptyBody: boolean;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH']);

export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // Fastify's own parsers read text/plain as a string body (then "body: must be an object"): only ours are left.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
    if (isEmpty(body)) return done(null, undefined);
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    parseJson(request, body as string, done);
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (isEmpty(body)) return done(null, undefined);
    done(unsupported(), undefined);
  });
  app.decorateRequest('emptyBody', false);
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && WRITES.has(request.method)) {
      request.emptyBody = true;
      request.body = {};
    }
    done();
  });
}
