/**
 * Creating a batch (DECISIONS section 13): everything it refuses (refusals.ts) is checked first (the action's options,
 * the account and service, the query or the orders), then ONE statement writes the batch and its items, the
 * (order, box) list fixed now in pack order: the query's order (the order list's own parser and reads, as the order
 * export uses them), or the order of the urls given; an order's boxes by id. The worker runs it (run.ts).
 */
import { invalidOne, type FieldProblem } from '../core/refusal.ts';
import { sql } from '../core/sql.ts';
import { bigintArray } from '../db/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { OrgRef } from '../orgs/ref.ts';
import { listSpec } from '../orders/reading/query/find.ts';
import { OrderQueryRefusal } from '../orders/reading/query/refusals.ts';
import { exportChunks, orderIdOf } from '../orders/reading/export/read.ts';
import type { ExportQuery } from '../orders/reading/export/index.ts';
import { CarrierRefusal } from '../carriers/shipping-types.ts';
import { selectCarrierAccount, selectCarrierAccounts } from '../shipping/accounts/queries.ts';
import { adapterOf, type ShippingDeps } from '../shipping/deps.ts';
import { printRunner } from './print-docs.ts';
import { BATCH_COLUMNS, numericBatch, type BatchRow } from './queries.ts';
import { CHEAPEST, MAX_BATCH_ITEMS, type BatchAction, type PrintFormat, type PrintSize } from './shape.ts';
import { refuseBatch, type BatchInvalidReason } from './refusals.ts';

/** One invalid field of the batch's input. */
const invalid = (path: string, reason: BatchInvalidReason, values?: FieldProblem<BatchInvalidReason>['values']) => refuseBatch(invalidOne(path, reason, values));

export type BatchSource = { kind: 'query'; text: string; query: ExportQuery } | { kind: 'orders'; orderIds: number[] };

export interface LabelsOptions {
  /** null: every account of the organization (service `cheapest` only). */
  accountId: number | null;
  service: string;
  format: PrintFormat;
  size: PrintSize;
}

export interface NewBatch {
  action: BatchAction;
  source: BatchSource;
  labels: LabelsOptions | null;
}

/** The account and service of a labels batch, refused with the field to fix. */
async function checkLabels(deps: ShippingDeps, orgId: number, o: LabelsOptions): Promise<void> {
  if (o.format === 'zpl' && o.size === 'letter') throw invalid('size', 'zpl_not_letter');
  if (o.accountId === null) {
    if (o.service !== CHEAPEST) throw invalid('carrier_account', 'account_required', { cheapest: CHEAPEST });
    if ((await selectCarrierAccounts(deps.db, orgId, null)).length === 0) {
      throw invalid('carrier_account', 'no_carrier_account');
    }
    return;
  }
  const account = await selectCarrierAccount(deps.db, orgId, o.accountId);
  if (!account) throw invalid('carrier_account', 'unknown_account');
  let codes: string[];
  try {
    codes = adapterOf(deps, account).services.map((s) => s.code);
  } catch (err) {
    if (err instanceof CarrierRefusal) throw invalid('carrier_account', 'unusable_account', { detail: err.message });
    throw err;
  }
  const allowed = account.services.length ? codes.filter((c) => account.services.includes(c)) : codes;
  if (o.service !== CHEAPEST && !allowed.includes(o.service)) {
    throw invalid('service', 'unknown_service', { cheapest: CHEAPEST, allowed });
  }
}

/** The ids of the orders the list query selects, in its order (at most MAX_BATCH_ITEMS + 1: one more says "too many"). */
async function queryOrderIds(db: Queryable, org: OrgRef, query: ExportQuery): Promise<number[]> {
  const ids: number[] = [];
  try {
    const spec = listSpec(query, org.id);
    for await (const chunk of exportChunks(db, org.id, spec, { chunk: 1000, items: false, columns: [] })) {
      for (const row of chunk.orders) ids.push(Number(orderIdOf(row)));
      if (ids.length > MAX_BATCH_ITEMS) break;
    }
  } catch (err) {
    // The list's own refusals (`order_by`, `q`) name its parameters: here they are inside `query`.
    if (err instanceof OrderQueryRefusal) throw err.within('query');
    throw err;
  }
  return ids;
}

/** The orders named that are not the organization's: refused at each one's index. */
async function checkOrders(db: Queryable, orgId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) throw invalid('orders', 'no_orders');
  const found = new Set((await db.rows<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray(ids)})`)).map((r) => Number(r.id)));
  const fields: FieldProblem<BatchInvalidReason>[] = [];
  ids.forEach((id, i) => {
    if (!found.has(id)) fields.push({ path: `orders[${i}]`, reason: 'unknown_order' });
  });
  if (fields.length) throw refuseBatch({ kind: 'invalid', fields });
}

/** Creates the batch, queued for the worker; refuses the field to fix (a BatchRefusal) before writing anything. */
export async function createBatch(deps: ShippingDeps, org: OrgRef, input: NewBatch): Promise<BatchRow> {
  if (input.action !== 'labels' && printRunner(input.action) === null) {
    throw invalid('action', 'action_unavailable', { action: input.action });
  }
  if (input.labels) await checkLabels(deps, org.id, input.labels);
  let orderIds: number[];
  if (input.source.kind === 'query') {
    orderIds = await queryOrderIds(deps.db, org, input.source.query);
    if (orderIds.length === 0) throw invalid('query', 'selects_none');
  } else {
    orderIds = [...new Set(input.source.orderIds)];
    await checkOrders(deps.db, org.id, orderIds);
  }
  if (orderIds.length > MAX_BATCH_ITEMS) throw invalid(input.source.kind, 'too_many', { max: MAX_BATCH_ITEMS });
  const labels = input.labels;
  // Labels: an item per box (an order without boxes is one item, which fails saying so); else an item per order.
  const boxes = labels
    ? sql`LEFT JOIN boxes bx ON bx.org_id = ${org.id} AND bx.order_id = w.id`
    : sql`LEFT JOIN (SELECT NULL::bigint AS id) bx ON true`;
  const row = await deps.db.one<BatchRow>(sql`
    WITH w AS MATERIALIZED (
      SELECT w.id AS order_id, bx.id AS box_id, row_number() OVER (ORDER BY w.n, bx.id) AS position
      FROM unnest(${bigintArray(orderIds)}) WITH ORDINALITY w (id, n) ${boxes}
    ), b AS (
      INSERT INTO batches (org_id, action, status, query, carrier_account_id, service, format, size, total)
      SELECT ${org.id}, ${input.action}, 'queued', ${input.source.kind === 'query' ? input.source.text : null}, ${labels?.accountId ?? null},
        ${labels?.service ?? null}, ${labels?.format ?? 'pdf'}, ${labels?.size ?? '4x6'}, (SELECT count(*) FROM w)
      RETURNING ${BATCH_COLUMNS}
    ), i AS (
      INSERT INTO batch_items (org_id, batch_id, position, order_id, box_id, status)
      SELECT ${org.id}, b.id, w.position, w.order_id, w.box_id, 'queued' FROM w, b
    )
    SELECT * FROM b`);
  if (!row) throw refuseBatch({ kind: 'not_written' });
  return numericBatch(row)!;
}
