/** SQL of manifests (migration 0255): the close that claims an account's labels of a date, and the reads. */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { bigintArray, countedPage } from '../db/sql.ts';
import type { Page } from '../core/paging.ts';

export interface ManifestRow {
  org_id: number;
  id: number;
  carrier_account_id: number;
  carrier: string;
  account_name: string;
  ship_date: string;
  time_zone: string;
  label_count: number;
  created_at: string;
  /** The carrier's own close (carrier-close.ts): `none`, `pending`, `closed` or `failed`. */
  carrier_status: 'none' | 'pending' | 'closed' | 'failed';
  carrier_reference: string | null;
  carrier_message: string | null;
  carrier_document_key: string | null;
  carrier_document_type: string | null;
  carrier_document_size: number | null;
  carrier_closed_at: string | null;
}

export interface ManifestLabelRow {
  manifest_id: number;
  label_purchase_id: number;
  order_id: number;
  box_id: number;
  order_primary_id: string | null;
  tracking_number: string;
  service: string;
  weight_grams: string | null;
  amount: string | null;
  amount_currency: string | null;
}

const COLUMNS = sql`org_id, id, carrier_account_id, carrier, account_name, ship_date, time_zone, label_count,
  created_at, carrier_status, carrier_reference, carrier_message, carrier_document_key, carrier_document_type,
  carrier_document_size, carrier_closed_at`;
const LABEL_COLUMNS = sql`manifest_id, label_purchase_id, order_id, box_id, order_primary_id, tracking_number, service,
  weight_grams::text AS weight_grams, amount_amount::text AS amount, amount_currency`;

const numbers = <T extends object>(row: T, keys: (keyof T)[]): T => {
  for (const k of keys) if (row[k] !== null) (row as Record<keyof T, unknown>)[k] = Number(row[k]);
  return row;
};
const manifest = (row: ManifestRow) => numbers(row, ['org_id', 'id', 'carrier_account_id', 'label_count', 'carrier_document_size']);
const label = (row: ManifestLabelRow) => {
  if (row.amount_currency) row.amount_currency = row.amount_currency.trim();
  return numbers(row, ['manifest_id', 'label_purchase_id', 'order_id', 'box_id']);
};

/** `carrierClose`: the carrier has its own close, recorded `pending` with the manifest (the intent, before the call). */
export async function insertManifest(tx: Queryable, orgId: number,
  v: { accountId: number; carrier: string; accountName: string; shipDate: string; timeZone: string; carrierClose?: boolean }) {
  const status = v.carrierClose ? 'pending' : 'none';
  return manifest((await tx.one<ManifestRow>(sql`
    INSERT INTO manifests (org_id, carrier_account_id, carrier, account_name, ship_date, time_zone, carrier_status, carrier_requested_at)
    VALUES (${orgId}, ${v.accountId}, ${v.carrier}, ${v.accountName}, ${v.shipDate}::date, ${v.timeZone}, ${status},
      ${v.carrierClose ? sql`now()` : sql`NULL`}) RETURNING ${COLUMNS}`))!);
}

/**
 * Puts into the manifest every purchased label of the account bought on the ship date (in the manifest's time zone)
 * and in no manifest yet, copying what the manifest prints. The labels are read FOR SHARE: a void committing
 * meanwhile is waited for and its label left out; a concurrent close that took a label first makes this one skip it
 * (the primary key of manifest_labels, ON CONFLICT DO NOTHING). Returns how many labels it took. The orders and boxes
 * are joined by the organization's id as a value: tied only to the locked labels' org_id, Citus planned them apart
 * and read both tables on every shard, whole, for each manifest.
 */
export async function claimLabels(tx: Queryable, orgId: number, m: ManifestRow): Promise<number> {
  const taken = await tx.rows<{ label_purchase_id: number }>(sql`
    INSERT INTO manifest_labels (org_id, label_purchase_id, manifest_id, order_id, box_id, order_primary_id, tracking_number, service,
      weight_grams, amount_amount, amount_currency)
    SELECT lp.org_id, lp.id, ${m.id}, lp.order_id, lp.box_id, o.primary_id, lp.tracking_number, lp.service, b.effective_weight,
      lp.amount_amount, lp.amount_currency
    FROM (
      SELECT * FROM label_purchases lp
      WHERE lp.org_id = ${orgId} AND lp.carrier_account_id = ${m.carrier_account_id} AND lp.status = 'purchased'
        AND lp.tracking_number IS NOT NULL AND (lp.created_at AT TIME ZONE ${m.time_zone})::date = ${m.ship_date}::date
        AND NOT EXISTS (SELECT 1 FROM manifest_labels ml WHERE ml.org_id = ${orgId} AND ml.label_purchase_id = lp.id)
      ORDER BY lp.id FOR SHARE
    ) lp
    LEFT JOIN orders o ON o.org_id = ${orgId} AND o.id = lp.order_id
    LEFT JOIN boxes b ON b.org_id = ${orgId} AND b.id = lp.box_id
    ORDER BY lp.id
    ON CONFLICT DO NOTHING
    RETURNING label_purchase_id`);
  await tx.rows(sql`UPDATE manifests SET label_count = ${taken.length} WHERE org_id = ${orgId} AND id = ${m.id}`);
  return taken.length;
}

export async function selectManifest(db: Queryable, orgId: number, id: number): Promise<ManifestRow | null> {
  const row = await db.one<ManifestRow>(sql`SELECT ${COLUMNS} FROM manifests WHERE org_id = ${orgId} AND id = ${id}`);
  return row ? manifest(row) : null;
}

/** Newest first. */
export async function listManifests(db: Queryable, orgId: number, page: Page, filter: { accountId?: number; shipDate?: string }) {
  const where = sql`org_id = ${orgId}
    ${filter.accountId === undefined ? sql`` : sql`AND carrier_account_id = ${filter.accountId}`}
    ${filter.shipDate === undefined ? sql`` : sql`AND ship_date = ${filter.shipDate}::date`}`;
  const { count, rows } = await countedPage<ManifestRow>(db, sql`SELECT count(*)::int AS count FROM manifests WHERE ${where}`,
    sql`SELECT ${COLUMNS} FROM manifests WHERE ${where} ORDER BY id DESC LIMIT ${page.limit} OFFSET ${page.offset}`);
  return { count, rows: rows.map(manifest) };
}

/** The labels of the manifests, by manifest then label: one query for a page of manifests. */
export async function labelsOfManifests(db: Queryable, orgId: number, ids: readonly number[]): Promise<ManifestLabelRow[]> {
  if (ids.length === 0) return [];
  const rows = await db.rows<ManifestLabelRow>(sql`
    SELECT ${LABEL_COLUMNS} FROM manifest_labels WHERE org_id = ${orgId} AND manifest_id = ANY(${bigintArray(ids)})
    ORDER BY manifest_id, label_purchase_id`);
  return rows.map(label);
}
