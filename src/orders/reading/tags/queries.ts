import { sql } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { bigintArray } from '../../../db/sql.ts';

/** Tags of each order, sorted. */
export async function selectTags(db: Queryable, orgId: number, orderIds: number[]): Promise<Map<number, string[]>> {
  const rows = await db.rows<{ order_id: number; value: string }>(sql`
    SELECT order_id, value FROM order_tags WHERE org_id = ${orgId} AND order_id = ANY(${bigintArray(orderIds)})
    ORDER BY order_id, value COLLATE "C"`);
  const out = new Map<number, string[]>();
  for (const r of rows) out.set(r.order_id, [...(out.get(r.order_id) ?? []), r.value]);
  return out;
}

/** Every distinct tag of the organization, sorted. */
export async function orgTags(db: Queryable, orgId: number): Promise<string[]> {
  const rows = await db.rows<{ value: string }>(sql`
    SELECT value FROM order_tags WHERE org_id = ${orgId} GROUP BY value ORDER BY value COLLATE "C"`);
  return rows.map((r) => r.value);
}
