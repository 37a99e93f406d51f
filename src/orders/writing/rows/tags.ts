import { sql, type SQL } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray, textArray } from '../../../db/sql.ts';

/** Adds tags the order does not have yet; returns how many were new. */
export function addTags(tx: Queryable, orgId: number, orderId: number, values: string[]): Promise<number> {
  return insertTags(tx, orgId, values.map((value) => ({ orderId, value })));
}

/**
 * Adds tags to any number of orders in one statement (those already there are left); returns how many were new.
 * A tag is dated now, or `at` (an import keeps the source's dates: they count in nested_updated_at).
 */
export async function insertTags(tx: Queryable, orgId: number, tags: NewTag[]): Promise<number> {
  if (tags.length === 0) return 0;
  return (await tx.rows(insertTagsSql(orgId, tags))).length;
}

export interface NewTag {
  orderId: number;
  value: string;
  at?: string;
}

function insertTagsSql(orgId: number, tags: NewTag[]): SQL {
  return sql`
    INSERT INTO order_tags (org_id, order_id, value, created_at)
    SELECT ${orgId}, t.order_id, t.value, COALESCE(t.at, now())
    FROM unnest(${bigintArray(tags.map((t) => t.orderId))}, ${textArray(tags.map((t) => t.value))},
                ${sql`${sql.param(tags.map((t) => t.at ?? null))}::timestamptz[]`}) AS t (order_id, value, at)
    ON CONFLICT DO NOTHING RETURNING value`;
}

/** Makes the order's tags exactly `values`; true when anything changed. */
export async function replaceTags(tx: Queryable, orgId: number, orderId: number, values: string[]): Promise<boolean> {
  const removed = await tx.rows(sql`
    DELETE FROM order_tags WHERE org_id = ${orgId} AND order_id = ${orderId} AND NOT (value = ANY(${textArray(values)}))
    RETURNING value`);
  const added = await addTags(tx, orgId, orderId, values);
  return removed.length > 0 || added > 0;
}

export async function removeTag(tx: Queryable, orgId: number, orderId: number, value: string): Promise<boolean> {
  const row = await tx.one(sql`DELETE FROM order_tags WHERE org_id = ${orgId} AND order_id = ${orderId} AND value = ${value} RETURNING value`);
  return row !== undefined;
}
