/** Helpers of the export tests (not a test file itself). */
import { setTimeout as sleep } from 'node:timers/promises';
import { compileSql } from '../../../../src/db/compile.ts';
import type { Database } from '../../../../src/db/database.ts';
import type { SQL } from '../../../../src/core/sql.ts';

/**
 * `db` with its statements counted (`ids`: those that read the ids of a chunk of orders; `chunks`: those that read
 * orders' rows; `parts`: those that read boxes and items again value by value), each `delayMs` late.
 */
export function countingDb(db: Database, delayMs = 0) {
  const counts = { statements: 0, ids: 0, chunks: 0, parts: 0 };
  const counted = async (query: SQL) => {
    counts.statements++;
    const { text } = compileSql(query);
    if (/^SELECT o\.id, .* FROM orders o\s+WHERE/s.test(text)) counts.ids++;
    if (text.includes('JOIN orders o ON')) counts.chunks++;
    if (text.includes('FROM boxes b LEFT JOIN items')) counts.parts++;
    if (delayMs) await sleep(delayMs);
  };
  const rows = async <T>(query: SQL): Promise<T[]> => (await counted(query), db.rows<T>(query));
  const arrays = async <T extends readonly unknown[]>(query: SQL): Promise<T[]> => (await counted(query), db.arrays<T>(query));
  return { db: { ...db, rows, arrays, one: async <T>(query: SQL) => (await rows<T>(query))[0] } as Database, counts };
}

