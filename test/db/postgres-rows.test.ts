/**
 * Rows read from PostgreSQL (src/db/database.ts): statements prepared by name on each connection, answered in
 * order through node-postgres' pipeline mode. Rows read the same on every run of a statement, named or unnamed, in
 * and out of a transaction: values parsed by type (arrays with NULLs too), a later column of a name winning, a
 * column named __proto__ an own property; a failed statement, a value the driver cannot convert, or a value the
 * server refuses harms neither the next statement nor the next run of the same one.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { sql } from '../../src/core/sql.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { PREPARED_PER_CONNECTION } from '../../src/db/run.ts';

const url = process.env.TEST_DATABASE_URL;
let db: Database;

before(async () => {
  if (url) db = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
});
after(() => db?.close());

describe('rows read from PostgreSQL', () => {
  it('parses each value by its type, in and out of a transaction, on every run of a statement', { skip: !url && 'the PostgreSQL driver: runs with TEST_DATABASE_URL' }, async () => {
    const statement = (n: number) => sql`
      SELECT ${n}::bigint AS id, 'text' AS name, 1.50::numeric AS amount, true AS flag, NULL::int AS missing,
             '{"a": [1]}'::jsonb AS doc, '2024-05-31 14:30:00.123456+00'::timestamptz AS at, ARRAY[1, 2]::int[] AS list`;
    const expected = (n: number) => ({
      id: n, name: 'text', amount: '1.50', flag: true, missing: null, doc: { a: [1] }, at: '2024-05-31 14:30:00.123456+00', list: [1, 2],
    });
    const arrays = sql`SELECT ARRAY['a', NULL, 'b c', '"q"', 'NULL', '\\']::text[] AS texts, ARRAY[true, NULL]::bool[] AS flags,
      ARRAY['{"a": 1}'::jsonb, NULL] AS docs, ARRAY[[1, 2], [3, NULL]]::int[] AS grid, ARRAY[]::text[] AS none,
      ARRAY[1, 2]::int8[] AS ids, ARRAY[1.5]::numeric[] AS amounts, ARRAY['2024-05-31'::date] AS days, '1 day'::interval AS span,
      ${sql.param(['x "y"', null, 'z\\'])}::text[] AS bound, ${{ k: 'v' }}::jsonb AS doc, ${true}::bool AS yes, ${'2024-05-31 14:30:00.123456+00'}::timestamptz AS at`;
    for (let run = 0; run < 2; run++) {
      assert.deepEqual(await db.rows(arrays), [{
        texts: ['a', null, 'b c', '"q"', 'NULL', '\\'], flags: [true, null], docs: [{ a: 1 }, null], grid: [[1, 2], [3, null]], none: [],
        ids: ['1', '2'], amounts: '{1.5}', days: '{2024-05-31}', span: '1 day',
        bound: ['x "y"', null, 'z\\'], doc: { k: 'v' }, yes: true, at: '2024-05-31 14:30:00.123456+00',
      }]);
    }
    for (let n = 1; n <= 3; n++) assert.deepEqual(await db.rows(statement(n)), [expected(n)]);
    assert.deepEqual(await db.transaction((tx) => tx.rows(statement(7))), [expected(7)]);
  });

  it('keeps the last of two columns with one name, and a column named __proto__ as the row\'s own', { skip: !url && 'the PostgreSQL driver: runs with TEST_DATABASE_URL' }, async () => {
    for (let run = 0; run < 2; run++) {
      const [row] = await db.rows(sql`SELECT 1 AS a, 'second' AS a, 'p' AS "__proto__", 2 AS "quoted ""name"""`);
      assert.equal(row.a, 'second');
      assert.ok(Object.hasOwn(row, '__proto__'));
      assert.equal(Object.getPrototypeOf(row), Object.prototype);
      assert.deepEqual(Object.keys(row), ['a', '__proto__', 'quoted "name"']);
      assert.equal(row['quoted "name"'], 2);
    }
  });

  it('reads rows the same way past a connection\'s prepared statements, where statements run unnamed', { skip: !url && 'the PostgreSQL driver: runs with TEST_DATABASE_URL' }, async () => {
    const single = await openDatabase({ databaseUrl: url!, dataDir: null, poolSize: 1 });
    try {
      // Texts 0 to PREPARED_PER_CONNECTION - 1 run named (1 is checked); the two after them run unnamed.
      for (let n = 0; n <= PREPARED_PER_CONNECTION + 1; n++) {
        const [row] = await single.rows(sql.raw(`SELECT ${n}::bigint AS n, 'x' AS a, 'y' AS a, 'p' AS "__proto__"`));
        if (n !== 1 && n < PREPARED_PER_CONNECTION) continue;
        assert.deepEqual(Object.entries(row), [['n', n], ['a', 'y'], ['__proto__', 'p']]);
        assert.equal(Object.getPrototypeOf(row), Object.prototype);
      }
    } finally {
      await single.close();
    }
  });

  it('reads many rows, and none, and fails a statement whose text is wrong without harming the next', { skip: !url && 'the PostgreSQL driver: runs with TEST_DATABASE_URL' }, async () => {
    const rows = await db.rows<{ n: number; label: string }>(sql`SELECT g AS n, 'row ' || g AS label FROM generate_series(1, 1000) g`);
    assert.equal(rows.length, 1000);
    assert.deepEqual(rows[999], { n: 1000, label: 'row 1000' });
    assert.deepEqual(await db.rows(sql`SELECT 1 AS n WHERE false`), []);
    await assert.rejects(db.rows(sql`SELECT no_such_column FROM generate_series(1, 2)`), /no_such_column/);
    await assert.rejects(db.transaction((tx) => tx.rows(sql`SELECT 1 / ${0}::int AS n`)), /division by zero/);
    assert.deepEqual(await db.rows(sql`SELECT 2 AS n`), [{ n: 2 }]);
  });

  it('fails a statement whose value cannot be converted where it is bound, and runs it again on that connection', { skip: !url && 'the PostgreSQL driver: runs with TEST_DATABASE_URL' }, async () => {
    const single = await openDatabase({ databaseUrl: url!, dataDir: null, poolSize: 1 });
    try {
      const statement = (n: unknown) => sql`SELECT ${n}::int AS n, 'label ' || ${n}::text AS label, ARRAY[${n}::int] AS list`;
      for (let n = 1; n <= 3; n++) assert.deepEqual(await single.rows(statement(n)), [{ n, label: `label ${n}`, list: [n] }]);
      const unconvertible = { toPostgres: () => { throw new Error('cannot convert'); } };
      await assert.rejects(single.rows(statement(unconvertible)), /cannot convert/);
      // The server refuses the value where the prepared statement is bound.
      await assert.rejects(single.rows(statement('not a number')), /invalid input syntax/);
      for (let n = 4; n <= 5; n++) assert.deepEqual(await single.rows(statement(n)), [{ n, label: `label ${n}`, list: [n] }]);
      // The same inside a transaction, where statements are pipelined: the failure is thrown, the connection goes on.
      await assert.rejects(single.transaction(async (tx) => {
        await tx.send(statement(6));
        await tx.rows(statement(unconvertible));
      }), /cannot convert/);
      await assert.rejects(single.transaction(async (tx) => {
        await tx.send(statement('not a number'));
        await tx.send(statement(6));
        await tx.rows(statement(6));
      }), /invalid input syntax/);
      assert.deepEqual(await single.transaction((tx) => tx.rows(statement(7))), [{ n: 7, label: 'label 7', list: [7] }]);
    } finally {
      await single.close();
    }
  });

  it('opens a transaction and a session as the first thing a new pool does', { skip: !url && 'the PostgreSQL driver: runs with TEST_DATABASE_URL' }, async () => {
    for (const first of ['transaction', 'session'] as const) {
      const fresh = await openDatabase({ databaseUrl: url!, dataDir: null, poolSize: 2 });
      try {
        const run = (q: Parameters<Database['rows']>[0]) => (first === 'transaction' ? fresh.transaction((tx) => tx.rows(q)) : fresh.session((s) => s.rows(q)));
        assert.deepEqual(await run(sql`SELECT 1 AS n`), [{ n: 1 }]);
      } finally {
        await fresh.close();
      }
    }
  });

  it('hands each row on in order with eachRow, parsed as rows parses it, and a failure of the server or of the handler leaves the pool usable', { skip: !url && 'the PostgreSQL driver: runs with TEST_DATABASE_URL' }, async () => {
    const statement = (n: number) => sql`SELECT g::bigint AS id, repeat('é', g) AS body FROM generate_series(1, ${n}::int) g ORDER BY g`;
    for (let run = 0; run < 7; run++) {
      // Seven runs: named statements switch to a generic plan after five, which must hand rows on alike.
      const seen: { id: number; body: string }[] = [];
      await db.eachRow<{ id: number; body: string }>(statement(300), (row) => seen.push(row));
      assert.deepEqual(seen, await db.rows(statement(300)));
      assert.equal(seen.length, 300);
    }
    await assert.rejects(db.eachRow(sql`SELECT 1 / (g - 2) AS n FROM generate_series(1, 3) g`, () => {}), /division by zero/);
    await assert.rejects(db.eachRow(sql`SELECT ${'x'}::int AS n`, () => {}), /invalid input syntax/);
    let handed = 0;
    await assert.rejects(db.eachRow(statement(300), () => {
      if (++handed === 2) throw new Error('the handler failed');
    }), /the handler failed/);
    assert.equal(handed, 2, 'no row is handed on after the handler failed');
    // In a transaction the answer is read whole, then handed on.
    const inTx: number[] = [];
    await db.transaction((tx) => tx.eachRow<{ id: number }>(statement(3), (row) => inTx.push(row.id)));
    assert.deepEqual(inTx, [1, 2, 3]);
    assert.deepEqual(await db.rows(sql`SELECT 1 AS n`), [{ n: 1 }]);
  });

  const socket = '/var/run/postgresql';
  it('connects through a socket directory given as the URL\'s host or its host parameter', { skip: !(url && existsSync(`${socket}/.s.PGSQL.5432`)) && 'needs TEST_DATABASE_URL and the local socket' }, async () => {
    const name = new URL(url!).pathname;
    for (const through of [`postgres://postgres@${encodeURIComponent(socket)}${name}`, `postgres://postgres@localhost${name}?host=${socket}`]) {
      const local = await openDatabase({ databaseUrl: through, dataDir: null, poolSize: 1 });
      try {
        assert.deepEqual(await local.rows(sql`SELECT inet_server_addr() AS addr, current_setting('TimeZone') AS tz`), [{ addr: null, tz: 'UTC' }]);
      } finally {
        await local.close();
      }
    }
  });
});
