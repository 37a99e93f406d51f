/**
 * One error type for the whole API. Each code has a fixed HTTP status; the error handler renders it as
 * problem+json (v2) or {error_message} (v1). Build errors through the named constructors below.
 */
import type { ValueProblem } from './fields/problems.ts';

export type FieldErrors = Record<string, string[]>;

export const ERROR_CATALOGUE = {
  validation_failed: { status: 400, title: 'Invalid request', when: 'A field, query parameter or value is missing or malformed; `errors` maps each field path to its messages.' },
  bad_request: { status: 400, title: 'Bad request', when: 'The request cannot be read: malformed JSON, an empty body, or a reference to something that does not exist.' },
  unauthorized: { status: 401, title: 'Authentication required', when: 'No token, or an unknown or expired one. Send `Authorization: Bearer <token>`.' },
  payment_required: { status: 402, title: 'Payment declined', when: 'The payment processor declined the charge; nothing was written.' },
  forbidden: { status: 403, title: 'Forbidden', when: 'The token lacks the scope (or write access) or the member lacks the role.' },
  not_found: { status: 404, title: 'Not found', when: 'No such resource in an organization this token can see. Objects of other organizations are always 404.' },
  method_not_allowed: { status: 405, title: 'Method not allowed', when: 'The path exists but not with this method; `Allow` lists the methods it has.' },
  conflict: { status: 409, title: 'Conflict', when: 'A stale `last_transaction`, a state that forbids the action, a concurrent change, or a request with the same `Idempotency-Key` still running; re-read and retry.' },
  payload_too_large: { status: 413, title: 'Payload too large', when: 'The body or upload is above the configured limit.' },
  range_not_satisfiable: { status: 416, title: 'Range not satisfiable', when: 'The `Range` of a document request lies outside the file; `Content-Range` gives its size.' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type', when: 'The Content-Type is not one this route reads (JSON; multipart for uploads; form for tokens).' },
  idempotency_key_reused: { status: 422, title: 'Idempotency-Key reused', when: 'The `Idempotency-Key` was used in the last 24 hours for another request (another path or body); send a new key.' },
  carrier_unavailable: { status: 502, title: 'Carrier unavailable', when: 'The carrier did not answer, or answered with an error of its own; nothing was bought. Retry later.' },
  rate_limited: { status: 429, title: 'Too many requests', when: 'Slow down; `Retry-After` says when to try again.' },
  internal_error: { status: 500, title: 'Internal server error', when: 'A bug on our side. Details are logged with the request id, never returned.' },
  service_unavailable: { status: 503, title: 'Service unavailable', when: 'The database is not answering; retry shortly.' },
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(code: ErrorCode, detail: string, opts: { errors?: FieldErrors; headers?: Record<string, string> } = {}) {
    super(detail);
    this.name = 'ApiError';
    this.code = code;
    this.status = ERROR_CATALOGUE[code].status;
    this.errors = opts.errors;
    this.headers = opts.headers;
  }
}

/**
 * A value that cannot be parsed (money, length, ...): its problem as a code (src/core/fields/problems.ts), which each
 * view words (src/http/value-words.ts). Callers attach the field path.
 */
export class InvalidValueError extends Error {
  constructor(readonly problem: ValueProblem) {
    super(`invalid value: ${problem.reason}`);
    this.name = 'InvalidValueError';
  }
}

/** 400 naming one field: `invalidField('boxes[0].weight', 'must be a weight like "1.5 kg"')`. */
export function invalidField(field: string, message: string): ApiError {
  return new ApiError('validation_failed', `${field}: ${message}`, { errors: { [field]: [message] } });
}

export function invalidFields(errors: FieldErrors): ApiError {
  const [first] = Object.entries(errors);
  const detail = first ? `${first[0]}: ${first[1][0]}` : 'The request is invalid.';
  const more = Object.keys(errors).length - 1;
  return new ApiError('validation_failed', more > 0 ? `${detail} (and ${more} more)` : detail, { errors });
}

export const unauthorized = (detail = 'A valid bearer token is required.', tokenSent = false) =>
  new ApiError('unauthorized', detail, {
    headers: { 'WWW-Authenticate': tokenSent ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"' },
  });
export const forbidden = (detail = 'This token is not allowed to do that.') => new ApiError('forbidden', detail);
export const notFound = (what = 'resource') => new ApiError('not_found', `No such ${what}.`);
export const conflict = (detail: string) => new ApiError('conflict', detail);
export const methodNotAllowed = (method: string, allowed: string[]) =>
  new ApiError('method_not_allowed', `${method} is not allowed here.`, { headers: { Allow: allowed.join(', ') } });
