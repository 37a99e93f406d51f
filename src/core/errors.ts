/**
 * One error type for the whole API. Each code has a fixed HTTP status; the error handler renders it as
 * problem+json (v2) or {error_message} (v1). Build errors through the named constructors below.
 */
export type FieldErrors = Record<string, string[]>;

export const ERROR_CATALOGUE = {
  validation_failed: { status: 400, title: 'Invalid request' },
  bad_request: { status: 400, title: 'Bad request' },
  unauthorized: { status: 401, title: 'Authentication required' },
  payment_required: { status: 402, title: 'Payment declined' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not found' },
  method_not_allowed: { status: 405, title: 'Method not allowed' },
  conflict: { status: 409, title: 'Conflict' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  rate_limited: { status: 429, title: 'Too many requests' },
  internal_error: { status: 500, title: 'Internal server error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
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

/** A value that cannot be parsed (money, length, ...). Callers attach the field path. */
export class InvalidValueError extends Error {
  constructor(message: string) {
    super(message);
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

/** Runs a value parser and reports its failure against `field`. */
export function parseField<T>(field: string, parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if (err instanceof InvalidValueError) throw invalidField(field, err.message);
    throw err;
  }
}

export const badRequest = (detail: string) => new ApiError('bad_request', detail);
export const unauthorized = (detail = 'A valid bearer token is required.', tokenSent = false) =>
  new ApiError('unauthorized', detail, {
    headers: { 'WWW-Authenticate': tokenSent ? 'Bearer realm="api", error="invalid_token"' : 'Bearer realm="api"' },
  });
export const forbidden = (detail = 'This token is not allowed to do that.') => new ApiError('forbidden', detail);
export const notFound = (what = 'resource') => new ApiError('not_found', `No such ${what}.`);
export const conflict = (detail: string) => new ApiError('conflict', detail);
export const methodNotAllowed = (method: string, allowed: string[]) =>
  new ApiError('method_not_allowed', `${method} is not allowed here.`, { headers: { Allow: allowed.join(', ') } });
