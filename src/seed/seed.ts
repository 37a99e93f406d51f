/**
 * Fills an organization with demo data through the same write paths as the API: each body is checked by the
 * route's own body schema (with its defaults), then written by the function the route calls (createPreset,
 * createProduct, createContact), events included. Orders go in batches, each batch one transaction written as
 * POST orders/ writes one order (createOrder), but for the whole batch at once: checked by the same plans, each
 * order written with its parts in one statement (src/orders/writing/insert.ts), rendered and announced as one change of
 * orders.
 */
import { sql } from '../core/sql.ts';
import type { TSchema } from 'typebox';
import type { Database, Queryable } from '../db/database.ts';
import type { OrgContext } from '../auth/org.ts';
import { encodeId } from '../core/ids.ts';
import { validatorCompiler } from '../http/validation.ts';
import { PackagingCreate } from '../wire/bodies/packaging.ts';
import { createPreset } from '../packaging/service.ts';
import { ProductCreate } from '../wire/bodies/products.ts';
import { createProduct } from '../products/service.ts';
import { ContactCreate } from '../wire/bodies/contacts.ts';
import { createContact } from '../contacts/write.ts';
import { OrderWrite } from '../wire/bodies/orders.ts';
import { applyOrderCommands } from '../orders/writing/apply.ts';
import { newOrderChange } from './new-order.ts';
import { parseValues } from '../wire/values.ts';
import { PACKAGING_SHAPE } from '../catalogue/packaging.ts';
import { PRODUCT_SHAPE } from '../catalogue/product.ts';
import { CONTACT_SHAPE } from '../catalogue/contact.ts';
import { createCarrierAccount } from '../shipping/accounts/service.ts';
import type { CarrierAccountValues } from '../shipping/accounts/shape.ts';
import { PRESETS, Random, contactBody, customers, orderBody, productBodies } from './data.ts';
import { packagingUrl } from '../core/urls.ts';

export interface SeedOptions {
  orders: number;
  /** Called after each batch with the orders written so far. */
  onProgress?: (done: number, total: number) => void;
  /** Orders per transaction. */
  batch?: number;
  /** Orders are placed over this many days before now. */
  days?: number;
  now?: Date;
}

export interface SeedResult {
  orders: number;
  contacts: number;
  products: number;
  packaging: number;
  /** A sandbox carrier account, made when the organization has no carrier account. */
  carrier_accounts: number;
}

const validators = new WeakMap<TSchema, ((value: unknown) => boolean) & { errors?: unknown }>();

/** The body as the route would hand it to its handler: validated by the same schema, defaults applied. */
export function asRequestBody<T>(schema: TSchema, body: unknown, what: string): T {
  let validate = validators.get(schema);
  if (!validate) {
    validate = validatorCompiler({ schema, httpPart: 'body', method: 'POST', url: what }) as unknown as ((value: unknown) => boolean) & { errors?: unknown };
    validators.set(schema, validate);
  }
  const value = structuredClone(body);
  if (!validate(value)) throw new Error(`demo ${what} body does not validate: ${JSON.stringify(validate.errors)}`);
  return value as T;
}

const count = async (db: Queryable, table: 'packaging_presets' | 'products' | 'contacts' | 'orders' | 'carrier_accounts', orgId: number) =>
  Number((await db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE org_id = ${orgId}`))!.n);

/** The org as a route sees it (an owner's request). */
export function orgContext(orgId: number): OrgContext {
  const pk = encodeId(orgId);
  return { id: orgId, pk, role: 'owner' };
}

/**
 * Adds `orders` demo orders to the organization. Packaging presets, products and contacts are created the
 * first time (when the organization has none of them); orders are added on every run, numbered after the
 * organization's existing orders.
 */
export async function seedOrganization(db: Database, orgId: number, opts: SeedOptions): Promise<SeedResult> {
  const org = orgContext(orgId);
  const random = new Random(orgId * 7919 + (await count(db, 'orders', orgId)));
  const result: SeedResult = { orders: 0, contacts: 0, products: 0, packaging: 0, carrier_accounts: 0 };
  const people = customers(new Random(orgId), 40);

  await db.transaction(async (tx) => {
    if ((await count(tx, 'packaging_presets', orgId)) === 0) {
      for (const body of PRESETS) await createPreset(tx, orgId, parseValues(PACKAGING_SHAPE, asRequestBody(PackagingCreate, body, 'packaging')));
      result.packaging = PRESETS.length;
    }
    if ((await count(tx, 'products', orgId)) === 0) {
      const bodies = productBodies();
      for (const body of bodies) await createProduct(tx, orgId, parseValues(PRODUCT_SHAPE, asRequestBody(ProductCreate, body, 'product')));
      result.products = bodies.length;
    }
    if ((await count(tx, 'carrier_accounts', orgId)) === 0) {
      // The built-in sandbox carrier, so that rates and labels work at once, offline (docs/shipping.md).
      await createCarrierAccount(tx, orgId, { carrier: 'sandbox', name: 'Sandbox', is_test: true } as CarrierAccountValues, null);
      result.carrier_accounts = 1;
    }
    if ((await count(tx, 'contacts', orgId)) === 0) {
      for (const person of people) await createContact(tx, org, parseValues(CONTACT_SHAPE, asRequestBody(ContactCreate, contactBody(person), 'contact')));
      result.contacts = people.length;
    }
  });

  const presets = await db.rows<{ id: number }>(sql`SELECT id FROM packaging_presets WHERE org_id = ${orgId} ORDER BY id`);
  const presetIds = new Map(presets.map((p) => [packagingUrl(org.id, Number(p.id)), Number(p.id)]));
  const presetUrls = [...presetIds.keys()];
  const first = (await count(db, 'orders', orgId)) + 1;
  const batch = opts.batch ?? 50;
  const now = (opts.now ?? new Date()).getTime();
  // Oldest first, so that created order and ordered_at run the same way.
  const bodies = Array.from({ length: opts.orders }, (_, i) =>
    orderBody(random, first + i, { customers: people, presetUrls, now, days: opts.days ?? 90 }))
    .sort((a, b) => a.ordered_at.localeCompare(b.ordered_at))
    .map((body, i) => ({ ...body, primary_id: `#${1000 + first + i}`, order_number: 1000 + first + i }));

  opts.onProgress?.(0, opts.orders);
  for (let from = 0; from < bodies.length; from += batch) {
    const chunk = bodies.slice(from, from + batch);
    // One change of orders a batch: one set of locks, one refresh of kept values, one render of the batch.
    const commands = chunk.map((body) => ({ type: 'createOrder' as const, change: newOrderChange(asRequestBody(OrderWrite, body, 'order'), presetIds) }));
    await db.transaction((tx) => applyOrderCommands(tx, org, commands));
    result.orders += chunk.length;
    opts.onProgress?.(result.orders, opts.orders);
  }
  return result;
}

