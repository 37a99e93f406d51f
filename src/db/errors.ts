/**
 * Database errors become API errors here and nowhere else. Resources name their unique and check
 * constraints with `describeConstraint`, so a violation says which field is wrong.
 */
import { ApiError, invalidField } from '../core/errors.ts';

const CONSTRAINTS = new Map<string, { field: string; message: string }>();

export function describeConstraint(constraint: string, field: string, message: string): void {
  CONSTRAINTS.set(constraint, { field, message });
}

interface PgError {
  code?: string;
  constraint?: string;
  column?: string;
  message?: string;
}

function pgErrorOf(err: unknown): PgError | null {
  let current = err as (PgError & { cause?: unknown }) | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause as typeof current;
  }
  return null;
}

export function translateDbError(err: unknown): ApiError | null {
  const pg = pgErrorOf(err);
  if (!pg?.code) return null;
  const known = pg.constraint ? CONSTRAINTS.get(pg.constraint) : undefined;
  if (known) return invalidField(known.field, known.message);
  switch (pg.code) {
    case '23505':
      return new ApiError('conflict', 'A record with the same unique value already exists.');
    case '23503':
      return new ApiError('bad_request', 'The request refers to a record that does not exist.');
    case '23502':
      return invalidField(pg.column ?? 'body', 'is required');
    case '23514':
    case '22001':
    case '22003':
    case '22007':
    case '22008':
    case '22P02':
    case '22023':
    case '22021':
    case '22P05':
      return new ApiError('bad_request', 'A value in the request is out of range or malformed (text may not contain NUL characters).');
    case '40001':
    case '40P01':
      return new ApiError('conflict', 'The request conflicted with a concurrent change; retry it.');
    case '57P01':
    case '57P03':
    case '53300':
      return new ApiError('service_unavailable', 'The database is unavailable; retry shortly.', { headers: { 'Retry-After': '1' } });
    default:
      return null;
  }
}
