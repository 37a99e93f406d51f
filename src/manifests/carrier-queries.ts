/**
 * SQL of a manifest's carrier close (migration 0310): its state moves only from `pending` (the intent, recorded
 * before the carrier is called) to `closed`, `failed` or `none`, each move guarded by the state it leaves, so that a
 * request and the worker settling the same close never both record it.
 */
import { sql } from '../core/sql.ts';
import type { Database, Queryable } from '../db/database.ts';
import { bigintArray } from '../db/sql.ts';
import { claimByOrganization } from '../db/claim-by-org.ts';
import { keepUpload } from '../storage/removals.ts';
import { shippingOrderOf, shippingOrderSql } from '../shipping/shipment.ts';
import type { PostalAddress } from '../carriers/shipping-types.ts';

export interface StoredDocument {
  key: string;
  contentType: string;
  size: number;
}

/** Pending again from `from` (an operator's retry of a failed close); whether it was. */
export async function markCarrierPending(db: Queryable, orgId: number, id: number, from: 'failed'): Promise<boolean> {
  const rows = await db.rows(sql`UPDATE manifests SET carrier_status = 'pending', carrier_requested_at = now(), carrier_message = NULL
    WHERE org_id = ${orgId} AND id = ${id} AND carrier_status = ${from} RETURNING id`);
  return rows.length === 1;
}

/** Closed, with the carrier's reference and its stored document (kept with the row); false when no longer pending. */
export async function markCarrierClosed(tx: Queryable, orgId: number, id: number, reference: string, document: StoredDocument | null): Promise<boolean> {
  const rows = await tx.rows(sql`UPDATE manifests SET carrier_status = 'closed', carrier_reference = ${reference}, carrier_message = NULL,
      carrier_document_key = ${document?.key ?? null}, carrier_document_type = ${document?.contentType ?? null},
      carrier_document_size = ${document?.size ?? null}, carrier_closed_at = now()
    WHERE org_id = ${orgId} AND id = ${id} AND carrier_status = 'pending' RETURNING id`);
  if (rows.length === 1 && document) await keepUpload(tx, document.key);
  return rows.length === 1;
}

/**
 * Settles a pending close as `failed` (the carrier refused: an operator retries), `none` (nothing to close at the
 * carrier) or keeps it `pending` with the message (the carrier did not answer: the worker asks again).
 */
export async function markCarrierOutcome(db: Queryable, orgId: number, id: number, status: 'failed' | 'none' | 'pending', message: string): Promise<boolean> {
  const rows = await db.rows(sql`UPDATE manifests SET carrier_status = ${status}, carrier_message = ${message}
    WHERE org_id = ${orgId} AND id = ${id} AND carrier_status = 'pending' RETURNING id`);
  return rows.length === 1;
}

/**
 * Leases the closes left pending longer than `olderThanSeconds`, across organizations: each one's request time moves
 * to now, so that another worker leaves it alone for as long. SKIP LOCKED: two workers never take the same. Found
 * without a lock, then leased organization by organization (src/db/claim-by-org.ts), each checked again under its lock.
 */
export async function leaseStaleCloses(db: Database, olderThanSeconds: number, limit = 50): Promise<{ org_id: number; id: number }[]> {
  const stale = sql`carrier_status = 'pending' AND carrier_requested_at <= now() - make_interval(secs => ${olderThanSeconds})`;
  const rows = await claimByOrganization<{ org_id: number; id: number }, { org_id: number; id: number }>(db, sql`
    SELECT org_id, id FROM manifests WHERE ${stale} ORDER BY carrier_requested_at LIMIT ${limit}`, (tx, orgId, found) => tx.rows(sql`
    UPDATE manifests m SET carrier_requested_at = now()
    FROM (SELECT id FROM manifests WHERE org_id = ${orgId} AND id = ANY(${bigintArray(found.map((f) => f.id))}) AND ${stale}
          FOR UPDATE SKIP LOCKED) due
    WHERE m.org_id = ${orgId} AND m.id = due.id
    RETURNING m.org_id, m.id`));
  return rows.map((r) => ({ org_id: Number(r.org_id), id: Number(r.id) }));
}

/**
 * What the carrier is asked about a manifest: its labels (tracking number, service) and the ship-from of its first
 * label whose order is still there (null when none is). Three statements whatever the number of labels.
 */
export async function manifestForCarrier(db: Queryable, orgId: number, id: number): Promise<{ labels: { trackingNumber: string; service: string }[]; from: PostalAddress | null }> {
  const labels = await db.rows<{ tracking_number: string; service: string }>(sql`
    SELECT tracking_number, service FROM manifest_labels WHERE org_id = ${orgId} AND manifest_id = ${id} ORDER BY label_purchase_id`);
  const first = await db.one<{ order_id: number }>(sql`
    SELECT ml.order_id FROM manifest_labels ml JOIN orders o ON o.org_id = ml.org_id AND o.id = ml.order_id
    WHERE ml.org_id = ${orgId} AND ml.manifest_id = ${id} ORDER BY ml.label_purchase_id LIMIT 1`);
  const order = first ? await db.one<Record<string, unknown>>(shippingOrderSql(orgId, Number(first.order_id))) : null;
  return {
    labels: labels.map((l) => ({ trackingNumber: l.tracking_number, service: l.service })),
    from: order ? shippingOrderOf(order, []).from : null,
  };
}
