// The time zone domain: names in their canonical spelling, the day and minute it is in a zone.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalTimeZone, dayIn, minuteIn, timeZoneNames } from '../../src/orgs/time-zone.ts';

describe('time zones', () => {
  it('accepts IANA names in any case and refuses the rest', () => {
    assert.equal(canonicalTimeZone('europe/berlin'), 'Europe/Berlin');
    assert.equal(canonicalTimeZone(' UTC '), 'UTC');
    assert.equal(canonicalTimeZone('Asia/Kolkata'), 'Asia/Kolkata', 'kept as typed where ICU knows it by an older name');
    for (const bad of ['', 'Mars/Base', '+02:00', '-05', 'Europe/Berlin/x']) assert.equal(canonicalTimeZone(bad), null, bad);
  });

  it('tells the day and minute it is in a zone', () => {
    const at = new Date('2026-12-02T03:30:00Z');
    assert.equal(dayIn('UTC', at), '2026-12-02');
    assert.equal(dayIn('America/Los_Angeles', at), '2026-12-01', 'still yesterday on the west coast');
    assert.equal(dayIn('Pacific/Auckland', new Date('2026-12-01T12:00:00Z')), '2026-12-02', 'already tomorrow');
    assert.equal(minuteIn('Europe/London', new Date('2026-06-30T23:59:59.999Z')), '2026-07-01 00:59');
    assert.equal(minuteIn('UTC', new Date('2026-01-01T00:00:00Z')), '2026-01-01 00:00', 'midnight is 00, not 24');
  });

  it('offers UTC first, then every zone the runtime knows', () => {
    const names = timeZoneNames();
    assert.equal(names[0], 'UTC');
    assert.ok(names.includes('Europe/Berlin'));
    assert.equal(new Set(names).size, names.length);
  });
});
