/**
 * The organization's order counts by billing and shipping status (table order_counts, migrations 0009, 0080, 0093),
 * which a count of the order list filtered only by statuses sums instead of counting orders (query/find.ts). The
 * writer keeps them in the transaction that inserts or deletes orders or changes their statuses: triggers did until
 * migration 0293, and Citus runs no triggers on a distributed table.
 *
 * A change lands in the slot of the connection that makes it (its backend pid modulo 64), so writers of one
 * organization on different connections seldom wait on one count row, and the rows one transaction touches are
 * touched in key order (no deadlock between two of them). A count sums the slots.
 */
import { sql, type SQL } from '../core/sql.ts';
import type { ColumnValue } from '../core/fields/index.ts';
import type { Queryable } from '../db/database.ts';
import { bigintArray } from '../db/sql.ts';

const SLOT = sql`(pg_backend_pid() % 64)::smallint`;
const UPSERT = sql`ON CONFLICT (org_id, billing_status, shipping_status, slot) DO UPDATE SET n = c.n + EXCLUDED.n`;

/** A status pair as order_counts keys it ('' for none). */
export interface StatusPair { billing_status: string | null; shipping_status: string | null }

/**
 * The INSERT that counts one new order of these statuses (its columns' values as written, absent when not given):
 * insert.ts makes it a WITH query of the order's own statement.
 */
export function countNewOrderSql(orgId: number, billing: ColumnValue | undefined, shipping: ColumnValue | undefined): SQL {
  return sql`INSERT INTO order_counts AS c (org_id, billing_status, shipping_status, slot, n)
    VALUES (${orgId}::bigint, coalesce(${billing ?? null}::text, ''), coalesce(${shipping ?? null}::text, ''), ${SLOT}, 1) ${UPSERT}`;
}

/**
 * Counts the orders with these ids (`sign` 1: after they were inserted; -1: before they are deleted), from their
 * rows, one statement for any number.
 */
export async function countOrders(tx: Queryable, orgId: number, ids: readonly number[], sign: 1 | -1): Promise<void> {
  if (ids.length === 0) return;
  await tx.rows(sql`
    INSERT INTO order_counts AS c (org_id, billing_status, shipping_status, slot, n)
    SELECT o.org_id, coalesce(o.billing_status, ''), coalesce(o.shipping_status, ''), ${SLOT}, ${sign}::int * count(*)
    FROM orders o WHERE o.org_id = ${orgId} AND o.id = ANY(${bigintArray(ids)})
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ${UPSERT}`);
}

/** An order's statuses changed from `before` to `after`: one order moves between their counts. */
export async function moveOrderCount(tx: Queryable, orgId: number, before: StatusPair, after: StatusPair): Promise<void> {
  const from = [before.billing_status ?? '', before.shipping_status ?? ''] as const;
  const to = [after.billing_status ?? '', after.shipping_status ?? ''] as const;
  if (from[0] === to[0] && from[1] === to[1]) return;
  // Key order, so two transactions moving orders between the same statuses lock the rows in the same order.
  const rows = [[...from, -1], [...to, 1]] as const;
  const sorted = [...rows].sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1));
  await tx.rows(sql`
    INSERT INTO order_counts AS c (org_id, billing_status, shipping_status, slot, n)
    VALUES ${sql.join(sorted.map(([b, s, n]) => sql`(${orgId}::bigint, ${b}, ${s}, ${SLOT}, ${n}::int)`), sql`, `)}
    ${UPSERT}`);
}
