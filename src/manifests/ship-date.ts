/**
 * Ship dates of manifests. A label's ship date is the day of its purchase in the organization's time zone
 * (src/orgs/time-zone.ts), and a manifest's default ship date is today there.
 */
export { dayIn, orgTimeZone } from '../orgs/time-zone.ts';

/** Whether `text` is a real calendar date written YYYY-MM-DD, from 2000 on (2026-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text && Number(m[1]) >= 2000;
}
