/**
 * What a database error means, as data (`dbFailureOf`): the edge words it, in one place (src/http/db-errors.ts).
 * Resources name their unique and check constraints with `describeConstraint`, so a violation says which field is
 * wrong.
 */

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

/** A database error the request caused or met, by what the client can do about it. */
export type DbFailure =
  /** The database cannot be reached, or the connection was lost: retry. */
  | { kind: 'unavailable' }
  /** A constraint a resource named with describeConstraint: `field` and what is wrong with it. */
  | { kind: 'described'; field: string; message: string }
  /** Another unique value already taken. */
  | { kind: 'duplicate' }
  /** A reference to a row that does not exist. */
  | { kind: 'missing_reference' }
  /** A NOT NULL column left empty (`column` when the server named it). */
  | { kind: 'required'; column: string | null }
  /** A value out of range or malformed (a check constraint, text with NUL, a number too large, ...). */
  | { kind: 'bad_value' }
  /** A serialization failure or deadlock with a concurrent transaction: retry. */
  | { kind: 'concurrent_change' };

const BAD_VALUE_STATES = new Set(['23514', '22001', '22003', '22007', '22008', '22P02', '22023', '22021', '22P05']);

/**
 * A name quoted in the error's message: Citus passes on a worker's error with its code and message but without the
 * constraint's or column's own field, so that name is read from the message (PostgreSQL's English wording; with
 * other server messages a violation is answered by its code alone, as for an undescribed constraint).
 */
function namedIn(message: string | undefined, pattern: RegExp): string | undefined {
  return message ? pattern.exec(message)?.[1] : undefined;
}

/** What `err` means if it is a database error the edge can answer; null for any other error (a bug: a 500). */
export function dbFailureOf(err: unknown): DbFailure | null {
  if (err instanceof DatabaseUnavailableError) return { kind: 'unavailable' };
  const pg = pgErrorOf(err);
  if (!pg?.code) return null;
  const constraint = pg.constraint ?? namedIn(pg.message, /\bconstraint "([^"]+)"/);
  const known = constraint ? describedConstraint(constraint) : undefined;
  if (known) return { kind: 'described', field: known.field, message: known.message };
  if (pg.code === '23505') return { kind: 'duplicate' };
  if (pg.code === '23503') return { kind: 'missing_reference' };
  if (pg.code === '23502') return { kind: 'required', column: pg.column ?? namedIn(pg.message, /^null value in column "([^"]+)"/) ?? null };
  if (BAD_VALUE_STATES.has(pg.code)) return { kind: 'bad_value' };
  if (pg.code === '40001' || pg.code === '40P01') return { kind: 'concurrent_change' };
  return UNAVAILABLE_STATES.has(pg.code) || pg.code.startsWith('08') ? { kind: 'unavailable' } : null;
}
