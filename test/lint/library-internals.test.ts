// `npm run lint` refuses code built from strings and reaching into another package's private parts
// (boxline/no-library-internals and the core rules beside it in eslint.config.js), and passes public use.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();
const RULES = new Set(['boxline/no-library-internals', 'no-new-func', 'no-eval', 'no-implied-eval', 'no-restricted-syntax', 'no-restricted-imports']);

/** The messages of those rules eslint gives `code` as if it were src/db/example.ts, as `rule line:column`. */
async function refusals(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/db/example.ts' });
  return result.messages.filter((m) => m.ruleId && RULES.has(m.ruleId)).map((m) => `${m.ruleId} ${m.line}:${m.column}`);
}

describe('library internals (npm run lint)', () => {
  it('refuses code built from strings', async () => {
    assert.deepEqual(await refusals("export const f = new Function('v', 'return v');\n"), ['no-new-func 1:18']);
    assert.deepEqual(await refusals("export const f = (() => 0).constructor('return 1');\n"), ['no-restricted-syntax 1:18']);
    assert.deepEqual(await refusals("export const v = eval('1');\n"), ['no-eval 1:18']);
    assert.deepEqual(await refusals("import vm from 'node:vm';\nexport const v = vm;\n"), ['no-restricted-imports 1:1']);
  });

  it('refuses underscored and undocumented properties of what a package gives, through casts and variables', async () => {
    const code = [
      "import pg from 'pg';",
      'export const parsers = (pg.types as any)._types;',
      'const pool = new pg.Pool();',
      'const client = await pool.connect();',
      'export const queue = (client as unknown as { _queryQueue: unknown[] })._queryQueue;',
      'export function socketOf(c: pg.PoolClient) { return (c as any).connection.stream; }',
      'export class RowsQuery extends pg.Query {',
      '  handleDataRow(): void { (this as any)._canceledDueToError = true; }',
      '}',
      'export const book = (x: { submittedNamedStatements: object }) => x.submittedNamedStatements;',
      "export const chunks = (x: any) => x['queryChunks'];",
      '',
    ].join('\n');
    assert.deepEqual(await refusals(code), [
      'boxline/no-library-internals 2:42',
      'boxline/no-library-internals 5:72',
      'boxline/no-library-internals 6:64',
      'boxline/no-library-internals 8:41',
      'boxline/no-library-internals 10:68',
      'boxline/no-library-internals 11:37',
    ]);
  });

  it('allows public use of packages, and underscored names of our own values', async () => {
    const code = [
      "import pg from 'pg';",
      "import type { Queryable } from './database.ts';",
      'const pool = new pg.Pool({ pipeline: true });',
      "export const run = async () => (await pool.query({ text: 'SELECT 1', name: 'one' })).rows;",
      'export const token = async (db: Queryable) => (await db.rows<{ _token: string }>(null as never))[0]._token;',
      'export const own = { connection: 1 }.connection;',
      '',
    ].join('\n');
    assert.deepEqual(await refusals(code), []);
  });
});
