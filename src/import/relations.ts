/**
 * The relations of a page of source orders (`{kind, order: <source url>}`): to an order of the page or one imported
 * before, written with the page (the writer's importOrders command); to one not imported yet, left pending for that
 * order's page (whose own relations usually carry the mirror) or settleRelations at the end.
 */
import type { Queryable } from '../db/database.ts';
import { MIRROR } from '../orders/writing/relations.ts';
import type { RelationKind } from '../catalogue/order.ts';
import type { OrderAt, OrderPage } from '../orders/writing/batch.ts';
import { mappedObjects, type Mapped } from './queries.ts';
import type { OrderBatchContext, PendingRelation } from './orders.ts';

type Json = Record<string, any>;

const relationsOf = (src: Json): Json[] => (Array.isArray(src.relations) ? src.relations : []);

/** The orders imported before that the page's relations name (by source url), with whether each still exists. */
export async function relationTargets(db: Queryable, ctx: OrderBatchContext, sources: Json[]): Promise<Map<string, Mapped>> {
  const own = new Set(sources.map((src) => String(src.url)));
  const urls = [...new Set(sources.flatMap((src) => relationsOf(src).map((r) => String(r.order))))].filter((u) => !own.has(u));
  return mappedObjects(db, ctx.org.id, ctx.source, 'order', urls);
}

/**
 * The relations to write with the page's `orders` (each named by its position): to another order of the page or to
 * one imported before (`known`); relations to orders not imported yet go to `result.pending`, unknown kinds are
 * skipped.
 */
export function relationPairs(
  orders: { url: string; src: Json }[], known: Map<string, Mapped>, result: { pending: PendingRelation[] }, skip: (url: string, reason: string) => void,
): OrderPage['relations'] {
  const onPage = new Map(orders.map((o, k) => [o.url, k]));
  const pairs: OrderPage['relations'] = [];
  orders.forEach(({ url, src }, k) => {
    for (const r of relationsOf(src)) {
      const kind = String(r.kind) as RelationKind;
      const to = String(r.order);
      const page = onPage.get(to);
      const target = known.get(to);
      const at: OrderAt | undefined = page !== undefined ? { page } : target?.exists ? { id: target.targetId } : undefined;
      if (!(kind in MIRROR)) skip(url, `relation kind ${kind} is unknown`);
      else if (at === undefined) result.pending.push({ from: url, to, kind });
      else if (to !== url) pairs.push({ from: { page: k }, to: at, kind });
    }
  });
  return pairs;
}
