/**
 * The bulk write path of `boxline import`: a page of source orders (boxes and items expanded, with notes, tags,
 * relations, custom fields and shipping documents) written in one transaction as one command of the order writer
 * (`importOrders`, src/orders/writing/steps/import.ts: a few set-based statements whatever the number of orders,
 * under the writer's lock and with its renders and events), and the import's bookkeeping. Column values come as for
 * `POST orders/`: the source's values parsed from v2's spelling in its own copy (src/wire/values.ts), bound by orderColumns,
 * columnsOf of BOX_FIELDS/ITEM_FIELDS and noteColumns; only the keys and the timestamps (kept as the source wrote
 * them, parts included, which a new order's write does not take) are the import's. The checking and converting
 * (prepareOrders) is done before the transaction, while the page before is written.
 *
 * An order imported before and unchanged at the source (same nested_updated_at) is left alone; a changed one
 * is deleted and written again under the same id (its url stays); a new one gets new ids.
 */
import type { Queryable } from '../db/database.ts';
import type { ValueProblems } from '../core/fields/problems.ts';
import { invalidOne, type FieldRules, type Invalid } from '../core/refusal.ts';
import { columnsOf, typed, type Columns } from '../core/fields/index.ts';
import { BOX_FIELDS, BOX_SHAPE } from '../catalogue/box.ts';
import { ITEM_FIELDS, ITEM_SHAPE } from '../catalogue/item.ts';
import { ADDRESS_PREFIXES, ORDER_SHAPE, type AddressName, type RelationKind } from '../catalogue/order.ts';
import { parseValuesInPlace } from '../wire/values.ts';
import { OrderWrite } from '../wire/bodies/orders.ts';
import { orderColumns } from '../orders/writing/order-columns.ts';
import { TableRows } from '../db/rows.ts';
import { applyOrderCommand } from '../orders/writing/apply.ts';
import type { OrderPage, PageOrder } from '../orders/writing/batch.ts';
import { relationPairs, relationTargets } from './relations.ts';
import { noteColumns } from '../notes/table.ts';
import type { Static } from 'typebox';
import { checkBody, describeProblem } from './validate.ts';
import { writeBody } from './write-body.ts';
import { explicitValues } from './box-values.ts';
import { refuseImport, type ImportInvalidReason } from './refusals.ts';
import { mappedObjects, ordersByUniqueId, recordMapped } from './queries.ts';
import { docsOf, pageDocuments, type FetchedDocuments } from './documents.ts';
import { orderUrl } from '../core/urls.ts';

type Json = Record<string, any>;

export interface Skipped {
  kind: string;
  url: string;
  reason: string;
}

export interface PendingRelation {
  from: string;
  to: string;
  kind: string;
}

export interface OrderBatchResult {
  written: number;
  unchanged: number;
  skipped: Skipped[];
  /** Relations to orders not imported yet (their mirror usually comes with that order). */
  pending: PendingRelation[];
  /** Storage keys of the fetched document files the page's rows now name. */
  keptFiles: string[];
  /** Storage keys of the files of the documents of orders written again (to remove once committed). */
  replacedFiles: string[];
  /** The earliest version of an order written without documents that a later run should bring again, if any. */
  retryFrom: string | null;
}

export interface OrderBatchContext {
  org: { id: number };
  /** Names the source organization in the bookkeeping. */
  source: string;
  /** Source preset url -> target preset id. */
  presets: Map<string, number>;
  /** Emit `orders` events for what is written (off: subscribers do not hear of the import). */
  notify: boolean;
  /**
   * An order of the organization holding a source order's unique_id (and not written again by this page) is
   * written again under its id as that order (off: the source order is skipped).
   */
  replaceByUniqueId?: boolean;
}

const ADDRESSES = Object.keys(ADDRESS_PREFIXES) as AddressName[];
const at = (value: unknown) => typed(typeof value === 'string' ? value : null, 'timestamptz');
/** A source order turned into column values. */
interface Converted {
  src: Json;
  url: string;
  version: string;
  order: Columns;
  boxes: { columns: Columns; items: Columns[]; src: Json }[];
  notes: Columns[];
  tags: string[];
}

