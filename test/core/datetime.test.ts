import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { InvalidValueError } from '../../src/core/errors.ts';
import type { ValueReason } from '../../src/core/fields/problems.ts';
import {
  formatDateTime,
  formatDateTimeV1,
  isDateTime,
  parseDate,
  parseDateTime,
} from '../../src/core/values/datetime.ts';

const invalid = (reason: ValueReason) => (err: unknown) => err instanceof InvalidValueError && err.problem.reason === reason;

describe('parseDateTime', () => {
  it('accepts the ISO 8601 forms and returns canonical UTC', () => {
    const cases: [string, string][] = [
      ['2018-03-30', '2018-03-30T00:00:00.000000Z'],
      ['2018-03-30T12:34', '2018-03-30T12:34:00.000000Z'],
      ['2018-03-30T12:34:56', '2018-03-30T12:34:56.000000Z'],
      ['2018-03-30T12:34:56Z', '2018-03-30T12:34:56.000000Z'],
      ['2018-03-30t12:34:56z', '2018-03-30T12:34:56.000000Z'],
      ['2018-03-30 12:34:56', '2018-03-30T12:34:56.000000Z'],
      ['2018-03-30T12:34:56.1', '2018-03-30T12:34:56.100000Z'],
      ['2018-03-30T12:34:56.123', '2018-03-30T12:34:56.123000Z'],
      ['2018-03-30T12:34:56.123456Z', '2018-03-30T12:34:56.123456Z'],
      ['2018-03-30T12:34Z', '2018-03-30T12:34:00.000000Z'],
      ['2018-03-30T12:34:56+02:00', '2018-03-30T10:34:56.000000Z'],
      ['2018-03-30T12:34:56-05:30', '2018-03-30T18:04:56.000000Z'],
      ['2018-03-30T12:34:56+0530', '2018-03-30T07:04:56.000000Z'],
      ['2018-03-30T12:34:56+05', '2018-03-30T07:34:56.000000Z'],
      ['2018-03-30T12:34:56-00:00', '2018-03-30T12:34:56.000000Z'],
      ['2018-03-30T12:34+01:00', '2018-03-30T11:34:00.000000Z'],
      ['  2018-03-30T12:34:56Z  ', '2018-03-30T12:34:56.000000Z'],
    ];
    for (const [input, expected] of cases) {
      assert.equal(parseDateTime(input), expected, input);
      assert.equal(isDateTime(input), true, input);
    }
  });

  it('applies offsets across day, month, year and leap-day boundaries, keeping microseconds', () => {
    const cases: [string, string][] = [
      ['2018-03-30T00:30:00.000001+01:00', '2018-03-29T23:30:00.000001Z'],
      ['2018-12-31T23:59:59.999999-00:01', '2019-01-01T00:00:59.999999Z'],
      ['2019-01-01T00:00:00.5+14:00', '2018-12-31T10:00:00.500000Z'],
      ['2020-02-28T23:00:00-02:00', '2020-02-29T01:00:00.000000Z'],
      ['2019-02-28T23:00:00-02:00', '2019-03-01T01:00:00.000000Z'],
      ['2020-03-01T01:00:00+02:00', '2020-02-29T23:00:00.000000Z'],
      ['2018-06-15T12:00:00+23:59', '2018-06-14T12:01:00.000000Z'],
      ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000000Z'],
      ['0050-06-01T10:00:00+01:00', '0050-06-01T09:00:00.000000Z'],
      ['9999-12-31T23:59:59.999999Z', '9999-12-31T23:59:59.999999Z'],
      // Up to 12 fraction digits (.NET writes 7), the seventh and later dropped; a space for T.
      ['2018-03-30T12:34:56.1234567+01:00', '2018-03-30T11:34:56.123456Z'],
      ['2018-03-30 12:34:56.123456789012Z', '2018-03-30T12:34:56.123456Z'],
      ['2018-03-30 12:34:56.9999999', '2018-03-30T12:34:56.999999Z'],
    ];
    for (const [input, expected] of cases) assert.equal(parseDateTime(input), expected, input);
  });

  it('validates calendar ranges including leap years', () => {
    assert.equal(parseDateTime('2020-02-29'), '2020-02-29T00:00:00.000000Z');
    assert.equal(parseDateTime('2000-02-29'), '2000-02-29T00:00:00.000000Z');
    for (const input of ['2019-02-29', '1900-02-29', '2018-04-31', '2018-13-01', '2018-00-10', '2018-01-00', '2018-01-32',
      '0000-01-01', '2018-03-30T24:00', '2018-03-30T23:60', '2018-03-30T23:59:60', '2018-03-30T12:00+24:00',
      '2018-03-30T12:00+05:60', '0001-01-01T00:00+00:01', '9999-12-31T23:59-00:01']) {
      assert.throws(() => parseDateTime(input), invalid('not_a_date_time'), input);
      assert.equal(isDateTime(input), false, input);
    }
  });

  it('rejects malformed input and non-strings', () => {
    const bad: unknown[] = [
      '', ' ', 'now', 'today', '2018', '2018-03', '18-03-30', '2018-3-30', '2018-03-3', '2018/03/30', '20180330',
      '2018-03-30T', '2018-03-30T12', '2018-03-30T1:00', '2018-03-30T12:3', '2018-03-30T12:34:5',
      '2018-03-30T12:34:56.', '2018-03-30T12:34:56.1234567890123', '2018-03-30T12:34.5', '2018-03-30Z', '2018-03-30+01:00',
      '2018-03-30T12:34:56+1', '2018-03-30T12:34:56+01:0', '2018-03-30T12:34:56+010', '2018-03-30T12:34:56 Z',
      '2018-03-30T12:34:56UTC', '2018-03-30T12:34:56+01:00:00', '2018-03-30  12:34', '2018-03-30_12:34',
      '+002018-03-30', '２０１８-03-30', 'Fri, 30 Mar 2018 12:00:00 GMT', '2018-03-30T12:34:56Z extra',
      1522411200000, 0, null, undefined, new Date(0), {}, ['2018-03-30'],
    ];
    for (const input of bad) {
      assert.throws(() => parseDateTime(input), invalid('not_a_date_time'), String(input));
      assert.equal(isDateTime(input), false, String(input));
    }
  });
});

