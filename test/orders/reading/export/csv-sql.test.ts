/**
 * A CSV export's cells are spelt by PostgreSQL (src/orders/reading/export/csv-sql.ts): each type's spelling must be
 * the API's own (src/core/values/: formatMoney, formatWeight, formatLength, formatDateTime) for any stored value, and
 * a text must read back through csv-parse as the API's text, neutralised where a spreadsheet would run it, whatever
 * characters it holds (quotes, commas, line breaks, the url mark itself).
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { parse } from 'csv-parse/sync';
import { createWorld, type TestWorld } from '../../../support/app.ts';
import { sql } from '../../../../src/core/sql.ts';
import { textArray } from '../../../../src/db/sql.ts';
import { cellSql, joinedSql } from '../../../../src/orders/reading/export/csv-sql.ts';
import { csvRecords } from '../../../../src/orders/reading/export/csv-records.ts';

const csvText = (text: string, orgId: number) => csvRecords(orgId)([text]).toString();
import type { ColumnType, ExportColumn } from '../../../../src/orders/reading/export/columns.ts';
import { neutralise } from '../../../../src/orders/reading/export/csv.ts';
import { formatMoney } from '../../../../src/core/values/money.ts';
import { formatWeight } from '../../../../src/core/values/weight.ts';
import { formatLength } from '../../../../src/core/values/length.ts';
import { formatDateTime } from '../../../../src/core/values/datetime.ts';
import { orderUrl } from '../../../../src/core/urls.ts';

/** A column of `type` spelling `values` (SQL over `v.a` and `v.b`, the two texts of a row of the test's values). */
const column = (type: ColumnType, values: string[], present?: string): ExportColumn =>
  ({ path: 'x', part: 'order', type, reads: [], reader: () => () => null, values, ...(present ? { present } : {}) });

