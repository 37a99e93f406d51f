/**
 * Database errors become API errors here and nowhere else. Resources name their unique and check
 * constraints with `describeConstraint`, so a violation says which field is wrong.
 */
import { ApiError, invalidField } from '../core/errors.ts';

const CONSTRAINTS = new Map<string, { field: string; message: string }>();

export function describeConstraint(constraint: string, field: string, message: string): void {
  CONSTRAINTS.set(constraint, { field, message });
}

/**
 * The constraint's description; on a Citus cluster a shard's constraint is the table's name with the shard's id
 * appended (`orders_unique_id_key_102067`), so a name not described is looked up again without that suffix.
 */
function describedConstraint(name: string): { field: string; message: string } | undefined {
  return CONSTRAINTS.get(name) ?? CONSTRAINTS.get(name.replace(/_\d+$/, ''));
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

/**
 * The database could not be reached, or the connection a statement ran on was lost (PostgreSQL restarted, its
 * backend was terminated, the network dropped): nothing is known to be written, and the same request may succeed
 * when retried. Raised by the PostgreSQL handle (database.ts) in place of the driver's error, kept as `cause`.
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause: unknown) {
    super('the database connection was lost or could not be made', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

// What node-postgres throws when the connection under a statement is gone (its own wording), and the socket's codes.
const LOST_CONNECTION_MESSAGE = /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect)/;
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** SQLSTATEs of a server that is going away or not taking connections: admin_shutdown, crash_shutdown, cannot_connect_now, too_many_connections. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** Whether `err`, thrown by the PostgreSQL driver, says the connection is lost or cannot be made (class 08 included). */
export function isConnectionLoss(err: unknown): boolean {
  if (err instanceof DatabaseUnavailableError) return true;
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && (UNAVAILABLE_STATES.has(code) || code.startsWith('08') || SOCKET_CODES.has(code))) return true;
  return err instanceof Error && LOST_CONNECTION_MESSAGE.test(err.message);
}

const unavailable = () => new ApiError('service_unavailable', 'The database is unavailable; retry shortly.', { headers: { 'Retry-After': '1' } });

export function translateDbError(err: unknown): ApiError | null {
  if (err instanceof DatabaseUnavailableError) return unavailable();
  const pg = pgErrorOf(err);
  if (!pg?.code) return null;
  const known = pg.constraint ? describedConstraint(pg.constraint) : undefined;
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
    default:
      return UNAVAILABLE_STATES.has(pg.code) || pg.code.startsWith('08') ? unavailable() : null;
  }
}
