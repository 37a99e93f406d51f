/**
 * Order relations: `{kind, orderId}` (in JSON `{kind, order: "<order url>"}`). Each is stored in both directions; writing A -> B
 * (split-child) also writes B -> A (split-parent), and replacing A's relations removes their mirrors.
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { bigintArray, textArray } from '../../db/sql.ts';
import { refuseIfAny, type FieldRefusal, type FieldRefusalReason } from './refusals.ts';
import type { RelationChange } from './commands.ts';
import type { RelationKind } from '../../catalogue/order.ts';

export const MIRROR: Record<RelationKind, RelationKind> = {
  'return-child': 'return-parent',
  'return-parent': 'return-child',
  'split-child': 'split-parent',
  'split-parent': 'split-child',
  'combine-child': 'combine-parent',
  'combine-parent': 'combine-child',
};

export interface ResolvedRelation {
  kind: RelationKind;
  relatedId: number;
}

/**
 * Checks relation changes: each must name an existing order of the organization other than `selfId`, at most
 * once. Refuses every wrong one (an OrderRefusal of the relation at the change's `at`).
 */
export async function resolveRelations(db: Queryable, org: { id: number }, inputs: RelationChange[], selfId: number | null): Promise<ResolvedRelation[]> {
  const refusals: FieldRefusal[] = [];
  const refuse = (at: string, reason: FieldRefusalReason) => refusals.push({ part: 'relation', at, field: 'reference', reason });
  const resolved: (ResolvedRelation & { at: string })[] = [];
  const seen = new Set<number>();
  for (const input of inputs) {
    const id = input.refused ? null : input.orderId;
    if (id === null) refuse(input.at, 'unknown_reference');
    else if (id === selfId) refuse(input.at, 'self_relation');
    else if (seen.has(id)) refuse(input.at, 'duplicate_relation');
    else {
      seen.add(id);
      resolved.push({ kind: input.kind, relatedId: id, at: input.at });
    }
  }
  if (resolved.length > 0) {
    const rows = await db.rows<{ id: number }>(sql`
      SELECT id FROM orders WHERE org_id = ${org.id} AND id = ANY(${bigintArray(resolved.map((r) => r.relatedId))})`);
    const found = new Set(rows.map((r) => r.id));
    for (const r of resolved) if (!found.has(r.relatedId)) refuse(r.at, 'no_such_order');
  }
  refuseIfAny(refusals);
  return resolved.map(({ kind, relatedId }) => ({ kind, relatedId }));
}

/**
 * Makes the order's relations (and their mirrors) exactly `relations`, in one statement that removes the pairs not
 * wanted and writes the wanted ones it lacks or holds with another kind (the related order may already point at
 * this one with another kind: the new pair wins); a relation already as wanted is left. Returns the other orders
 * whose relations changed (none: the order's relations are as they were).
 */
export async function replaceRelations(tx: Queryable, orgId: number, orderId: number, relations: ResolvedRelation[]): Promise<number[]> {
  const from = relations.flatMap((r) => [orderId, r.relatedId]);
  const to = relations.flatMap((r) => [r.relatedId, orderId]);
  const kinds = relations.flatMap((r) => [r.kind, MIRROR[r.kind]]);
  const rows = await tx.rows<{ other: number }>(sql`
    WITH wanted AS (
      SELECT * FROM unnest(${bigintArray(from)}, ${bigintArray(to)}, ${textArray(kinds)}) AS w (order_id, related_order_id, kind)
    ), removed AS (
      DELETE FROM order_relations r
      WHERE r.org_id = ${orgId} AND (r.order_id = ${orderId} OR r.related_order_id = ${orderId})
        AND NOT EXISTS (SELECT 1 FROM wanted w WHERE w.order_id = r.order_id AND w.related_order_id = r.related_order_id)
      RETURNING r.order_id, r.related_order_id
    ), written AS (
      INSERT INTO order_relations AS r (org_id, order_id, related_order_id, kind)
      SELECT ${orgId}, w.order_id, w.related_order_id, w.kind FROM wanted w
      ON CONFLICT (org_id, order_id, related_order_id) DO UPDATE SET kind = EXCLUDED.kind WHERE r.kind IS DISTINCT FROM EXCLUDED.kind
      RETURNING r.order_id, r.related_order_id
    )
    SELECT DISTINCT CASE WHEN c.order_id = ${orderId} THEN c.related_order_id ELSE c.order_id END AS other
    FROM (SELECT * FROM removed UNION ALL SELECT * FROM written) c`);
  return rows.map((r) => Number(r.other));
}

/** The orders related to `orderId` (for the events of a delete). */
export async function relatedOrderIds(db: Queryable, orgId: number, orderId: number): Promise<number[]> {
  const rows = await db.rows<{ related_order_id: number }>(sql`
    SELECT related_order_id FROM order_relations WHERE org_id = ${orgId} AND order_id = ${orderId}`);
  return rows.map((r) => r.related_order_id);
}

/**
 * Relates pairs of orders in one statement, each pair in both directions (the latest kind wins): the import's
 * relations (steps/import.ts), whose orders are written already and locked by the writer (or new).
 */
export async function relatePairs(tx: Queryable, orgId: number, pairs: { orderId: number; relatedId: number; kind: RelationKind }[]): Promise<void> {
  if (pairs.length === 0) return;
  const from = pairs.flatMap((p) => [p.orderId, p.relatedId]);
  const to = pairs.flatMap((p) => [p.relatedId, p.orderId]);
  const kinds = pairs.flatMap((p) => [p.kind, MIRROR[p.kind]]);
  await tx.rows(sql`
    INSERT INTO order_relations (org_id, order_id, related_order_id, kind)
    SELECT DISTINCT ON (o, r) ${orgId}, o, r, k FROM unnest(${bigintArray(from)}, ${bigintArray(to)}, ${textArray(kinds)}) WITH ORDINALITY AS x(o, r, k, n)
    ORDER BY o, r, n DESC
    ON CONFLICT (org_id, order_id, related_order_id) DO UPDATE SET kind = EXCLUDED.kind`);
}
