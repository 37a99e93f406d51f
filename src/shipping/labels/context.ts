/**
 * Everything a label purchase checks before it records its intent, read in ONE statement (one round trip instead of
 * five): the order's addresses, the box's parcel, the carrier account, the box's current label and, with an
 * Idempotency-Key, the purchase made under it. Each part is the same SQL its own query uses, as a subquery.
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { carrierAccountSql, type CarrierAccountRow } from '../accounts/queries.ts';
import { shippingBoxesSql, shippingOrderOf, shippingOrderSql, type OrderForShipping, type ShippingBoxRow } from '../shipment.ts';
import { currentPurchaseSql, purchaseByIdempotencyKeySql, purchaseRowOf, type PurchaseRow } from './queries.ts';

export interface PurchaseContext {
  /** The order with the one box, or null when the organization has no such order or the order no such box. */
  order: (OrderForShipping & { box: OrderForShipping['boxes'][number] }) | null;
  account: CarrierAccountRow | null;
  current: PurchaseRow | null;
  /** The purchase made under the Idempotency-Key, if one was. */
  earlier: PurchaseRow | null;
}

interface ContextRow {
  o: Record<string, unknown> | null;
  b: ShippingBoxRow | null;
  a: CarrierAccountRow | null;
  c: PurchaseRow | null;
  e: PurchaseRow | null;
}

export async function purchaseContext(db: Queryable, orgId: number, input: {
  orderId: number; boxId: number; accountId: number; idempotencyKey: string | null;
}): Promise<PurchaseContext> {
  const { orderId, boxId, accountId, idempotencyKey } = input;
  const row = (await db.one<ContextRow>(sql`
    SELECT (SELECT row_to_json(o) FROM (${shippingOrderSql(orgId, orderId)}) o) AS o,
      (SELECT row_to_json(b) FROM (${shippingBoxesSql(orgId, orderId, [boxId])}) b) AS b,
      (SELECT row_to_json(a) FROM (${carrierAccountSql(orgId, accountId)}) a) AS a,
      (SELECT row_to_json(c) FROM (${currentPurchaseSql(orgId, orderId, boxId)}) c) AS c,
      ${idempotencyKey === null ? sql`NULL::json` : sql`(SELECT row_to_json(e) FROM (${purchaseByIdempotencyKeySql(orgId, boxId, idempotencyKey)}) e)`} AS e`))!;
  const order = row.o && row.b ? shippingOrderOf(row.o, [row.b]) : null;
  const account = row.a ? { ...row.a, org_id: Number(row.a.org_id), id: Number(row.a.id) } : null;
  return { order: order && { ...order, box: order.boxes[0] }, account, current: purchaseRowOf(row.c), earlier: purchaseRowOf(row.e) };
}
