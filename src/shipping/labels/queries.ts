/** SQL of label purchases (migration 0240): the rows the purchase, its completion, voids and recovery write. */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { textArray } from '../../db/sql.ts';

/** `attention`: the carrier may have sold a label Boxline could not record; an operator settles it (void.ts). */
export type PurchaseStatus = 'pending' | 'purchased' | 'voided' | 'failed' | 'attention';

export interface PurchaseRow {
  org_id: number;
  id: number;
  order_id: number;
  box_id: number;
  carrier_account_id: number;
  carrier: string;
  service: string;
  format: 'pdf' | 'png' | 'zpl';
  size: '4x6' | 'letter';
  status: PurchaseStatus;
  purchase_key: string;
  idempotency_key: string | null;
  wallet_subaccount_id: number | null;
  tracking_number: string | null;
  shipment_id: string | null;
  amount: string | null;
  amount_currency: string | null;
  document_id: number | null;
  wallet_transaction_id: number | null;
  refund_transaction_id: number | null;
  error: string | null;
  created_at: string;
  voided_at: string | null;
}

export const COLUMNS = sql`org_id, id, order_id, box_id, carrier_account_id, carrier, service, format, size, status, purchase_key, idempotency_key,
  wallet_subaccount_id, tracking_number, shipment_id, amount_amount::text AS amount, amount_currency, document_id, wallet_transaction_id,
  refund_transaction_id, error, created_at, voided_at`;

/** A row as the driver (or row_to_json) gave it, with its ids as numbers. */
export const purchaseRowOf = (row: PurchaseRow | undefined | null): PurchaseRow | null => {
  if (!row) return null;
  for (const k of ['org_id', 'id', 'order_id', 'box_id', 'carrier_account_id', 'wallet_subaccount_id', 'document_id', 'wallet_transaction_id', 'refund_transaction_id'] as const) {
    if (row[k] !== null) (row as unknown as Record<string, number>)[k] = Number(row[k]);
  }
  if (row.amount_currency) row.amount_currency = row.amount_currency.trim();
  return row;
};

export interface PendingPurchase {
  orderId: number;
  boxId: number;
  accountId: number;
  carrier: string;
  service: string;
  format: string;
  size: string;
  purchaseKey: string;
  idempotencyKey: string | null;
  walletSubaccountId: number | null;
}

/** The postage held on the wallet sub-account for a pending purchase: the charge and the amount quoted (funds.ts). */
export interface PostageHold {
  walletTransactionId: number;
  quoted: { amount: string; currency: string };
}

/**
 * Records the intent (before the carrier is called, in its own transaction or with the wallet's hold); null when the
 * box has a label already. With a hold, the row's amount is the quote until the label is recorded.
 */
export async function insertPending(db: Queryable, orgId: number, p: PendingPurchase, hold: PostageHold | null = null): Promise<PurchaseRow | null> {
  const row = await db.one<PurchaseRow>(sql`
    INSERT INTO label_purchases (org_id, order_id, box_id, carrier_account_id, carrier, service, format, size, status, purchase_key,
      idempotency_key, wallet_subaccount_id, wallet_transaction_id, amount_amount, amount_currency)
    VALUES (${orgId}, ${p.orderId}, ${p.boxId}, ${p.accountId}, ${p.carrier}, ${p.service}, ${p.format}, ${p.size}, 'pending', ${p.purchaseKey},
      ${p.idempotencyKey}, ${p.walletSubaccountId}, ${hold?.walletTransactionId ?? null}, ${hold?.quoted.amount ?? null}, ${hold?.quoted.currency ?? null})
    ON CONFLICT DO NOTHING
    RETURNING ${COLUMNS}`);
  return purchaseRowOf(row);
}

/** The statement of currentPurchase (the purchase's one-statement read, context.ts, takes it as a subquery). */
export const currentPurchaseSql = (orgId: number, orderId: number, boxId: number) => sql`
  SELECT ${COLUMNS} FROM label_purchases WHERE org_id = ${orgId} AND order_id = ${orderId} AND box_id = ${boxId}
  ORDER BY (status IN ('pending', 'purchased', 'attention')) DESC, id DESC LIMIT 1`;

export const purchaseByIdempotencyKeySql = (orgId: number, boxId: number, key: string) => sql`
  SELECT ${COLUMNS} FROM label_purchases WHERE org_id = ${orgId} AND box_id = ${boxId} AND idempotency_key = ${key} ORDER BY id DESC LIMIT 1`;

/** The box's latest purchase made with the Idempotency-Key (a batch item's key, src/batches/labels.ts), or null. */
export async function purchaseByIdempotencyKey(db: Queryable, orgId: number, boxId: number, key: string): Promise<PurchaseRow | null> {
  return purchaseRowOf(await db.one<PurchaseRow>(purchaseByIdempotencyKeySql(orgId, boxId, key)));
}

