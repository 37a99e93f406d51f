/**
 * Request bodies as the original's parsers (Django REST framework) take them: an empty body is no body,
 * whatever its Content-Type (DECISIONS section 11), so `DELETE` or a body-less `POST .../redeliver/` sent
 * with `Content-Type: application/json` works. A non-empty body is JSON, read by Fastify's own parser
 * (prototype poisoning refused), or a form (@fastify/formbody); any other type of body is a 415.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

const unsupported = () =>
  Object.assign(new Error('unsupported media type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' });

// Fails at the first character that is not a blank: a JSON body of any size costs nothing here (no trimmed copy).
const BLANK = /^\s*$/;
const isEmpty = (body: string | Buffer) => BLANK.test(typeof body === 'string' ? body : body.toString('latin1'));

export function registerBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request: FastifyRequest, body, done) => {
    if (isEmpty(body)) return done(null, undefined);
    parseJson(request, body as string, done);
  });
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
    if (isEmpty(body)) return done(null, undefined);
    done(unsupported(), undefined);
  });
}
