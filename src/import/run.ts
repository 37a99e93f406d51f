/**
 * `boxline import`: copies an organization from a service speaking the original's v2 API into a Boxline
 * organization, in this order: packaging presets, products, contacts (addresses, notes), orders (boxes, items,
 * notes, tags, relations, custom fields, shipping documents). Each page read is written in one transaction together with the
 * import's bookkeeping (which source object became which row, and the watermark of its kind), so a run stopped
 * anywhere resumes where its last committed page ended, and a second run brings only what changed: products
 * are read with `updated_at__gte`, orders with `nested_updated_at__gte` ordered by it (an order whose box or item
 * changed moves there, while its own `updated_at` may not), presets and contacts whole (their lists take no
 * filter) and compared with what was imported. The orders' next page is read and prepared while the current
 * one is written (order-pages.ts).
 */
import type { Database } from '../db/database.ts';
import type { OrgContext } from '../auth/org.ts';
import { encodeId } from '../core/ids.ts';
import type { Storage } from '../storage/index.ts';
import { SourceClient, type SourceOptions } from './client.ts';
import { settleRelations, type Skipped } from './orders.ts';
import { importOrderPages, sourceOrderPages } from './order-pages.ts';
import { writeObjectBatch } from './objects.ts';
import { saveWatermark, watermark } from './queries.ts';

type Json = Record<string, any>;
export type ImportedKind = 'packaging' | 'product' | 'contact' | 'order';

export interface ImportProgress {
  /** A kind starts; `total` is what the source says it will send (null when unknown). */
  start(kind: ImportedKind, total: number | null): void;
  /** After each committed page. */
  page(kind: ImportedKind, counts: KindCounts, total: number | null): void;
  /** A 429 makes the import wait. */
  wait(seconds: number): void;
  done(kind: ImportedKind, counts: KindCounts): void;
}

export interface KindCounts {
  read: number;
  written: number;
  unchanged: number;
  skipped: number;
}

export interface ImportOptions extends Omit<SourceOptions, 'onWait'> {
  db: Database;
  /** The target organization's id. */
  orgId: number;
  /** Where the shipping documents' files go (the app's storage), and the largest file kept (the upload limit). */
  documents: { storage: Storage; limitBytes: number };
  /** Emit webhook events for what is written (default off: subscribers do not hear of the import). */
  notify?: boolean;
  /** An order already here holding a source order's unique_id is written again under its id (default off: skipped). */
  replaceByUniqueId?: boolean;
  /** Orders per page, one transaction each (default 1000; the source may cap it). */
  pageSize?: number;
  progress?: ImportProgress;
}

export interface ImportSummary {
  counts: Record<ImportedKind, KindCounts>;
  skipped: Skipped[];
  /** 429 answers waited out. */
  throttled: number;
  seconds: number;
}

const zero = (): KindCounts => ({ read: 0, written: 0, unchanged: 0, skipped: 0 });
const silent: ImportProgress = { start() {}, page() {}, wait() {}, done() {} };

function orgContext(orgId: number): OrgContext {
  const pk = encodeId(orgId);
  return { id: orgId, pk, role: 'owner' };
}

export async function runImport(options: ImportOptions): Promise<ImportSummary> {
  const started = Date.now();
  const progress = options.progress ?? silent;
  const client = await SourceClient.open({ ...options, onWait: (seconds) => progress.wait(seconds) });
  const { db } = options;
  const org = orgContext(options.orgId);
  const source = client.key;
  const notify = options.notify ?? false;
  const limit = options.pageSize ?? 1000;
  const summary: ImportSummary = { counts: { packaging: zero(), product: zero(), contact: zero(), order: zero() }, skipped: [], throttled: 0, seconds: 0 };

  // Presets, products, contacts: page by page.
  const presets = new Map<string, number>();
  const objectKinds: { kind: 'packaging' | 'product' | 'contact'; path: string; query: Record<string, string | number | undefined>; stamp?: string }[] = [
    { kind: 'packaging', path: 'packaging/', query: {} },
    { kind: 'product', path: 'products/', query: { updated_at__gte: (await watermark(db, org.id, source, 'product')) ?? undefined }, stamp: 'updated_at' },
    { kind: 'contact', path: 'contacts/', query: { expand: 'notes' } },
  ];
  for (const { kind, path, query, stamp } of objectKinds) {
    const counts = summary.counts[kind];
    let started = false;
    let latest: string | null = null;
    for await (const page of client.pages<Json>(path, { ...query, limit })) {
      if (!started) progress.start(kind, page.count ?? null);
      started = true;
      for (const r of page.results) if (stamp && typeof r[stamp] === 'string' && (latest === null || r[stamp] > latest)) latest = r[stamp];
      const result = await db.transaction((tx) => writeObjectBatch(tx, { org, source, notify }, kind, page.results));
      if (kind === 'packaging') for (const [url, id] of result.targets) presets.set(url, id);
      counts.read += page.results.length;
      counts.written += result.written;
      counts.unchanged += result.unchanged;
      counts.skipped += result.skipped.length;
      summary.skipped.push(...result.skipped);
      progress.page(kind, counts, page.count ?? null);
    }
    // The watermark moves once the whole list is in (these lists are ordered by id, not by date).
    if (stamp && latest !== null && counts.skipped === 0) await db.transaction((tx) => saveWatermark(tx, org.id, source, kind, latest!));
    progress.done(kind, counts);
  }

  // Orders: keyset pages on nested_updated_at, each read and prepared while the one before is written.
  const counts = summary.counts.order;
  const ctx = { org, source, presets, notify, replaceByUniqueId: options.replaceByUniqueId ?? false };
  let total: number | null = null;
  const pages = sourceOrderPages(client, await watermark(db, org.id, source, 'order'), limit);
  let pending = await importOrderPages({
    db, client, documents: options.documents,
    onPage(page, result) {
      if (total === null) progress.start('order', (total = page.count));
      counts.read += page.results.length;
      counts.written += result.written;
      counts.unchanged += result.unchanged;
      counts.skipped += result.skipped.length;
      summary.skipped.push(...result.skipped);
      progress.page('order', counts, total);
    },
  }, ctx, pages);
  if (total === null) progress.start('order', 0);
  pending = await db.transaction((tx) => settleRelations(tx, { org, source, presets, notify }, pending));
  for (const p of pending) {
    summary.skipped.push({ kind: 'relation', url: p.from, reason: `${p.kind} relation to ${p.to}: that order was not imported` });
  }
  progress.done('order', counts);
  summary.throttled = client.throttled;
  summary.seconds = (Date.now() - started) / 1000;
  return summary;
}