/** A converted order of a page: its rows' positions in the page's TableRows. */
interface Prepared {
  src: Json;
  url: string;
  version: string;
  /** The target id when the order was imported before and is written again. */
  replaces: number | null;
  order: number;
  boxes: { row: number; items: number[]; src: Json }[];
  notes: number[];
  tags: string[];
}

/** Checks one source order and turns it into column values; refuses (`order_fields`) what POST orders/ would refuse. */
function convert(src: Json, ctx: OrderBatchContext): Converted {
  const url = String(src.url);
  const found = { nul: false }; // the copy looks for NUL characters: the check does not walk the body again
  const body = checkBody<Static<typeof OrderWrite>>(OrderWrite, writeBody(src, found), 'order', { nulFree: !found.nul });
  // The field mechanism's messages, a new object after each of the import's own problems, so that `parts` keeps their order.
  const parts: (FieldRules | Invalid<ImportInvalidReason>)[] = [];
  let errors: ValueProblems = {};
  const own = (problem: Invalid<ImportInvalidReason>) => {
    if (Object.keys(errors).length > 0) parts.push({ kind: 'field_rules', errors });
    parts.push(problem);
    errors = {};
  };
  const order = orderColumns(parseValuesInPlace(ORDER_SHAPE, body as Json), 'create');
  order.created_at = at(src.created_at);
  order.updated_at = at(src.updated_at);
  order.nested_updated_at = at(src.nested_updated_at);
  order.source_updated_at = at(src.source?.updated_at);
  for (const name of ADDRESSES) {
    const address = (name === 'bill_to' ? src.billing?.bill_to : src.shipping?.[name]) as Json | null | undefined;
    if (!address) continue;
    order[`${ADDRESS_PREFIXES[name]}created_at`] = at(address.created_at ?? src.created_at);
    order[`${ADDRESS_PREFIXES[name]}updated_at`] = at(address.updated_at ?? src.updated_at);
  }
  const srcBoxes: Json[] = Array.isArray(src.boxes) ? src.boxes : [];
  const boxes = (body.boxes ?? []).map((box, i) => {
    const srcBox = srcBoxes[i] ?? {};
    const presetUrl = srcBox.packaging?.url as string | undefined;
    const presetId = presetUrl ? ctx.presets.get(presetUrl) ?? null : null;
    if (presetUrl && presetId === null) own(invalidOne(`boxes[${i}].packaging`, 'preset_not_imported', { url: presetUrl }));
    const columns = columnsOf(BOX_FIELDS, parseValuesInPlace(BOX_SHAPE, explicitValues(box as Json, presetId === null ? null : srcBox.packaging)), { full: true, newRow: true, path: `boxes[${i}]`, errors });
    columns.packaging_id = typed(presetId, 'bigint');
    columns.created_at = at(srcBox.created_at);
    columns.updated_at = at(srcBox.updated_at);
    const srcItems: Json[] = Array.isArray(srcBox.items) ? srcBox.items : [];
    const items = (box.items ?? []).map((item, j) => {
      const c = columnsOf(ITEM_FIELDS, parseValuesInPlace(ITEM_SHAPE, item as Json), { full: true, newRow: true, path: `boxes[${i}].items[${j}]`, errors });
      c.created_at = at(srcItems[j]?.created_at);
      c.updated_at = at(srcItems[j]?.updated_at);
      return c;
    });
    return { columns, items, src: srcBox };
  });
  const srcNotes: Json[] = Array.isArray(src.notes) ? src.notes : [];
  const notes = (body.notes ?? []).map((note, i) => {
    const c = noteColumns(note as Json, { full: true, path: `notes[${i}]` });
    c.created_at = at(srcNotes[i]?.created_at);
    c.updated_at = at(srcNotes[i]?.updated_at);
    return c;
  });
  if (Object.keys(errors).length > 0) parts.push({ kind: 'field_rules', errors });
  if (parts.length > 0) throw refuseImport({ kind: 'order_fields', parts });
  return { src, url, version: orderVersion(src), order, boxes, notes, tags: [...new Set(body.tags ?? [])] };
}

