/**
 * The orders part of `boxline import`, page by page: the source is read in keyset pages on nested_updated_at,
 * and each page is checked and converted (prepareOrders, CPU) while the page before it is written (the database),
 * so that the two overlap: the next page is read and prepared while the current one's transaction runs. Each page
 * is one transaction with its documents' rows and the watermark, so a run stopped anywhere resumes after its last
 * committed page.
 */
import type { Database } from '../db/database.ts';
import type { SourceClient } from './client.ts';
import {
  ordersToWrite, prepareOrders, writeOrderBatch, type OrderBatchContext, type OrderBatchResult, type PendingRelation, type PreparedPage,
} from './orders.ts';
import { documentsOfOrders, fetchDocuments, releaseDocuments, type DocumentTarget } from './documents.ts';
import { analyzeOrderTables, saveWatermark } from './queries.ts';

type Json = Record<string, any>;

export interface SourcePage {
  /** What the source says the whole list holds. */
  count: number;
  results: Json[];
  /** nested_updated_at of the page's last order: the watermark once the page is in. */
  last: string;
}

/**
 * The source's orders changed at or after `since`, in nested_updated_at order, `limit` a page. `offset` skips
 * the orders already read that share the boundary value.
 */
export async function* sourceOrderPages(client: SourceClient, since: string | null, limit: number): AsyncGenerator<SourcePage> {
  let offset = 0;
  for (;;) {
    const page = await client.get<{ count: number; results: Json[] }>(client.url('orders/', {
      expand: 'boxes,items', order_by: 'nested_updated_at', limit, offset: offset || undefined, nested_updated_at__gte: since ?? undefined,
    }));
    if (page.results.length === 0) return;
    const last = String(page.results.at(-1)!.nested_updated_at);
    const atLast = page.results.filter((o) => String(o.nested_updated_at) === last).length;
    offset = last === since ? offset + atLast : atLast;
    since = last;
    yield { count: page.count, results: page.results, last };
    if (page.results.length < limit) return;
  }
}

/** The items of `source`, the next one produced while the consumer works on the current one. */
export async function* ahead<T>(source: AsyncIterator<T>): AsyncGenerator<T> {
  let next = source.next();
  for (;;) {
    const item = await next;
    if (item.done) return;
    next = source.next();
    // Its failure is reported when the consumer gets there.
    next.catch(() => {});
    yield item.value;
  }
}

async function* prepared(ctx: OrderBatchContext, pages: AsyncIterable<SourcePage>): AsyncGenerator<SourcePage & { prepared: PreparedPage }> {
  for await (const page of pages) yield { ...page, prepared: await prepareOrders(ctx, page.results) };
}

export interface OrderPagesTarget {
  db: Database;
  client: SourceClient;
  documents: DocumentTarget;
  /** Told of each page once committed. */
  onPage(page: SourcePage, result: OrderBatchResult): void;
}

/** Pages after which the order tables' statistics are refreshed (see analyzeOrderTables). */
const ANALYZE_AFTER_PAGES = new Set([1, 4, 16, 64]);

/** Writes the pages, each in one transaction; returns the relations still waiting for an order of a later page. */
export async function importOrderPages(target: OrderPagesTarget, ctx: OrderBatchContext, pages: AsyncIterable<SourcePage>): Promise<PendingRelation[]> {
  const { db, client, documents } = target;
  const pending: PendingRelation[] = [];
  // The watermark stays at the first order that a later run must bring again (its documents).
  let retryFrom: string | null = null;
  let count = 0;
  for await (const page of ahead(prepared(ctx, pages)[Symbol.asyncIterator]())) {
    const withDocuments = documentsOfOrders(page.results).length > 0 ? await ordersToWrite(db, ctx, page.results) : [];
    const fetched = await fetchDocuments(client, db, documents, ctx.org.id, withDocuments);
    let result: OrderBatchResult;
    try {
      result = await db.transaction(async (tx) => {
        const written = await writeOrderBatch(tx, ctx, page.prepared, fetched);
        retryFrom ??= written.retryFrom;
        await saveWatermark(tx, ctx.org.id, ctx.source, 'order', retryFrom ?? page.last);
        return written;
      });
    } catch (err) {
      await releaseDocuments(db, documents.storage, fetched, new Set(), []);
      throw err;
    }
    await releaseDocuments(db, documents.storage, fetched, new Set(result.keptFiles), result.replacedFiles);
    result.skipped.push(...fetched.skipped);
    if (ANALYZE_AFTER_PAGES.has(++count)) await analyzeOrderTables(db);
    pending.push(...result.pending);
    target.onPage(page, result);
  }
  return pending;
}