const decimal = fc.tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.integer({ min: 0, max: 8 }))
  .map(([negative, units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
    return negative ? `-${text}` : text;
  });
const unsigned = decimal.map((d) => d.replace('-', ''));
/** Microseconds since 1970 within years 1000-9999, as PostgreSQL's text of a timestamptz in UTC (the API's reading). */
const instant = fc.bigInt({ min: -30_610_224_000_000_000n, max: 253_402_300_799_999_999n })
  .chain((us) => fc.constantFrom(us, us - (us % 1_000_000n), us - (us % 1000n)));

describe('CSV cells spelt by PostgreSQL', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(() => world.close());

  /** Each row's cell of `col` over the rows `a` (and `b`), as PostgreSQL spells it ('' for NULL). */
  const cells = async (col: ExportColumn, a: string[], b: (string | null)[] = a.map(() => null)) => {
    const rows = await world.db.arrays<[string]>(sql`
      SELECT coalesce(${sql.raw(cellSql(col))}, '') FROM unnest(${textArray(a)}, ${sql`${sql.param(b)}::text[]`}) WITH ORDINALITY AS v (a, b, n) ORDER BY v.n`);
    return rows.map((r) => r[0]);
  };

  it('spells amounts, weights and lengths as the API does', async () => {
    await fc.assert(fc.asyncProperty(fc.array(decimal, { minLength: 1, maxLength: 200 }), fc.array(unsigned, { minLength: 1, maxLength: 200 }), async (amounts, sizes) => {
      const currencies = amounts.map((_, i) => ['USD', 'EUR', 'JPY'][i % 3]);
      assert.deepEqual(await cells(column('money', ['v.a::numeric', 'v.b']), amounts, currencies), amounts.map((a, i) => formatMoney(a, currencies[i])));
      assert.deepEqual(await cells(column('weight', ['v.a::numeric']), sizes), sizes.map(formatWeight));
      assert.deepEqual(await cells(column('length', ['v.a::numeric']), sizes), sizes.map(formatLength));
    }), { numRuns: 20 });
    // An amount without its currency, or none, is an empty cell, as the API's null.
    assert.deepEqual(await cells(column('money', ['v.a::numeric', 'v.b']), ['1.5', '2'], [null, 'USD']), ['', '2.00 USD']);
  });

  it('spells datetimes in UTC as the API does, with six digits of a fraction or none', async () => {
    await fc.assert(fc.asyncProperty(fc.array(instant, { minLength: 1, maxLength: 200 }), async (instants) => {
      const texts = (await world.db.arrays<[string]>(sql`
        SELECT (timestamptz 'epoch' + (v.us::bigint / 1000000) * interval '1 second' + (v.us::bigint % 1000000) * interval '1 microsecond')::text FROM unnest(${textArray(instants.map(String))}) WITH ORDINALITY AS v (us, n) ORDER BY v.n`)).map((r) => r[0]);
      assert.deepEqual(await cells(column('datetime', ['v.a::timestamptz']), texts), texts.map((t) => formatDateTime(t)));
    }), { numRuns: 10 });
  });

  it('writes numbers and booleans as they are, and nothing where a part is absent', async () => {
    assert.deepEqual(await cells(column('number', ['v.a::bigint']), ['-3', '0', '9007199254740993']), ['-3', '0', '9007199254740993']);
    assert.deepEqual(await cells(column('boolean', ['v.a::boolean']), ['true', 'false']), ['true', 'false']);
    assert.deepEqual(await cells(column('text', ['v.a'], 'v.b'), ['shown', 'hidden'], ['set', null]), ['"shown"', '']);
  });

  it('quotes any text so that it reads back as the API\'s text, neutralised against formulas', async () => {
    const text = fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.constantFrom('', ',', '"', '\r\n', '\n', 'a"b', '\u0001o5', '\u0001\u0001', ',"=1', '=1', '-2', '+x', '@y', '\tz', '\rw', 'é,"ü"\r'))
      .map((t) => t.replace(/\0/g, ''));
    await fc.assert(fc.asyncProperty(fc.array(fc.array(text, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 30 }), async (records) => {
      const flat = records.flat();
      const spelt = await cells(column('text', ['v.a']), flat);
      const file = records.map((_, r) => `${spelt.slice(r * 3, r * 3 + 3).join(',')}\r\n`).join('');
      assert.deepEqual(parse(csvText(file, 7), { relax_column_count: false }), records.map((r) => r.map(neutralise)));
    }), { numRuns: 40 });
  });

  it('joins any number of cells with a comma each, an empty one where a cell is NULL', async () => {
    // concat_ws() takes 99 texts after its separator: longer records are joined in groups, which must not lose a comma.
    for (const count of [1, 2, 99, 100, 250, 9802, 9803]) {
      const texts = Array.from({ length: count }, (_, i) => (i % 7 === 3 ? 'NULL' : `'c${i}'`));
      const [[joined]] = await world.db.arrays<[string]>(sql.raw(`SELECT ${joinedSql(texts)}`));
      assert.equal(joined, texts.map((t, i) => (t === 'NULL' ? '' : `c${i}`)).join(','), `${count} cells`);
    }
  });

  it('spells the urls it marks, and only those', () => {
    // A text's own marks are doubled (quoted() in csv-sql.ts), so that they stay characters.
    const marked = '\u0001o42,"\u0001\u0001o5 ,\u0001\u0001o6",\u0001b42.7,\u0001i42.7.9\r\n';
    const [[order, text, box, item]] = parse(csvText(marked, 3));
    assert.equal(order, orderUrl(3, 42));
    assert.equal(text, '\u0001o5 ,\u0001o6', 'a text keeps its marks as characters');
    assert.match(box, /\/orders\/[^/]+\/boxes\/[^/]+\/$/);
    assert.match(item, /\/boxes\/[^/]+\/items\/[^/]+\/$/);
  });

  it('writes a slot\'s cells, urls spelt, wherever a record repeats them, and nothing where they are defined', () => {
    // An order's run (slot 0) and a box's (slot 2) defined once, repeated in each item's record; a text's own marks
    // stay characters inside a definition.
    const text = '\u0001d0.\u0001o42,"a\u0001\u0001e"\u0001e' +
      '\u0001d2.2.5 g\u0001e\u0001r0.,x1,\u0001r2.\r\n\u0001r0.,x2,\u0001r2.\r\n' +
      '\u0001d2.\u0001e\u0001r0.,x3,\u0001r2.\r\n';
    const [first, second, third] = parse(csvText(text, 3));
    assert.deepEqual(first, [orderUrl(3, 42), 'a\u0001e', 'x1', '2.5 g']);
    assert.deepEqual(second, [orderUrl(3, 42), 'a\u0001e', 'x2', '2.5 g']);
    assert.deepEqual(third, [orderUrl(3, 42), 'a\u0001e', 'x3', ''], 'a slot defined again empty');
  });
});
