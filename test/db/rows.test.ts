/**
 * Row sets (src/db/rows.ts) read back as given: a set of several rows binds each column as one array literal that
 * rows.ts writes itself (arrayLiteral), and PostgreSQL or PGlite reads every value of it back unchanged, whatever
 * it holds: quotes, backslashes, braces, commas, the word NULL, blanks, line breaks, JSON, numbers, flags and nulls.
 */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { openDatabase, type Database } from '../../src/db/database.ts';
import { columnsRelation, heldColumns, tableRowsOf } from '../../src/db/rows.ts';
import { jsonb, typed } from '../../src/core/fields/index.ts';

let db: Database;
before(async () => {
  db = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? null, dataDir: null, poolSize: 1 });
});
after(() => db?.close());

const TEXTS = ['plain', 'x "y"', 'back\\slash', 'end\\', '\\"', '{a,b}', 'NULL', '', ' spaced ', 'two\nlines', 'Zoë, 美咲', null];

/** `count` rows cycling through TEXTS, each with a number, a flag, an integer and a JSON value of its own. */
const rowsOf = (count: number) => Array.from({ length: count }, (_, i) => {
  const text = TEXTS[i % TEXTS.length];
  return { id: 100 + i, text, amount: i % 3 === 0 ? null : String(i * 1.5), flag: i % 2 === 0, n: i - 5, doc: text === null ? null : { k: text } };
});

async function readBack(count: number) {
  const given = rowsOf(count);
  const { rows, positions } = tableRowsOf(given.map((r) => ({
    text: typed(r.text, 'text'), amount: typed(r.amount, 'numeric'), flag: typed(r.flag, 'boolean'), n: typed(r.n, 'integer'), doc: jsonb(r.doc),
  })));
  const { relation } = columnsRelation(7, heldColumns({ id: given.map((r) => r.id) }, rows, positions), 'r');
  const read = await db.rows<Record<string, unknown>>(sql`
    SELECT r.org_id, r.id, r.text, r.amount::text AS amount, r.flag, r.n, r.doc FROM ${relation} ORDER BY r.id`);
  return { given, read: read.map((r) => ({ ...r, org_id: Number(r.org_id), id: Number(r.id) })) };
}

describe('a row set bound column by column', () => {
  for (const [what, count] of [['a few rows', 12], ['many rows', 150]] as const) {
    it(`reads ${what} back as given, whatever their values hold`, async () => {
      const { given, read } = await readBack(count);
      assert.deepEqual(read, given.map((r) => ({ org_id: 7, ...r })));
    });
  }
});