/** The version the bookkeeping keeps of a source order: an order whose version did not move is left alone. */
export const orderVersion = (src: Json) => String(src.nested_updated_at ?? src.updated_at);

/** The source orders that a page will write (new, or changed since imported): those whose documents to fetch. */
export async function ordersToWrite(db: Queryable, ctx: OrderBatchContext, sources: Json[]): Promise<Json[]> {
  const mapped = await mappedObjects(db, ctx.org.id, ctx.source, 'order', sources.map((s) => String(s.url)));
  return sources.filter((src) => {
    const before = mapped.get(String(src.url));
    return !(before?.exists && before.version === orderVersion(src));
  });
}

const NO_DOCUMENTS: FetchedDocuments = { files: new Map(), skipped: [], retry: new Set() };
/** The version recorded for an order written without some of its documents: it matches no source version. */
const INCOMPLETE = 'documents missing';
const emptyRows = (): OrderPage['rows'] => ({ orders: new TableRows(), boxes: new TableRows(), items: new TableRows(), notes: new TableRows() });

/** A page of source orders checked and converted (no database yet): each order, or why it cannot be written. */
export interface PreparedPage {
  orders: (Prepared | { src: Json; url: string; problem: string })[];
  rows: OrderPage['rows'];
}

function addRows(page: PreparedPage, c: Converted): Prepared {
  const { rows } = page;
  return {
    src: c.src, url: c.url, version: c.version, replaces: null, tags: c.tags,
    order: rows.orders.add(c.order),
    boxes: c.boxes.map((b) => ({ row: rows.boxes.add(b.columns), items: b.items.map((item) => rows.items.add(item)), src: b.src })),
    notes: c.notes.map((note) => rows.notes.add(note)),
  };
}

/**
 * Orders checked between two turns of the event loop (a few milliseconds), so that each statement of the page's
 * transaction in flight is sent on as soon as the one before answers.
 */
const SLICE = 20;
const turn = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Checks and converts a page of source orders: the CPU part of the bulk path, kept out of the transaction so
 * that the import prepares the next page while the database writes the current one.
 */
export async function prepareOrders(ctx: OrderBatchContext, sources: Json[]): Promise<PreparedPage> {
  const page: PreparedPage = { orders: [], rows: emptyRows() };
  const seen = new Set<string>();
  for (const [i, src] of sources.entries()) {
    if (i > 0 && i % SLICE === 0) await turn();
    const url = String(src.url);
    if (seen.has(url)) continue;
    seen.add(url);
    let converted: Converted;
    try {
      converted = convert(src, ctx);
    } catch (err) {
      page.orders.push({ src, url, problem: describeProblem(err) });
      continue;
    }
    page.orders.push(addRows(page, converted));
  }
  return page;
}

