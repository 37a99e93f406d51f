/**
 * Object keys in paths (`:order_pk`, `:box_pk`, ...): the object each one names, and the type of their decoded
 * values. The guard decodes them all before a handler runs (`request.keys`) and answers a malformed one with
 * 404 naming the object the route addresses, the one of its last key (`/orders/!/notes/5/` is "No such note.",
 * as for a well-formed key of no note). A new kind of key is added here, or the app refuses to start.
 */
import { PathKey } from '../core/schema.ts';

export const PATH_KEY_OBJECTS: Record<string, string> = {
  org_pk: 'organization',
  order_pk: 'order',
  box_pk: 'box',
  item_pk: 'item',
  note_pk: 'note',
  product_pk: 'product',
  contact_pk: 'contact',
  address_pk: 'contact address',
  packaging_pk: 'packaging preset',
  webhook_pk: 'webhook',
  delivery_pk: 'delivery',
  plan_pk: 'payment plan',
  doc_pk: 'document',
  tracking_pk: 'tracking',
  subaccount_pk: 'wallet sub-account',
  transaction_pk: 'transaction',
  insurance_transaction_pk: 'insurance transaction',
  app_pk: 'app',
  member_pk: 'member',
  company_pk: 'company',
  company_address_pk: 'company address',
  license_key_pk: 'license key',
  backup_pk: 'order backup detail',
  carrier_account_pk: 'carrier account',
  batch_pk: 'batch',
  manifest_pk: 'manifest',
};

/** The decoded keys of a route's params: `{ org_pk: number; order_pk: number }` for `{ org_pk, order_pk, field_name }`. */
export type PathKeys<Params> = { [K in keyof Params as K extends `${string}_pk` ? K : never]: number };

/** What the guard needs to know of a route's path: its keys in path order, and the object its 404 names. */
export interface RouteKeys {
  keys: string[];
  object: string;
}

/**
 * The keys of a route path; throws (at start-up, from the onRoute hook) when a key is unknown here or its
 * params schema is not `PathKey`, so every key is described and decoded the same way.
 */
export function routeKeys(method: string, url: string, params: unknown): RouteKeys | null {
  const keys = [...url.matchAll(/:(\w+_pk)\b/g)].map((m) => m[1]);
  if (keys.length === 0) return null;
  const properties = (params as { properties?: Record<string, unknown> } | undefined)?.properties ?? {};
  for (const key of keys) {
    if (!(key in PATH_KEY_OBJECTS)) throw new Error(`Route ${method} ${url}: add :${key} to PATH_KEY_OBJECTS (src/http/path-keys.ts)`);
    if (properties[key] !== PathKey) throw new Error(`Route ${method} ${url}: its params schema must declare ${key} as PathKey (src/core/schema.ts)`);
  }
  return { keys, object: PATH_KEY_OBJECTS[keys[keys.length - 1]] };
}
