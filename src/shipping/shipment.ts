/**
 * What a carrier is asked about an order's boxes: its ship-from and ship-to addresses as PostalAddress, each box's
 * effective weight and size (DECISIONS section 5), and the ship date, today in the organization's time zone (as a
 * manifest's day is: src/orgs/time-zone.ts); read in two queries whatever the number of boxes.
 */
import { sql } from '../core/sql.ts';
import { bigintArray } from '../db/sql.ts';
import type { Queryable } from '../db/database.ts';
import { dayIn } from '../orgs/time-zone.ts';
import type { Parcel, PostalAddress, ShipmentRequest } from '../carriers/shipping-types.ts';

export interface OrderForShipping {
  id: number;
  primaryId: string | null;
  from: PostalAddress;
  to: PostalAddress;
  /** The organization's time zone: the ship date is today there. */
  timeZone: string;
  boxes: { id: number; parcel: Parcel }[];
}

const ADDRESS_PARTS = ['company', 'first_name', 'last_name', 'address_1', 'address_2', 'city', 'region', 'post_code', 'country', 'phone', 'email', 'residential'];
const addressColumns = (prefix: string) => sql.raw(ADDRESS_PARTS.map((p) => `${prefix}${p}`).join(', '));

/** An address of the API's fields (an order's ship_to, the address check's body) as a carrier's PostalAddress. */
export function postalAddress(a: Record<string, unknown>): PostalAddress {
  const text = (k: string) => {
    const v = a[k];
    return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  };
  const name = [text('first_name'), text('last_name')].filter(Boolean).join(' ');
  return {
    name: name || null, company: text('company'), street1: text('address_1'), street2: text('address_2'), city: text('city'),
    state: text('region'), postalCode: text('post_code'), country: (text('country') ?? 'US').toUpperCase(), phone: text('phone'),
    email: text('email'), residential: typeof a.residential === 'boolean' ? a.residential : null,
  };
}

/** The PostalAddress back in the API's fields (the normalised address of a check). */
export function addressFields(a: PostalAddress, names: { first: string | null; last: string | null }) {
  return {
    company: a.company, first_name: names.first, last_name: names.last, address_1: a.street1, address_2: a.street2, city: a.city,
    region: a.state, post_code: a.postalCode, country: a.country, phone: a.phone, email: a.email, residential: a.residential,
  };
}

const strip = (row: Record<string, unknown>, prefix: string) =>
  Object.fromEntries(ADDRESS_PARTS.map((p) => [p, row[`${prefix}${p}`]]));

/** The order's id, primary id, both addresses and its organization's time zone: one row, read as `shippingOrderOf` takes it. */
export const shippingOrderSql = (orgId: number, orderId: number) => sql`
  SELECT o.id, o.primary_id, ${addressColumns('o.ship_from_')}, ${addressColumns('o.ship_to_')}, g.time_zone
  FROM orders o JOIN orgs g ON g.id = o.org_id WHERE o.org_id = ${orgId} AND o.id = ${orderId}`;

/** The boxes named (all when `boxIds` is null) with their effective weight and size, as `shippingOrderOf` takes them. */
export const shippingBoxesSql = (orgId: number, orderId: number, boxIds: readonly number[] | null) => sql`
  SELECT id, effective_weight::text AS w, effective_length::text AS l, effective_width::text AS wd, effective_height::text AS h
  FROM boxes WHERE org_id = ${orgId} AND order_id = ${orderId} ${boxIds === null ? sql`` : sql`AND id = ANY(${bigintArray(boxIds)})`} ORDER BY id`;

export interface ShippingBoxRow { id: string | number; w: string | null; l: string | null; wd: string | null; h: string | null }

/** The rows of shippingOrderSql and shippingBoxesSql as the carrier is asked about them. */
export function shippingOrderOf(order: Record<string, unknown>, boxes: readonly ShippingBoxRow[]): OrderForShipping {
  const num = (v: string | null) => (v === null ? null : Number(v));
  return {
    id: Number(order.id),
    primaryId: (order.primary_id as string | null) ?? null,
    from: postalAddress(strip(order, 'ship_from_')),
    to: postalAddress(strip(order, 'ship_to_')),
    timeZone: order.time_zone as string,
    boxes: boxes.map((b) => ({ id: Number(b.id), parcel: { weightGrams: num(b.w) ?? 0, lengthM: num(b.l), widthM: num(b.wd), heightM: num(b.h) } })),
  };
}

/** The order and the boxes named (all when `boxIds` is null); null when the organization has no such order. */
export async function orderForShipping(db: Queryable, orgId: number, orderId: number, boxIds: readonly number[] | null): Promise<OrderForShipping | null> {
  const order = await db.one<Record<string, unknown>>(shippingOrderSql(orgId, orderId));
  if (!order) return null;
  return shippingOrderOf(order, await db.rows<ShippingBoxRow>(shippingBoxesSql(orgId, orderId, boxIds)));
}

/** A box of the order as the carrier is asked about it, shipped today in the organization's time zone (YYYY-MM-DD). */
export function shipmentOf(order: OrderForShipping, parcel: Parcel, at: Date = new Date()): ShipmentRequest {
  return { from: order.from, to: order.to, parcel, shipDate: dayIn(order.timeZone, at), reference: order.primaryId };
}
