/**
 * Creating a batch (DECISIONS section 13): everything a 400 can come from is checked first (the action's options,
 * the account and service, the query or the orders), then ONE statement writes the batch and its items, the
 * (order, box) list fixed now in pack order: the query's order (the order list's own parser and reads, as the order
 * export uses them), or the order of the urls given; an order's boxes by id. The worker runs it (run.ts).
 */
import { conflict, invalidField, invalidFields, type FieldErrors } from '../core/errors.ts';
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
  if (o.format === 'zpl' && o.size === 'letter') throw invalidField('size', 'must be 4x6 with format zpl (letter pages are PDF only)');
  if (o.accountId === null) {
    if (o.service !== CHEAPEST) throw invalidField('carrier_account', `is required unless service is "${CHEAPEST}"`);
    if ((await selectCarrierAccounts(deps.db, orgId, null)).length === 0) {
      throw invalidField('carrier_account', 'the organization has no carrier account: create one (POST .../carrier-accounts/) first');
    }
    return;
  }
  const account = await selectCarrierAccount(deps.db, orgId, o.accountId);
  if (!account) throw invalidField('carrier_account', 'must be the url of a carrier account of this organization');
  let codes: string[];
  try {
    codes = adapterOf(deps, account).services.map((s) => s.code);
  } catch (err) {
    if (err instanceof CarrierRefusal) throw invalidField('carrier_account', err.message);
    throw err;
  }
  const allowed = account.services.length ? codes.filter((c) => account.services.includes(c)) : codes;
  if (o.service !== CHEAPEST && !allowed.includes(o.service)) {
    throw invalidField('service', `must be "${CHEAPEST}" or one of this account's services: ${allowed.join(', ')}`);
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

/** The orders named that are not the organization's: a 400 at each one's index. */
async function checkOrders(db: Queryable, orgId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) throw invalidField('orders', 'must name at least one order');
  const found = new Set((await db.rows<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${orgId} AND id = ANY(${bigintArray(ids)})`)).map((r) => Number(r.id)));
  const errors: FieldErrors = {};
  ids.forEach((id, i) => {
    if (!found.has(id)) errors[`orders[${i}]`] = ['must be the url of an order of this organization'];
  });
  if (Object.keys(errors).length) throw invalidFields(errors);
}

/** Creates the batch, queued for the worker; throws the 400 of the field to fix before writing anything. */
export async function createBatch(deps: ShippingDeps, org: OrgRef, input: NewBatch): Promise<BatchRow> {
  if (input.action !== 'labels' && printRunner(input.action) === null) {
    throw invalidField('action', `${input.action} batches are not available in this version yet (only labels)`);
  }
  if (input.labels) await checkLabels(deps, org.id, input.labels);
  let orderIds: number[];
  if (input.source.kind === 'query') {
    orderIds = await queryOrderIds(deps.db, org, input.source.query);
    if (orderIds.length === 0) throw invalidField('query', 'selects no order: check its filters with GET .../orders/?<query>');
  } else {
    orderIds = [...new Set(input.source.orderIds)];
    await checkOrders(deps.db, org.id, orderIds);
  }
  if (orderIds.length > MAX_BATCH_ITEMS) throw invalidField(input.source.kind, `selects more than ${MAX_BATCH_ITEMS} orders: narrow it, or make several batches`);
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
  if (!row) throw conflict('The batch could not be written; retry.');
  return numericBatch(row)!;
}
