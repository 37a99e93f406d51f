// Only the order writer's folder (src/orders/) writes orders and their parts: no other file under src/ holds an
// INSERT, UPDATE or DELETE on orders, boxes, items, order_notes, order_tags or order_relations, nor names a
// table of them to a generic row writer (insertRows, the note table's ORDER_NOTES).
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const TABLES = 'orders|boxes|items|order_notes|order_tags|order_relations';
const WRITES = [
  new RegExp(`\\b(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(?:${TABLES})\\b`, 'i'),
  new RegExp(`insert(?:Box)?Rows\\(\\s*\\w+\\s*,\\s*'(?:${TABLES})'`),
  /\bORDER_NOTES\b/,
];
/** The writer's folder, and the note storage whose table per parent (ORDER_NOTES) it uses. */
const ALLOWED = ['src/orders/', 'src/notes/table.ts'];

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

describe('the one order writer', () => {
  it('is the only code under src/ that writes orders, boxes, items, notes, tags and relations', () => {
    const files = sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    assert.ok(files.some((f) => f.path.startsWith('src/orders/') && WRITES[0].test(f.text)), 'the writer itself is seen');
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
