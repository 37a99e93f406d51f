/**
 * Renders every error: problem+json on v2 (and everything else: v2 has no XML, whatever `format` or Accept say),
 * `{error_message}` on v1, in XML when the request asks for it (the v1 plugin's `v1Error`).
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, ERROR_CATALOGUE, methodNotAllowed, notFound } from '../core/errors.ts';
import { validationError } from './validation.ts';
import { translateDbError } from './db-errors.ts';

export const PROBLEM_TYPE_BASE = '/docs/errors#';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers every error as OAuth2 does (RFC 6749 5.2): `{error, error_description}`, not problem+json. */
    oauthErrors?: boolean;
  }
  interface FastifyInstance {
    /**
     * How the v1 routes answer an error (`{error_message}` in JSON or tastypie's XML, as the request's `format` or
     * Accept asks): decorated by the v1 plugin (src/v1/index.ts) on its own instance, so its routes find it on
     * `request.server`. Other /api/v1/ paths (an unknown one, OAuth2's) answer JSON.
     */
    v1Error?: (request: FastifyRequest, reply: FastifyReply, message: string) => FastifyReply;
    /**
     * How a view words what the domain refuses as data (src/orders/writing/refusals.ts, src/shipping/refusals.ts, ...): each view
     * (src/v2/index.ts, src/v1/index.ts) decorates its own instance with it; null for an error it does not word.
     */
    wordRefusal?: (error: unknown, request: FastifyRequest) => ApiError | null;
  }
}

/** An OAuth2 error code for an error the route's handler did not answer itself (a malformed body, a 429). */
const oauthErrorCode = (status: number) => (status >= 500 ? 'server_error' : status === 401 ? 'invalid_client' : 'invalid_request');

function fromFastifyError(err: FastifyError, request: FastifyRequest, bodyLimit: number): ApiError | null {
  if (err.validation) return validationError(err.validation as never, err.validationContext ?? 'body');
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError('unsupported_media_type', `Content-Type "${request.headers['content-type'] ?? ''}" is not accepted here; send application/json.`);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError('payload_too_large', `The body is larger than the limit of ${bodyLimit} bytes.`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('bad_request', 'The body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError('bad_request', 'The Content-Length header does not match the body.');
  }
  if (err instanceof SyntaxError || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new ApiError('bad_request', 'The body is not valid JSON.');
  }
  const status = err.statusCode ?? 500;
  if (status === 413) return new ApiError('payload_too_large', err.message);
  if (status === 415) return new ApiError('unsupported_media_type', err.message);
  if (status >= 400 && status < 500) return new ApiError('bad_request', err.message);
  return null;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, err: ApiError): FastifyReply {
  if (err.headers) reply.headers(err.headers);
  reply.code(err.status);
  if (request.routeOptions?.config?.oauthErrors) {
    return reply.header('Cache-Control', 'no-store').type('application/json; charset=utf-8')
      .send({ error: oauthErrorCode(err.status), error_description: err.message });
  }
  if (request.url.startsWith('/api/v1/')) {
    const v1Error = request.server.v1Error;
    return v1Error ? v1Error(request, reply, err.message) : reply.type('application/json; charset=utf-8').send({ error_message: err.message });
  }
  const body: Record<string, unknown> = {
    type: `${PROBLEM_TYPE_BASE}${err.code}`,
    title: ERROR_CATALOGUE[err.code].title,
    status: err.status,
    detail: err.message,
    code: err.code,
  };
  if (err.errors) body.errors = err.errors;
  body.request_id = request.id;
  return reply.type('application/problem+json; charset=utf-8').send(body);
}

/**
 * The router's own refusals, before any hook runs: a path with a malformed percent-encoding (`/orders/%FF/`) or
 * a path segment longer than the router takes (a key over 512 characters) cannot name anything we hold, so it
 * is our 404, with its request id, rather than Fastify's default body.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Request-Id', request.id);
  const bad = error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void sendError(request, reply, bad ? new ApiError('not_found', 'No such resource: the path holds a malformed or over-long key.') : new ApiError('bad_request', error.message));
}

/** Route patterns by method, to tell an unknown path (404) from a known path with the wrong method (405). */
export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  const routes: { pattern: RegExp; method: string }[] = [];
  app.addHook('onRoute', (route) => {
    const source = route.url.replace(/\/+$/, '').replace(/:[^/]+/g, '[^/]+').replace(/\*/g, '.*');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) routes.push({ pattern: new RegExp(`^${source}/?$`), method });
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    let apiError = error instanceof ApiError ? error
      : (request.server.wordRefusal?.(error, request) ?? translateDbError(error) ?? fromFastifyError(error, request, bodyLimit));
    if (!apiError) {
      request.log.error({ err: error }, 'unhandled error');
      apiError = new ApiError('internal_error', 'Something went wrong on our side; it has been logged.');
    }
    return sendError(request, reply, apiError);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0].replace(/\/{2,}/g, '/');
    const allowed = [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))];
    if (allowed.length > 0) return sendError(request, reply, methodNotAllowed(request.method, allowed));
    return sendError(request, reply, notFound('endpoint'));
  });
}
