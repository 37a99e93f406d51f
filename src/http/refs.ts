/**
 * References in request bodies, parsed in one place: a v2 `url` (host-relative or absolute, trailing slash
 * optional, query and fragment ignored) or a v1 `resource_uri` (or a bare v1 id) becomes the typed ids of the
 * object it names, in the organization the request is for. A reference that is malformed, names another kind of
 * object, or belongs to another organization is one error: `refError`, a 400 naming the field with the message of
 * its kind (REF_MESSAGES). Whether the object exists is the writer's check, with the same message.
 * It is the request edge's: the views (v1/, v2/) parse their bodies with it and hand the domain ids.
 */
import { decodeId } from '../core/ids.ts';
import { invalidField, type ApiError, type FieldErrors } from '../core/errors.ts';
import { V2_PREFIX } from '../core/urls.ts';

/** The collection segments after the organization's url (src/core/urls.ts orgUrl) of each kind of v2 object. */
const V2_PATHS = {
  order: ['orders'],
  box: ['orders', 'boxes'],
  item: ['orders', 'boxes', 'items'],
  orderNote: ['orders', 'notes'],
  packaging: ['packaging'],
  contact: ['contacts'],
  address: ['contacts', 'addresses'],
  webhook: ['webhooks'],
  insuranceTransaction: ['insurance'],
  walletTransaction: ['wallet-subaccounts', 'transactions'],
  carrierAccount: ['carrier-accounts'],
  walletSubaccount: ['wallet-subaccounts'],
} as const;
export type V2RefKind = keyof typeof V2_PATHS;

/** The ids a v2 url of each kind holds, outermost first (a box: its order's id, then its own). */
export interface V2RefIds {
  order: [orderId: number];
  box: [orderId: number, boxId: number];
  item: [orderId: number, boxId: number, itemId: number];
  orderNote: [orderId: number, noteId: number];
  packaging: [presetId: number];
  contact: [contactId: number];
  address: [contactId: number, addressId: number];
  webhook: [webhookId: number];
  insuranceTransaction: [transactionId: number];
  walletTransaction: [subaccountId: number, transactionId: number];
  carrierAccount: [accountId: number];
  walletSubaccount: [subaccountId: number];
}

/** The v1 resources a `resource_uri` (`/api/v1/<resource>/<id>/`) may name. */
const V1_RESOURCES = { order: 'orders', box: 'boxes', item: 'items', company: 'company', webhook: 'webhooks' } as const;
export type V1RefKind = keyof typeof V1_RESOURCES;

/** The one message of each kind's refused reference (and of a reference to an object that does not exist). */
export const REF_MESSAGES = {
  order: 'must be the url of an order of this organization',
  box: 'must be the url of a box of this order',
  item: 'must be the url of an item of this box',
  orderNote: 'must be the url of a note of this order',
  packaging: 'must be {"url": ...} of a packaging preset of this organization, or null',
  contact: 'must be the url of a contact of this organization',
  address: 'must be the url of an address of this contact',
  webhook: 'must be the url of a webhook of this organization',
  insuranceTransaction: 'must be the url of a transaction of this organization\'s insurance ledger, or null',
  walletTransaction: 'must be the url of a transaction of this sub-account, or null',
  carrierAccount: 'must be the url of a carrier account of this organization',
  walletSubaccount: 'must be the url of a wallet sub-account of this organization',
  v1Order: 'must be the resource_uri of an order',
  v1Box: 'must be the resource_uri of a box',
  v1Item: 'must be the resource_uri of an item',
  v1Company: 'must be the resource_uri of your company',
  v1Webhook: 'must be the resource_uri of a webhook',
} as const;

/** The 400 of a refused reference of `kind` at `field`. */
export function refError(field: string, kind: keyof typeof REF_MESSAGES): ApiError {
  return invalidField(field, REF_MESSAGES[kind]);
}

/** The path of a url, absolute or host-relative, without query or fragment, ending in a slash. */
function pathOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  let path = url.trim();
  if (/^https?:\/\//i.test(path)) {
    try {
      path = new URL(path).pathname;
    } catch {
      return null;
    }
  }
  path = path.split(/[?#]/, 1)[0];
  return path.endsWith('/') ? path : `${path}/`;
}

/** The organization a request is for (request.org, OrgRef): a reference must be of it. */
interface RefOrg {
  id: number;
}

/** The ids a v2 url of `kind` names in `org`; null when it is malformed, of another kind or another organization. */
export function v2Ref<K extends V2RefKind>(kind: K, url: unknown, org: RefOrg): V2RefIds[K] | null {
  const path = pathOf(url);
  const prefix = /^\/orgs\/([^/]+)\//.exec(path?.startsWith(V2_PREFIX) ? path.slice(V2_PREFIX.length) : '');
  if (!path || !prefix || decodeId(prefix[1]) !== org.id) return null;
  const parts = path.slice(V2_PREFIX.length + prefix[0].length, -1).split('/');
  const segments = V2_PATHS[kind];
  if (parts.length !== segments.length * 2) return null;
  const ids: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    if (parts[i * 2] !== segments[i]) return null;
    const id = decodeId(parts[i * 2 + 1]);
    if (id === null) return null;
    ids.push(id);
  }
  return ids as V2RefIds[K];
}

/**
 * The ids of a v2 url of `kind` at `field`: records the refusal in `errors` (to be thrown with the body's other
 * problems) and returns null, or throws it at once when no `errors` is given.
 */
export function v2RefAt<K extends V2RefKind>(kind: K, url: unknown, org: RefOrg, field: string, errors?: FieldErrors): V2RefIds[K] | null {
  const ids = v2Ref(kind, url, org);
  if (ids) return ids;
  if (!errors) throw refError(field, kind);
  errors[field] = [REF_MESSAGES[kind]];
  return null;
}

/**
 * The id a v1 `resource_uri` (`/api/v1/boxes/7/`, any host, trailing slash optional) or a bare id (`7`, `"7"`)
 * names; null when it is neither. v1 ids are the rows' ids; their organization is the writer's check, except a
 * company's, which is the organization itself.
 */
export function v1Ref(kind: V1RefKind, value: unknown, org?: RefOrg): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const resource = V1_RESOURCES[kind];
  const match = new RegExp(`^(?:.*/api/v1/${resource}/)?(\\d{1,15})/?$`).exec(String(value).trim());
  if (!match) return null;
  const id = Number(match[1]);
  if (kind === 'company' && id !== org?.id) return null;
  return id;
}

const V1_MESSAGE = { order: 'v1Order', box: 'v1Box', item: 'v1Item', company: 'v1Company', webhook: 'v1Webhook' } as const;

/** The id of a v1 reference of `kind` at `field`, or the 400 refusing it. */
export function v1RefAt(kind: V1RefKind, value: unknown, field: string, org?: RefOrg): number {
  const id = v1Ref(kind, value, org);
  if (id === null) throw refError(field, V1_MESSAGE[kind]);
  return id;
}
