/** A Queryable that counts the statements sent through it: "no query per row" checked by counting, never by timing. */
import type { SQL } from '../../src/core/sql.ts';
import type { Queryable } from '../../src/db/database.ts';

export function countingDb(db: Queryable): { db: Queryable; count: () => number } {
  let sent = 0;
  const counted: Queryable = {
    rows<T>(q: SQL) { sent += 1; return db.rows<T>(q); },
    one<T>(q: SQL) { sent += 1; return db.one<T>(q); },
    send(q: SQL) { sent += 1; return db.send(q); },
    eachRow<T>(q: SQL, onRow: (row: T) => void) { sent += 1; return db.eachRow<T>(q, onRow); },
    arrays<T extends readonly unknown[]>(q: SQL) { sent += 1; return db.arrays<T>(q); },
    get concurrent() { return db.concurrent; },
  };
  return { db: counted, count: () => sent };
}
