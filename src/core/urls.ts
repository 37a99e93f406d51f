/**
 * How the APIs spell the urls of their objects: the one place a path of /api/v1 or /api/v2 is written. Everything
 * below the views names objects by ids (OrgRef carries the organization's id); the renderers ask this module for
 * the url of each (host-relative, trailing slash). The references clients send back are read by src/http/refs.ts.
 */
import { encodeId } from './ids.ts';

/** The prefix every v1 route is declared under. */
export const V1_PREFIX = '/api/v1';
/** The prefix every v2 route is declared under. */
export const V2_PREFIX = '/api/v2';

/** A v1 object's `resource_uri`: `/api/v1/<resource>/<id>/`. */
export const v1Uri = (resource: string, id: number | string) => `${V1_PREFIX}/${resource}/${id}/`;

/** A path under /api/v2 (`v2Path('orgs/')`: `/api/v2/orgs/`). */
export const v2Path = (path = '') => `${V2_PREFIX}/${path}`;

// The last organization's url: every url below an organization starts with it, and a request or an export spells
// the urls of one organization, millions of them in an export of items.
let lastOrg = { id: NaN, url: '' };

/** The url of an organization: `/api/v2/orgs/<pk>/` (its key is encodeId of its id). */
export function orgUrl(orgId: number): string {
  if (lastOrg.id !== orgId) lastOrg = { id: orgId, url: `${V2_PREFIX}/orgs/${encodeId(orgId)}/` };
  return lastOrg.url;
}

/** `collection/<id>/` pairs below an organization's url: `inOrg(1, 'orders', 5, 'boxes', 9)`. */
function inOrg(orgId: number, ...path: (string | number)[]): string {
  let url = orgUrl(orgId);
  for (const part of path) url += `${typeof part === 'number' ? encodeId(part) : part}/`;
  return url;
}

/** An example url of a schema: `/api/v2/orgs/1/<path>` (`path` ends with a slash where the url does). */
export const exampleUrl = (path: string) => `${V2_PREFIX}/orgs/1/${path}`;

// Orders and their parts.
export const orderUrl = (orgId: number, orderId: number) => inOrg(orgId, 'orders', orderId);
export const boxUrl = (orgId: number, orderId: number, boxId: number) => inOrg(orgId, 'orders', orderId, 'boxes', boxId);
export const itemUrl = (orgId: number, orderId: number, boxId: number, itemId: number) =>
  inOrg(orgId, 'orders', orderId, 'boxes', boxId, 'items', itemId);
export const trackingUrl = (orgId: number, orderId: number, boxId: number, id: number) =>
  inOrg(orgId, 'orders', orderId, 'boxes', boxId, 'tracking', id);
export const boxDocumentUrl = (orgId: number, orderId: number, boxId: number, docId: number) =>
  inOrg(orgId, 'orders', orderId, 'boxes', boxId, 'docs', docId);
/** A stored document's file (no trailing slash: the name ends with its extension). */
export const documentFileUrl = (orgId: number, fileName: string) => `${orgUrl(orgId)}documents/${fileName}`;

// The organization's other objects.
export const contactUrl = (orgId: number, contactId: number) => inOrg(orgId, 'contacts', contactId);
export const packagingUrl = (orgId: number, presetId: number) => inOrg(orgId, 'packaging', presetId);
export const productUrl = (orgId: number, productId: number) => inOrg(orgId, 'products', productId);
export const insuranceUrl = (orgId: number, id: number) => inOrg(orgId, 'insurance', id);
export const walletSubaccountUrl = (orgId: number, id: number) => inOrg(orgId, 'wallet-subaccounts', id);
export const walletTransactionUrl = (orgId: number, subaccountId: number, id: number) =>
  inOrg(orgId, 'wallet-subaccounts', subaccountId, 'transactions', id);
export const carrierAccountUrl = (orgId: number, id: number) => inOrg(orgId, 'carrier-accounts', id);
export const webhookUrl = (orgId: number, id: number) => inOrg(orgId, 'webhooks', id);
export const memberUrl = (orgId: number, userId: number) => inOrg(orgId, 'members', userId);
export const appUrl = (orgId: number, appId: number) => inOrg(orgId, 'apps', appId);
/** An app's installation, named by its access token. */
export const appRelationUrl = (orgId: number, accessToken: string) => inOrg(orgId, 'appstore', 'app-relations', accessToken);
/** A payment plan (not an organization's object). */
export const paymentPlanUrl = (planId: number) => `${V2_PREFIX}/payment-plans/${encodeId(planId)}/`;
export const contactAddressUrl = (orgId: number, contactId: number, addressId: number) =>
  inOrg(orgId, 'contacts', contactId, 'addresses', addressId);
/** A contact's orders (a collection: its url ends with the collection's name). */
export const contactOrdersUrl = (orgId: number, contactId: number) => inOrg(orgId, 'contacts', contactId, 'orders');
/** A note of an order or of a contact: `parentUrl` is the order's or contact's url (orderUrl, contactUrl). */
export const noteUrl = (parentUrl: string, noteId: number) => `${parentUrl}notes/${encodeId(noteId)}/`;
export const webhookDeliveryUrl = (orgId: number, webhookId: number, id: number) => inOrg(orgId, 'webhooks', webhookId, 'deliveries', id);
/** An organization's url from its key as a client holds it (another server's, so not decoded): `/api/v2/orgs/<key>/`. */
export const orgUrlOfKey = (key: string) => `${V2_PREFIX}/orgs/${encodeURIComponent(key)}/`;
export const manifestUrl = (orgId: number, id: number) => inOrg(orgId, 'manifests', id);
export const batchUrl = (orgId: number, id: number) => inOrg(orgId, 'batches', id);
/** A manifest's PDF (a file: no trailing slash). */
export const manifestPdfUrl = (orgId: number, id: number) => `${manifestUrl(orgId, id)}manifest.pdf`;
/** The document the carrier returned for a manifest's close (USPS's SCAN form, FedEx's Ground manifest). */
export const manifestCarrierDocumentUrl = (orgId: number, id: number) => `${manifestUrl(orgId, id)}carrier-document/`;