/** The box's current label (pending, purchased, or waiting for the operator), else its latest. */
export async function currentPurchase(db: Queryable, orgId: number, orderId: number, boxId: number): Promise<PurchaseRow | null> {
  return purchaseRowOf(await db.one<PurchaseRow>(currentPurchaseSql(orgId, orderId, boxId)));
}

/** The row, locked (outside a transaction: just read), while it has `status`; null when it has moved on (another process settled it). */
export async function lockPurchase(tx: Queryable, orgId: number, id: number, status: PurchaseStatus): Promise<PurchaseRow | null> {
  return purchaseRowOf(await tx.one<PurchaseRow>(sql`
    SELECT ${COLUMNS} FROM label_purchases WHERE org_id = ${orgId} AND id = ${id} AND status = ${status} FOR UPDATE`));
}

export async function markPurchased(tx: Queryable, orgId: number, id: number, v: {
  trackingNumber: string; shipmentId: string; amount: string; currency: string; documentId: number; walletTransactionId: number | null;
}): Promise<PurchaseRow> {
  return purchaseRowOf(await tx.one<PurchaseRow>(sql`
    UPDATE label_purchases SET status = 'purchased', tracking_number = ${v.trackingNumber}, shipment_id = ${v.shipmentId},
      amount_amount = ${v.amount}, amount_currency = ${v.currency}, document_id = ${v.documentId}, wallet_transaction_id = ${v.walletTransactionId},
      updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id} RETURNING ${COLUMNS}`))!;
}

/**
 * A purchase that bought nothing (the carrier refused, or never had it), whose label was voided as unrecordable, or
 * that an operator settled: failed, while it is still in one of `from`. Whether it was; `refundTransactionId`: the
 * postage hold released with it.
 */
export async function markFailed(db: Queryable, orgId: number, id: number, error: string,
  opts: { from?: readonly PurchaseStatus[]; refundTransactionId?: number | null } = {}): Promise<boolean> {
  const rows = await db.rows(sql`UPDATE label_purchases SET status = 'failed', error = ${error.slice(0, 1000)},
      refund_transaction_id = ${opts.refundTransactionId ?? null}, updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id} AND status = ANY(${textArray(opts.from ?? ['pending'])}) RETURNING id`);
  return rows.length > 0;
}

/** What the carrier answered (its tracking number and shipment), kept on the pending row for carriers recovery cannot ask (recovery.ts). */
export async function recordCarrierAnswer(db: Queryable, orgId: number, id: number, label: { trackingNumber: string; shipmentId: string }): Promise<void> {
  await db.rows(sql`UPDATE label_purchases SET tracking_number = ${label.trackingNumber}, shipment_id = ${label.shipmentId}, updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id} AND status = 'pending' RETURNING id`);
}

/** A pending purchase recovery cannot settle: left for an operator (status `attention`, holding the box), with why. */
export async function markAttention(db: Queryable, orgId: number, id: number, error: string): Promise<void> {
  await db.rows(sql`UPDATE label_purchases SET status = 'attention', error = ${error.slice(0, 1000)}, updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id} AND status = 'pending' RETURNING id`);
}

export async function markVoided(tx: Queryable, orgId: number, id: number, refundTransactionId: number | null): Promise<PurchaseRow> {
  return purchaseRowOf(await tx.one<PurchaseRow>(sql`
    UPDATE label_purchases SET status = 'voided', voided_at = now(), refund_transaction_id = ${refundTransactionId}, updated_at = now()
    WHERE org_id = ${orgId} AND id = ${id} RETURNING ${COLUMNS}`))!;
}

/** Purchases pending for longer than `olderThanSeconds`, every organization's (the worker's recovery). */
export async function stalePending(db: Queryable, olderThanSeconds: number, limit = 100): Promise<PurchaseRow[]> {
  const rows = await db.rows<PurchaseRow>(sql`
    SELECT ${COLUMNS} FROM label_purchases WHERE status = 'pending' AND created_at <= now() - make_interval(secs => ${olderThanSeconds})
    ORDER BY created_at LIMIT ${limit}`);
  return rows.map((r) => purchaseRowOf(r)!);
}

/** Each box's current (else latest) label of an order, by box id: one query. */
export async function labelsOfOrder(db: Queryable, orgId: number, orderId: number): Promise<Map<number, PurchaseRow>> {
  const rows = await db.rows<PurchaseRow>(sql`
    SELECT DISTINCT ON (box_id) ${COLUMNS} FROM label_purchases WHERE org_id = ${orgId} AND order_id = ${orderId}
    ORDER BY box_id, (status IN ('pending', 'purchased', 'attention')) DESC, id DESC`);
  return new Map(rows.map((r) => purchaseRowOf(r)!).map((r) => [r.box_id, r]));
}
