import { InvalidValueError } from '../errors.ts';
import { remembered } from './remembered.ts';


// date, then optionally: T or space, HH:MM[:SS[.fraction]] and an offset (Z, +HH:MM, +HHMM or +HH). The
// fraction may have up to 12 digits (.NET writes 7; DECISIONS section 11); digits past the sixth are dropped,
// as Django's parser does, since PostgreSQL keeps microseconds.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6})\d{0,6})?)?([Zz]|[+-]\d{2}(?::?\d{2})?)?)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function isValidDate(year: number, month: number, day: number): boolean {
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= days[month - 1];
}

/** Minutes east of UTC, or null when the offset is out of range. */
function offsetMinutes(offset: string | undefined): number | null {
  if (!offset || offset === 'Z' || offset === 'z') return 0;
  const hours = Number(offset.slice(1, 3));
  const minutes = offset.length > 3 ? Number(offset.slice(-2)) : 0;
  if (hours > 23 || minutes > 59) return null;
  return (offset[0] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/**
 * Parses an ISO 8601 date or date-time (no offset means UTC) and returns the canonical UTC form
 * "YYYY-MM-DDTHH:MM:SS.ffffffZ", ready to pass to PostgreSQL as a timestamptz.
 */
export const parseDateTime = remembered((input: unknown): string => {
  const m = typeof input === 'string' ? DATE_TIME.exec(input.trim()) : null;
  if (!m) throw new InvalidValueError({ reason: 'not_a_date_time' });
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map((x) => Number(x ?? 0));
  const offset = offsetMinutes(m[8]);
  if (!isValidDate(year, month, day) || hour > 23 || minute > 59 || second > 59 || offset === null) {
    throw new InvalidValueError({ reason: 'not_a_date_time' });
  }
  // Date carries whole seconds here; the fraction is kept as text because Date stops at milliseconds.
  // setUTCFullYear (unlike Date.UTC) leaves years 0-99 alone, and setUTCHours normalises minute overflow.
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day);
  utc.setUTCHours(hour, minute - offset, second, 0);
  const utcYear = utc.getUTCFullYear();
  if (utcYear < 1 || utcYear > 9999) throw new InvalidValueError({ reason: 'not_a_date_time' });
  return `${utc.toISOString().slice(0, 19)}.${(m[7] ?? '').padEnd(6, '0')}Z`;
});

/**
 * A moment as commands carry it: a Date, or an ISO 8601 instant in UTC ("2018-03-30T12:00:00Z", up to six
 * fraction digits), as parseDateTime returns.
 */
export type Instant = Date | string;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** The instant's ISO spelling for a timestamptz parameter, or null when it is not an Instant. */
export function instantText(value: unknown): string | null {
  if (value instanceof Date) {
    const text = Number.isNaN(value.getTime()) ? '' : value.toISOString();
    return INSTANT.test(text) ? text : null;
  }
  return typeof value === 'string' && INSTANT.test(value) ? value : null;
}

export function isDateTime(input: unknown): boolean {
  try {
    parseDateTime(input);
    return true;
  } catch {
    return false;
  }
}

/** Validates a calendar date "YYYY-MM-DD" and returns it unchanged (apart from surrounding whitespace). */
export function parseDate(input: unknown): string {
  const text = typeof input === 'string' ? input.trim() : '';
  const m = DATE.exec(text);
  if (!m || !isValidDate(Number(m[1]), Number(m[2]), Number(m[3]))) throw new InvalidValueError({ reason: 'not_a_date' });
  return text;
}

/**
 * Renders a timestamptz as PostgreSQL returns it ("2018-03-30 00:00:16.159321+00") in the v2 form
 * "2018-03-30T00:00:16.159321Z"; the fraction is shown, always with 6 digits, only when non-zero.
 */
export function formatDateTime(pg: string): string;
export function formatDateTime(pg: string | null): string | null;
export function formatDateTime(pg: string | null): string | null {
  if (pg === null) return null;
  // The shape PostgreSQL sends in a UTC session, on every row of every list: formatted without a full parse.
  const utc = PG_UTC.exec(pg);
  if (utc) {
    const [, date, time, fraction = ''] = utc;
    return /^0*$/.test(fraction) ? `${date}T${time}Z` : `${date}T${time}.${fraction.padEnd(6, '0')}Z`;
  }
  return parseDateTime(pg).replace('.000000Z', 'Z');
}

const PG_UTC = /^(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/** As formatDateTime, but with "+00:00" instead of "Z" (v1 API). */
export function formatDateTimeV1(pg: string): string;
export function formatDateTimeV1(pg: string | null): string | null;
export function formatDateTimeV1(pg: string | null): string | null {
  return pg === null ? null : `${formatDateTime(pg).slice(0, -1)}+00:00`;
}
