/** Statement text as src/db/compile.ts writes it: names quoted as PostgreSQL quotes them, values as numbered parameters. */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { compileSql } from '../../src/db/compile.ts';
import { columnsRelation, filledRelation, heldColumns, tableRowsOf, type TableRows } from '../../src/db/rows.ts';
import { typed } from '../../src/core/fields/index.ts';

/** The relation of the rows of `rows` at `positions` (heldColumns, then columnsRelation). */
const rowsRelation = (orgId: number, keys: Record<string, number[]>, rows: TableRows, positions: number[], alias: string) =>
  columnsRelation(orgId, heldColumns(keys, rows, positions), alias);

describe('compileSql', () => {
  it('quotes names, doubling a quote inside, and numbers the values', () => {
    const { text, values } = compileSql(sql`SELECT ${sql.identifier('a"b')} FROM t WHERE x = ${1} AND y = ${'two'}`);
    assert.equal(text, 'SELECT "a""b" FROM t WHERE x = $1 AND y = $2');
    assert.deepEqual(values, [1, 'two']);
  });

  it('binds a typed value as a parameter cast to its type', () => {
    const { text, values } = compileSql(sql`UPDATE t SET a = ${typed('x', 'text')}, b = ${typed(null, 'numeric')} WHERE id = ${3}`);
    assert.equal(text, 'UPDATE t SET a = $1::text, b = $2::numeric WHERE id = $3');
    assert.deepEqual(values, ['x', null, 3]);
  });

  it('binds a row set of one row as plain values and of several as one array literal a column', () => {
    const one = tableRowsOf([{ name: typed('Ada', 'text'), weight: typed('1.5', 'numeric') }]);
    const single = compileSql(rowsRelation(7, { id: [10] }, one.rows, one.positions, 'v').relation);
    assert.equal(single.text, '(SELECT $1::bigint AS org_id, $2::bigint AS "id", $3::text AS "name", $4::numeric AS "weight") AS "v"');
    assert.deepEqual(single.values, [7, 10, 'Ada', '1.5']);

    const two = tableRowsOf([{ name: typed('Ada', 'text') }, { name: typed('Bo', 'text') }]);
    const several = compileSql(rowsRelation(7, { id: [10, 11] }, two.rows, two.positions, 'r').relation);
    assert.equal(several.text, '(SELECT $1::bigint AS org_id, v.* FROM (SELECT $2::bigint[] AS a0, $3::text[] AS a1 OFFSET 0) a\n'
      + '        CROSS JOIN LATERAL unnest(a.a0, a.a1) AS v ("id", "name")) AS "r"');
    assert.deepEqual(several.values, [7, '{10,11}', '{"Ada","Bo"}']);
  });

  it('leaves out of a row set a column null in every row it binds, unless the statement reads it', () => {
    const { rows } = tableRowsOf([
      { name: typed('Ada', 'text'), note: typed(null, 'text'), weight: typed(null, 'numeric') },
      { name: typed('Bo', 'text'), note: typed('late', 'text'), weight: typed(null, 'numeric') },
    ]);
    const first = compileSql(rowsRelation(7, { id: [10] }, rows, [0], 'v').relation);
    assert.equal(first.text, '(SELECT $1::bigint AS org_id, $2::bigint AS "id", $3::text AS "name") AS "v"');
    const { names, relation } = rowsRelation(7, { id: [10] }, rows, [0], 'v');
    const read = compileSql(filledRelation(relation, names, { weight: sql`NULL::numeric`, name: sql`'unused'` }, 'b2'));
    assert.equal(read.text, '(SELECT *, NULL::numeric AS "weight" FROM (SELECT $1::bigint AS org_id, $2::bigint AS "id", $3::text AS "name") AS "v") AS "b2"');
    assert.deepEqual(read.values, [7, 10, 'Ada']);
    const both = compileSql(rowsRelation(7, { id: [10, 11] }, rows, [0, 1], 'r').relation);
    assert.match(both.text, /AS v \("id", "name", "note"\)/);
    assert.deepEqual(both.values, [7, '{10,11}', '{"Ada","Bo"}', '{NULL,"late"}']);
  });

  it('marks a statement holding a custom-plan part, wherever it is, to be planned for its values', () => {
    const search = sql.customPlan(sql`SELECT id FROM orders WHERE org_id = ${7}`);
    assert.equal(compileSql(sql`SELECT 1 WHERE ${1} = 1`).customPlan, false);
    assert.deepEqual(compileSql(search), { text: 'SELECT id FROM orders WHERE org_id = $1', values: [7], customPlan: true });
    assert.equal(compileSql(sql`SELECT p.id FROM (${search}) p`).customPlan, true);
  });

  it('gives a part used by many statements the same text in each, its values numbered where each statement binds them', () => {
    // Parts made once and held by every statement of a kind: one without values (its text is kept from its second
    // compile on), one with a value, one holding a custom-plan part without values of its own.
    const columns = sql`a, ${sql.identifier('b c')}, ${sql.raw('d')}`;
    const bound = sql`x = ${5}`;
    const custom = sql`(${sql.customPlan(sql`SELECT 1`)})`;
    const statement = (n: number) => sql`SELECT ${columns} FROM t WHERE ${bound} AND y = ${n} AND z IN ${custom}`;
    const expected = (n: number) => ({ text: 'SELECT a, "b c", d FROM t WHERE x = $1 AND y = $2 AND z IN (SELECT 1)', values: [5, n], customPlan: true });
    for (let n = 0; n < 4; n++) assert.deepEqual(compileSql(statement(n)), expected(n));
    // Elsewhere in another statement, behind values of its own.
    for (let n = 0; n < 3; n++) {
      assert.deepEqual(compileSql(sql`UPDATE t SET v = ${n} WHERE ${bound} RETURNING ${columns}`),
        { text: 'UPDATE t SET v = $1 WHERE x = $2 RETURNING a, "b c", d', values: [n, 5], customPlan: false });
      assert.equal(compileSql(sql`SELECT ${columns} FROM t WHERE z IN ${custom}`).customPlan, true);
    }
  });
});
