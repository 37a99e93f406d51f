/**
 * Ship dates of manifests. A label's ship date is the day of its purchase in the organization's time zone, and a
 * manifest's default ship date is today there. The organization's time zone is read in this one function: UTC
 * until organizations have a time zone setting (then only `orgTimeZone` changes).
 */
import type { Queryable } from '../db/database.ts';

/** The IANA time zone of the organization's days. */
export async function orgTimeZone(_db: Queryable, _orgId: number): Promise<string> {
  return 'UTC';
}

/** Today's date (YYYY-MM-DD) in `timeZone`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whether `text` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text && Number(m[1]) >= 2000;
}
