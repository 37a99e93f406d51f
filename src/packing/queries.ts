/**
 * The rows the pick list and the packing slips print, each read in one statement for any number of orders (orders
 * looked up id by id through their key, `byIds`), and the organization's name and logo.
 */
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import { byIds } from '../db/sql.ts';
import { storageKey } from '../orders/reading/boxes/docs/queries.ts';
import type { Storage } from '../storage/index.ts';
import type { LogoFile } from '../printing/pdf.ts';

/** An order with one of its goods items to pick (item fields null for an order with none). */
export interface PickRow {
  order_id: number;
  primary_id: string;
  item_id: number | null;
  quantity: number | null;
  part_number: string | null;
  description: string | null;
  location: string | null;
}

/** Only goods are picked: discount, tax and adjustment lines, and lines of quantity 0, are not on the shelf. */
const PICKED = sql`i.kind = 'goods' AND i.quantity > 0`;

/** The items are joined by the organization's id as a value: tied to byIds' rows, Citus refused the statement. */
export async function selectPickRows(db: Queryable, orgId: number, orderIds: readonly number[]): Promise<PickRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.rows<PickRow>(sql`
    SELECT o.id AS order_id, o.primary_id, i.id AS item_id, i.quantity, i.part_number, i.description,
      COALESCE(NULLIF(btrim(i.pick_location), ''), NULLIF(btrim(o.warehouse), '')) AS location
    FROM ${byIds(sql`orders`, 'o', orgId, 'id', orderIds)}
    LEFT JOIN items i ON i.org_id = ${orgId} AND i.order_id = o.id AND ${PICKED}
    ORDER BY o.id, i.box_id, i.id`);
  return rows.map((r) => ({ ...r, order_id: Number(r.order_id), item_id: r.item_id === null ? null : Number(r.item_id) }));
}

export interface SlipOrderRow extends Record<string, unknown> {
  id: number;
  primary_id: string;
  order_number: number | null;
  ordered_at: string | null;
  ship_to_company: string | null;
  ship_to_first_name: string | null;
  ship_to_last_name: string | null;
  ship_to_address_1: string | null;
  ship_to_address_2: string | null;
  ship_to_city: string | null;
  ship_to_region: string | null;
  ship_to_post_code: string | null;
  ship_to_country: string | null;
  ship_to_phone: string | null;
}

export interface SlipItemRow {
  order_id: number;
  quantity: number;
  part_number: string | null;
  description: string | null;
}

export async function selectSlipOrders(db: Queryable, orgId: number, orderIds: readonly number[]): Promise<SlipOrderRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.rows<SlipOrderRow>(sql`
    SELECT o.id, o.primary_id, o.order_number, o.ordered_at, o.ship_to_company, o.ship_to_first_name, o.ship_to_last_name,
      o.ship_to_address_1, o.ship_to_address_2, o.ship_to_city, o.ship_to_region, o.ship_to_post_code, o.ship_to_country, o.ship_to_phone
    FROM ${byIds(sql`orders`, 'o', orgId, 'id', orderIds)}`);
  return rows.map((r) => ({ ...r, id: Number(r.id), order_number: r.order_number === null ? null : Number(r.order_number) }));
}

/** The goods items of the orders, by order, box and item. */
export async function selectSlipItems(db: Queryable, orgId: number, orderIds: readonly number[]): Promise<SlipItemRow[]> {
  if (orderIds.length === 0) return [];
  const rows = await db.rows<SlipItemRow>(sql`
    SELECT i.order_id, i.quantity, i.part_number, i.description
    FROM ${byIds(sql`items`, 'i', orgId, 'order_id', orderIds)}
    WHERE ${PICKED} ORDER BY i.order_id, i.box_id, i.id`);
  return rows.map((r) => ({ ...r, order_id: Number(r.order_id) }));
}

export async function selectOrgName(db: Queryable, orgId: number): Promise<string> {
  return (await db.one<{ name: string }>(sql`SELECT name FROM orgs WHERE id = ${orgId}`))?.name ?? '';
}

/** A logo larger than this is not printed (a photo uploaded by mistake would make every page heavy). */
const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The organization's logo: its newest shipping document of kind `image` whose `purpose` is `logo` (any case),
 * PNG or JPEG, at most 2 MB (docs/packing.md). Null when there is none, or its file cannot be read: the papers
 * print without it rather than fail.
 */
export async function findOrgLogo(db: Queryable, storage: Storage, orgId: number): Promise<LogoFile | null> {
  const doc = await db.one<{ file_name: string; content_type: string }>(sql`
    SELECT file_name, content_type FROM shipping_documents
    WHERE org_id = ${orgId} AND kind = 'image' AND lower(btrim(purpose)) = 'logo'
      AND content_type IN ('image/png', 'image/jpeg') AND size_bytes <= ${LOGO_MAX_BYTES}
    ORDER BY created_at DESC, id DESC LIMIT 1`);
  if (!doc) return null;
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of await storage.read(storageKey(orgId, doc.file_name))) chunks.push(Buffer.from(chunk as Buffer));
    return { bytes: Buffer.concat(chunks), contentType: doc.content_type as LogoFile['contentType'] };
  } catch {
    return null;
  }
}