/** Writes one prepared page of source orders in the caller's transaction, with the documents fetched for it. */
export async function writeOrderBatch(tx: Queryable, ctx: OrderBatchContext, page: PreparedPage, documents = NO_DOCUMENTS): Promise<OrderBatchResult> {
  const orgId = ctx.org.id;
  const result: OrderBatchResult = { written: 0, unchanged: 0, skipped: [], pending: [], keptFiles: [], replacedFiles: [], retryFrom: null };
  const skip = (url: string, reason: string) => result.skipped.push({ kind: 'order', url, reason });
  const mapped = await mappedObjects(tx, orgId, ctx.source, 'order', page.orders.map((o) => o.url));

  // Leave alone what did not change since the last run; name what cannot be written.
  const prepared: Prepared[] = [];
  for (const order of page.orders) {
    const before = mapped.get(order.url);
    if (before?.exists && before.version === orderVersion(order.src)) result.unchanged++;
    else if ('problem' in order) skip(order.url, order.problem);
    else prepared.push({ ...order, replaces: before?.exists ? before.targetId : null });
  }

  // unique_id is unique in the organization: an order not written by this import that holds it wins.
  const holders = await ordersByUniqueId(tx, orgId, prepared.map((p) => String(p.src.unique_id ?? '')).filter(Boolean));
  const uniques = new Set<string>();
  const claimed = new Set(prepared.flatMap((p) => (p.replaces === null ? [] : [p.replaces])));
  const toWrite = prepared.filter((p) => {
    const uid = typeof p.src.unique_id === 'string' ? p.src.unique_id : null;
    if (uid === null) return true;
    const holder = holders.get(uid);
    if (ctx.replaceByUniqueId && holder !== undefined && p.replaces === null && !claimed.has(holder)) p.replaces = holder;
    if ((holder !== undefined && holder !== p.replaces) || uniques.has(uid)) {
      skip(p.url, `unique_id ${uid} is already used by ${holder === undefined ? 'another order of this run' : orderUrl(ctx.org.id, holder)}`);
      return false;
    }
    uniques.add(uid);
    return true;
  });
  if (toWrite.length === 0) return result;

  // Relations: to orders of this page or imported before (written with the page); the others wait for their order
  // (whose own relations carry the mirror).
  const known = await relationTargets(tx, ctx, toWrite.map((p) => p.src));
  const relations = relationPairs(toWrite, known, result, skip);
  const orders: PageOrder[] = toWrite.map((p) => ({
    replaces: p.replaces, order: p.order, notes: p.notes, tags: p.tags, tagsAt: p.version,
    boxes: p.boxes.map((box) => ({ row: box.row, items: box.items, documents: pageDocuments(box.src, documents) })),
  }));
  // The writer's import command: the orders it reaches locked, replaced ones written again under their ids, every row
  // in a few statements, then the end of every write (renders, and events when the import notifies).
  const { result: { orderIds, removedFiles } } = await applyOrderCommand(tx, ctx.org, {
    type: 'importOrders', page: { rows: page.rows, orders, relations },
  }, { notify: ctx.notify });
  result.replacedFiles = removedFiles;
  result.keptFiles = orders.flatMap((o) => o.boxes.flatMap((b) => b.documents.map((d) => d.file.key)));

  const incomplete = (p: Prepared) => p.boxes.some((b) => docsOf(b.src).some((d) => documents.retry.has(String(d.url))));
  await recordMapped(tx, orgId, ctx.source, 'order', toWrite.map((p, k) => ({ url: p.url, targetId: orderIds[k], version: incomplete(p) ? INCOMPLETE : p.version })));
  for (const p of toWrite) if (incomplete(p) && (result.retryFrom === null || p.version < result.retryFrom)) result.retryFrom = p.version;
  result.written = toWrite.length;
  return result;
}

/** Writes the relations left waiting whose two orders are now both imported; returns those still missing one. */
export async function settleRelations(tx: Queryable, ctx: OrderBatchContext, pending: PendingRelation[]): Promise<PendingRelation[]> {
  if (pending.length === 0) return [];
  const known = await mappedObjects(tx, ctx.org.id, ctx.source, 'order', [...new Set(pending.flatMap((p) => [p.from, p.to]))]);
  const relations: OrderPage['relations'] = [];
  const missing: PendingRelation[] = [];
  for (const p of pending) {
    const from = known.get(p.from);
    const to = known.get(p.to);
    if (from?.exists && to?.exists) relations.push({ from: { id: from.targetId }, to: { id: to.targetId }, kind: p.kind as RelationKind });
    else missing.push(p);
  }
  // Both orders of each pair change: the writer's import command with no orders, only relations.
  if (relations.length > 0) {
    await applyOrderCommand(tx, ctx.org, { type: 'importOrders', page: { rows: emptyRows(), orders: [], relations } }, { notify: ctx.notify });
  }
  return missing;
}
