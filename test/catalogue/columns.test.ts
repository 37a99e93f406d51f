/** Every catalogue matches its table in the migrated database: each field's columns exist with its type, and every column is accounted for. */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import { CATALOGUES } from '../../src/catalogue/index.ts';
import { columnOf, type FieldKind, type FieldSpec } from '../../src/core/fields/index.ts';
import { createWorld, type TestWorld } from '../support/app.ts';

const TYPES: Record<FieldKind, string[]> = {
  text: ['text'], code: ['text'], enum: ['text'], email: ['text'], phone: ['text'], url: ['text'],
  boolean: ['boolean'], flag: ['boolean'], integer: ['integer'], bigint: ['bigint'],
  weight: ['numeric'], length: ['numeric'], datetime: ['timestamp with time zone'], custom_fields: ['jsonb'],
  money: [],
};

function expectedColumns(spec: FieldSpec): [string, string[], boolean][] {
  const column = columnOf(spec);
  if (spec.kind === 'money') return [[`${column}_amount`, ['numeric'], true], [`${column}_currency`, ['character', 'text'], true]];
  // A NOT NULL column needs a field that refuses null or writes its default instead.
  const mayBeNotNull = spec.nullable === false || spec.default !== undefined || spec.kind === 'custom_fields';
  return [[column, TYPES[spec.kind], !mayBeNotNull]];
}

describe('field catalogues', () => {
  let world: TestWorld;
  before(async () => { world = await createWorld(); });
  after(async () => { await world.close(); });

  for (const catalogue of CATALOGUES) {
    it(`${catalogue.table}: every field has its column with its type, and every column is described`, async () => {
      const rows = await world.db.rows<{ column_name: string; data_type: string; is_nullable: string }>(sql`
        SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${catalogue.table}`);
      assert.ok(rows.length > 0, `table ${catalogue.table} exists`);
      const columns = new Map(rows.map((r) => [r.column_name, r]));
      const described = new Set<string>(catalogue.otherColumns);
      for (const spec of catalogue.fields) {
        for (const [name, types, nullable] of expectedColumns(spec)) {
          described.add(name);
          const column = columns.get(name);
          assert.ok(column, `${catalogue.table}.${name} (field ${spec.key}) exists`);
          assert.ok(types.includes(column.data_type), `${catalogue.table}.${name} is ${types.join(' or ')}, not ${column.data_type}`);
          if (nullable) assert.equal(column.is_nullable, 'YES', `${catalogue.table}.${name} is nullable as its field is`);
          else if (spec.nullable === false) assert.equal(column.is_nullable, 'NO', `${catalogue.table}.${name} is NOT NULL as its field is`);
        }
      }
      for (const name of catalogue.otherColumns) assert.ok(columns.has(name), `${catalogue.table}.${name} exists`);
      const undescribed = [...columns.keys()].filter((c) => !described.has(c));
      assert.deepEqual(undescribed, [], `columns of ${catalogue.table} in no catalogue`);
    });
  }

  // Row sets (src/db/rows.ts) leave out of an INSERT the columns null in every row, which then take their default.
  it('tables written through row sets give every nullable column a null default', async () => {
    const rows = await world.db.rows<{ name: string }>(sql`
      SELECT table_name || '.' || column_name AS name FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name IN ('orders', 'boxes', 'items', 'order_notes')
        AND is_nullable = 'YES' AND column_default IS NOT NULL`);
    assert.deepEqual(rows.map((r) => r.name), []);
  });
});
