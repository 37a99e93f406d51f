/**
 * The edge's words for database errors (src/db/errors.ts says what each means): the one place they become API
 * errors, for every view (the error handler, src/http/error-handler.ts).
 */
import { ApiError, invalidField } from '../core/errors.ts';
import { dbFailureOf, type DbFailure } from '../db/errors.ts';

function dbFailureError(failure: DbFailure): ApiError {
  switch (failure.kind) {
    case 'unavailable': return new ApiError('service_unavailable', 'The database is unavailable; retry shortly.', { headers: { 'Retry-After': '1' } });
    case 'described': return invalidField(failure.field, failure.message);
    case 'duplicate': return new ApiError('conflict', 'A record with the same unique value already exists.');
    case 'missing_reference': return new ApiError('bad_request', 'The request refers to a record that does not exist.');
    case 'required': return invalidField(failure.column ?? 'body', 'is required');
    case 'bad_value': return new ApiError('bad_request', 'A value in the request is out of range or malformed (text may not contain NUL characters).');
    case 'concurrent_change': return new ApiError('conflict', 'The request conflicted with a concurrent change; retry it.');
  }
}

/** The API error of a database error; null for any other error. */
export function translateDbError(err: unknown): ApiError | null {
  const failure = dbFailureOf(err);
  return failure ? dbFailureError(failure) : null;
}
