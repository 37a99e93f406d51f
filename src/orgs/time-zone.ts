/**
 * An organization's time zone: an IANA name ('Europe/Berlin', 'America/New_York', 'UTC'). The console shows dates in
 * it and the day an end-of-day close belongs to is today there. Stored in `orgs.time_zone` (migration 0280).
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';

export const DEFAULT_TIME_ZONE = 'UTC';

/**
 * A time zone name as it is stored ('europe/berlin' becomes 'Europe/Berlin'), or null when unknown. Node's ICU
 * resolves some current names to older ones ('Asia/Kolkata' to 'Asia/Calcutta'): a name that resolves to another
 * is kept as typed, since both the runtime and PostgreSQL know it.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  // Offsets ('+02:00') are accepted by Intl but follow no place's daylight saving: a place's name is what's meant.
  if (trimmed === '' || !/^[A-Za-z]/.test(trimmed)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
    return resolved.toLowerCase() === trimmed.toLowerCase() ? resolved : trimmed;
  } catch {
    return null;
  }
}

/** Every time zone name a form offers (Intl's list, with UTC first). */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf('timeZone').filter((n) => n !== DEFAULT_TIME_ZONE);
  return [DEFAULT_TIME_ZONE, ...names];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const minuteFormats = new Map<string, Intl.DateTimeFormat>();

function formatOf(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', ...options });
    cache.set(timeZone, format);
  }
  return format;
}

const partsOf = (format: Intl.DateTimeFormat, at: Date) =>
  Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value])) as Record<string, string>;

/** The calendar day ('2026-12-02') it is at `at` in the time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const p = partsOf(formatOf(dayFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }), at);
  return `${p.year}-${p.month}-${p.day}`;
}

/** '2026-12-02 09:41' for the instant in the time zone (to the minute, as people read a clock). */
export function minuteIn(timeZone: string, at: Date): string {
  const p = partsOf(formatOf(minuteFormats, timeZone, {
    year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }), at);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
}

/** The organization's time zone; UTC for an organization that has not chosen one (or does not exist). */
export async function orgTimeZone(db: Queryable, orgId: number): Promise<string> {
  const row = await db.one<{ time_zone: string }>(sql`SELECT time_zone FROM orgs WHERE id = ${orgId}`);
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** Today in the organization's time zone ('2026-12-02'). */
export async function orgToday(db: Queryable, orgId: number, at: Date = new Date()): Promise<string> {
  return dayIn(await orgTimeZone(db, orgId), at);
}