describe('parseDate', () => {
  it('accepts valid calendar dates', () => {
    assert.equal(parseDate('2018-03-30'), '2018-03-30');
    assert.equal(parseDate(' 2020-02-29 '), '2020-02-29');
    assert.equal(parseDate('0001-01-01'), '0001-01-01');
  });

  it('rejects everything else', () => {
    const bad: unknown[] = ['', '2019-02-29', '2018-04-31', '2018-13-01', '0000-01-01', '2018-03-30T00:00',
      '2018-03-30Z', '2018-3-30', '30-03-2018', '20180330', 20180330, null, undefined, new Date(0), {}];
    for (const input of bad) assert.throws(() => parseDate(input), invalid('not_a_date'), String(input));
  });
});

describe('formatDateTime', () => {
  it('renders PostgreSQL timestamptz text in the v2 form', () => {
    const cases: [string, string][] = [
      ['2018-03-30 00:00:16.159321+00', '2018-03-30T00:00:16.159321Z'],
      ['2018-03-30 00:00:16+00', '2018-03-30T00:00:16Z'],
      ['2018-03-30 00:00:16.5+00', '2018-03-30T00:00:16.500000Z'],
      ['2018-03-30 00:00:16.000001+00', '2018-03-30T00:00:16.000001Z'],
      ['2018-03-30 00:00:16+00:00', '2018-03-30T00:00:16Z'],
      ['2018-03-30T00:00:16.159321Z', '2018-03-30T00:00:16.159321Z'],
      ['2018-03-30T00:00:16.000Z', '2018-03-30T00:00:16Z'],
      ['2018-03-30T00:00:16.000000Z', '2018-03-30T00:00:16Z'],
      ['2018-03-30 02:00:16.25+02', '2018-03-30T00:00:16.250000Z'],
    ];
    for (const [pg, expected] of cases) assert.equal(formatDateTime(pg), expected, pg);
    assert.equal(formatDateTime(null), null);
  });

  it('renders the v1 form with +00:00', () => {
    assert.equal(formatDateTimeV1('2018-03-30 00:00:16.159321+00'), '2018-03-30T00:00:16.159321+00:00');
    assert.equal(formatDateTimeV1('2018-03-30 00:00:16+00'), '2018-03-30T00:00:16+00:00');
    assert.equal(formatDateTimeV1('2018-03-30 00:00:16.5+00:00'), '2018-03-30T00:00:16.500000+00:00');
    assert.equal(formatDateTimeV1(null), null);
  });

  it('round-trips parsed values', () => {
    for (const input of ['2018-03-30T12:34:56.789012+03:00', '2018-03-30', '1999-12-31T23:59:59-01:00']) {
      const canonical = parseDateTime(input);
      assert.equal(parseDateTime(formatDateTime(canonical)), canonical);
      assert.equal(parseDateTime(formatDateTimeV1(canonical)), canonical);
    }
  });
});
