/**
 * readBack (src/db/read-back.ts) against the database itself: each value bound as the writer binds it, cast to its
 * column's type and read back as a SELECT of that column reads it (numerics and timestamps as text, jsonb parsed by
 * the driver), must be what readBack composes, for the awkward spellings of every kind.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createWorld, type TestWorld } from '../support/app.ts';
import { sql, TypedValue } from '../../src/core/sql.ts';
import { readBack } from '../../src/db/read-back.ts';

let world: TestWorld;
before(async () => {
  world = await createWorld();
});
after(() => world.close());

/** What the database reads back for `value` bound as `type` into a column of `column` (its type with its typmod). */
async function fromDatabase(value: unknown, type: string, column: string): Promise<{ v: unknown; now: string }> {
  const read = type === 'numeric' || type === 'timestamptz'
    ? sql`(${sql.param(value)}::${sql.raw(type)})::${sql.raw(column)}::text`
    : sql`(${sql.param(value)}::${sql.raw(type)})::${sql.raw(column)}`;
  return (await world.db.one<{ v: unknown; now: string }>(sql`SELECT ${read} AS v, now()::text AS now`))!;
}

async function assertReadsBack(type: string, column: string, values: unknown[], scale?: number) {
  for (const value of values) {
    const { v, now } = await fromDatabase(value, type, column);
    assert.deepEqual(readBack(new TypedValue(value, type), { scale }, { now }), v, `${JSON.stringify(value)} as ${column}`);
    // Key order too, which deepEqual does not see: the stored render writes them in this order.
    if (type === 'jsonb') assert.equal(JSON.stringify(readBack(new TypedValue(value, type), { scale }, { now })), JSON.stringify(v));
  }
}

const DECIMALS = ['0', '7', '007.50', '-0', '-0.000', '+1', '12345678901234.5678', '0.0001', '1.10', '-12.3', '453.59237', '100'];

describe('readBack: a bound value as its column reads it back', () => {
  it('numerics keep the digits they were given; money amounts (numeric(18, 4)) show four', async () => {
    await assertReadsBack('numeric', 'numeric', DECIMALS);
    await assertReadsBack('numeric', 'numeric(18, 4)', DECIMALS.filter((d) => !/\.\d{5}/.test(d)), 4);
  });

  it('instants as a UTC session prints them, and `now` as the transaction\'s time', async () => {
    await assertReadsBack('timestamptz', 'timestamptz', [
      '2018-03-30T12:00:00Z', '2024-02-29T23:59:59.123456Z', '2023-12-31T20:00:00.500000Z', '0001-01-01T00:00:00.000001Z',
      '0099-12-31T23:59:59.9Z', '9999-12-31T23:59:59.999999Z', '2020-01-01T00:00:00.000000Z', 'now',
    ]);
  });

  it('jsonb objects with their keys in jsonb\'s order, at every depth', async () => {
    const values = [
      { b: { value: 'x', type: 'text/plain', encoding: null }, aa: { value: '1' }, a: {} },
      { 10: 'ten', 2: 'two', b: 1, 'é': 2, ab: 3, '😀': 4, '\uffff': 5, '': 6 },
      { list: [{ zz: 1, a: [2, { yy: 3, b: 4 }] }], n: 1.5, big: 12345678901234567000, neg: -0, t: true, f: false, z: null },
      {}, [],
    ];
    await assertReadsBack('jsonb', 'jsonb', values.map((v) => JSON.stringify(v)));
  });

  it('text as its UTF-8 holds it (a lone surrogate becomes U+FFFD), and plain integers and booleans', async () => {
    await assertReadsBack('text', 'text', ['', 'plain', 'Été 📦 "q" \\', 'lone \ud800 high', 'lone \udc00 low', '\ud83d', 'a\r\nb\tc']);
    await assertReadsBack('integer', 'integer', [0, -5, 2147483647]);
    await assertReadsBack('bigint', 'bigint', [0, 9007199254740991]);
    await assertReadsBack('boolean', 'boolean', [true, false]);
    assert.equal(readBack(new TypedValue(null, 'numeric'), {}, { now: '' }), null);
  });

  it('refuses a spelling the writer never binds, rather than guess', () => {
    assert.throws(() => readBack(new TypedValue('1e3', 'numeric'), {}, { now: '' }), /not a decimal/);
    assert.throws(() => readBack(new TypedValue('1.00001', 'numeric'), { scale: 4 }, { now: '' }), /more than 4 decimals/);
    assert.throws(() => readBack(new TypedValue('2018-03-30 12:00:00', 'timestamptz'), {}, { now: '' }), /not an instant/);
  });
});
