// Only the order writer's folder (src/orders/writing/) writes orders and their parts: no other file under src/ holds an
// INSERT, UPDATE or DELETE on orders, boxes, items, order_notes, order_tags, order_relations or order_renders, nor names a
// table of them to a generic row writer (insertRows, the note table's writes with ORDER_NOTES). And the writer's private part,
// changeOrders (src/orders/writing/change-orders.ts: locks, kept values, render, events), is imported by nothing outside
// src/orders/writing/ and called only by applyOrderCommands (src/orders/writing/apply.ts): every other code writes orders as
// typed commands.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TABLES = 'orders|boxes|items|order_notes|order_tags|order_relations|order_renders';
const WRITES = [
  new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(?:${TABLES})\\b`, 'i'),
  new RegExp(`insert(?:Box)?Rows\\(\\s*\\w+\\s*,\\s*'(?:${TABLES})'`),
  /\b(?:insertNotes|updateNote\w*|deleteNote)\(\s*\w+\s*,\s*ORDER_NOTES\b/,
];
/** The writer's folder, and the note storage whose table per parent (ORDER_NOTES) it uses. */
const ALLOWED = ['src/orders/writing/', 'src/notes/table.ts'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return path === join('src', 'db', 'migrations') ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

/** `file:line` of every order-table write in `files` outside the writer's folder. */
export function orderWritesOutsideWriter(files: { path: string; text: string }[]): string[] {
  return files.filter((f) => !ALLOWED.some((a) => f.path.startsWith(a))).flatMap((f) =>
    f.text.split('\n').flatMap((line, i) => (WRITES.some((w) => w.test(line)) ? [`${f.path}:${i + 1}: ${line.trim()}`] : [])));
}

/** Files under `dirs` outside src/orders/writing/ importing change-orders.ts, and files of it but apply.ts calling changeOrders. */
export function privateWriterUses(files: { path: string; text: string }[]): string[] {
  const imports = /(?:from\s*|import\s*\(\s*)['"][^'"]*\/change-orders(?:\.ts|\.js)?['"]/;
  return files.flatMap((f) => f.text.split('\n').flatMap((line, i) => {
    const outside = !f.path.startsWith('src/orders/writing/') && imports.test(line);
    const caller = f.path.startsWith('src/orders/writing/') && f.path !== 'src/orders/writing/apply.ts' && /\bchangeOrders\s*(?:<[^>]*>)?\(/.test(line)
      && !/^\s*(?:\*|\/\/|export async function)/.test(line);
    return outside || caller ? [`${f.path}:${i + 1}: ${line.trim()}`] : [];
  }));
}

/**
 * Files outside the writer's import command (steps/import.ts) taking a value, not a type, from batch.ts: the import's
 * page is one command of applyOrderCommands, not a second door.
 */
export function batchRowsUses(files: { path: string; text: string }[]): string[] {
  const from = /\bfrom\s*['"][^'"]*\/writing\/batch(?:\.ts|\.js)?['"]|\bfrom\s*['"]\.\.?\/batch(?:\.ts|\.js)?['"]/;
  return files.filter((f) => f.path !== 'src/orders/writing/steps/import.ts').flatMap((f) => f.text.split('\n').flatMap((line, i) =>
    (from.test(line) && !/^\s*import type\b/.test(line) ? [`${f.path}:${i + 1}: ${line.trim()}`] : [])));
}

const codeFiles = () => ['src', 'bench', 'scripts'].flatMap((d) => sourceFiles(d)).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

describe('the one order writer', () => {
  it('keeps changeOrders private: only applyOrderCommands calls it, nothing outside src/orders/writing/ imports it', () => {
    const files = codeFiles();
    assert.ok(files.some((f) => f.path === 'src/orders/writing/apply.ts' && /changeOrders\(/.test(f.text)), 'applyOrderCommands is seen');
    assert.deepEqual(privateWriterUses(files), []);
  });

  it('refuses changeOrders used elsewhere', () => {
    const found = privateWriterUses([
      { path: 'src/v2/orders/notes/sneaky.ts', text: "import { changeOrders } from '../../../orders/change-orders.ts';" },
      { path: 'src/packaging/sneaky.ts', text: "const { lockOrders } = await import('../orders/change-orders.ts');" },
      { path: 'src/orders/writing/sneaky.ts', text: 'await changeOrders(tx, org, { ids: [1] }, async () => {});' },
      { path: 'src/orders/writing/apply.ts', text: 'await changeOrders(tx, org, lock, run, options);' },
      { path: 'src/orders/writing/batch.ts', text: "import { emitOrderEvents, lockOrders } from './change-orders.ts';" },
      { path: 'src/v2/orders/fine.ts', text: "import { applyOrderCommand } from '../../orders/apply.ts';" },
    ]);
    assert.deepEqual(found.map((f) => f.split(':')[0]), ['src/v2/orders/notes/sneaky.ts', 'src/packaging/sneaky.ts', 'src/orders/writing/sneaky.ts']);
  });

  it('writes the import\'s page as a command: nothing but the importOrders step calls the page\'s row writers', () => {
    assert.deepEqual(batchRowsUses(codeFiles()), []);
    const found = batchRowsUses([
      { path: 'src/import/sneaky.ts', text: "import { insertPage } from '../orders/writing/batch.ts';" },
      { path: 'src/orders/writing/steps/sneaky.ts', text: "import { deleteReplaced } from '../batch.ts';" },
      { path: 'src/import/fine.ts', text: "import type { OrderPage } from '../orders/writing/batch.ts';" },
      { path: 'src/orders/writing/steps/import.ts', text: "import { insertPage } from '../batch.ts';" },
    ]);
    assert.deepEqual(found.map((f) => f.split(':')[0]), ['src/import/sneaky.ts', 'src/orders/writing/steps/sneaky.ts']);
  });

  it('is the only code under src/ that writes orders, boxes, items, notes, tags and relations', () => {
    const files = sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    assert.ok(files.some((f) => f.path.startsWith('src/orders/writing/') && WRITES[0].test(f.text)), 'the writer itself is seen');
    assert.deepEqual(orderWritesOutsideWriter(files), []);
  });

  it('refuses a write elsewhere', () => {
    const found = orderWritesOutsideWriter([
      { path: 'src/v2/orders/sneaky.ts', text: "await tx.rows(sql`UPDATE boxes SET weight = 1 WHERE org_id = ${o}`);" },
      { path: 'src/import/sneaky.ts', text: "await insertRows(tx, 'items', orgId, keys, rows, at);" },
      { path: 'src/v1/sneaky.ts', text: "await insertNotes(tx, ORDER_NOTES, orgId, id, []);" },
      { path: 'src/v2/contacts/fine.ts', text: "await tx.rows(sql`UPDATE contacts SET name = 'x'`);" },
    ]);
    assert.deepEqual(found.map((f) => f.split(':')[0]), ['src/v2/orders/sneaky.ts', 'src/import/sneaky.ts', 'src/v1/sneaky.ts']);
  });
});
