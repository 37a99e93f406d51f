/**
 * The relations of a page of source orders (`{kind, order: <source url>}`): to an order of the page or one imported
 * before, written with the page (relateOrders); to one not imported yet, left pending for that order's page (whose
 * own relations usually carry the mirror) or settleRelations at the end.
 */
import type { Queryable } from '../db/database.ts';
import { MIRROR } from '../orders/writing/relations.ts';
import type { RelationKind } from '../orders/schemas.ts';
import { mappedObjects, type Mapped } from './queries.ts';
import type { OrderBatchContext, PendingRelation } from './orders.ts';

type Json = Record<string, any>;

const relationsOf = (src: Json): Json[] => (Array.isArray(src.relations) ? src.relations : []);

/**
 * The orders imported before that the page's relations name (by source url), read before the page is written so
 * that the batch locks them with the orders it replaces, in id order.
 */
export async function relationTargets(db: Queryable, ctx: OrderBatchContext, sources: Json[]): Promise<{ known: Map<string, Mapped>; lock: number[] }> {
  const own = new Set(sources.map((src) => String(src.url)));
  const urls = [...new Set(sources.flatMap((src) => relationsOf(src).map((r) => String(r.order))))].filter((u) => !own.has(u));
  const known = await mappedObjects(db, ctx.org.id, ctx.source, 'order', urls);
  return { known, lock: [...known.values()].filter((m) => m.exists).map((m) => m.targetId) };
}

/** The pairs to relate now; relations to orders not imported yet go to `result.pending`, unknown kinds are skipped. */
export function relationPairs(
  orders: { url: string; id: number; src: Json }[], written: Map<string, number>, known: Map<string, Mapped>,
  result: { pending: PendingRelation[] }, skip: (url: string, reason: string) => void,
): { orderId: number; relatedId: number; kind: RelationKind }[] {
  const pairs: { orderId: number; relatedId: number; kind: RelationKind }[] = [];
  for (const { url, id, src } of orders) {
    for (const r of relationsOf(src)) {
      const kind = String(r.kind) as RelationKind;
      const to = String(r.order);
      const target = known.get(to);
      const relatedId = written.get(to) ?? (target?.exists ? target.targetId : undefined);
      if (!(kind in MIRROR)) skip(url, `relation kind ${kind} is unknown`);
      else if (relatedId === undefined) result.pending.push({ from: url, to, kind });
      else if (relatedId !== id) pairs.push({ orderId: id, relatedId, kind });
    }
  }
  return pairs;
}
