/**
 * Every operation's `operationId`, made in one place from its method and path, so that a client generated from
 * the OpenAPI document gets readable, stable method names: `listOrders`, `getOrder`, `createOrderBox`,
 * `updateOrderBoxItem`, `getOrderCustomField`. The legacy v1 API's operations say so: `listV1Orders`,
 * `replaceV1Company`. A few paths whose words are not a resource are named here by hand.
 */
import { V2_PREFIX } from '../core/urls.ts';

const BY_HAND: Record<string, string> = {
  'GET /healthz': 'checkHealth',
  'GET /readyz': 'checkReadiness',
  'GET /metrics': 'getMetrics',
  [`GET ${V2_PREFIX}/orgs/:org_pk/orders/tags/`]: 'listAllOrderTags',
  [`GET ${V2_PREFIX}/orgs/:org_pk/orders/export.csv`]: 'exportOrdersCsv',
  [`GET ${V2_PREFIX}/orgs/:org_pk/orders/export.xlsx`]: 'exportOrdersXlsx',
  [`POST ${V2_PREFIX}/orgs/:org_pk/webhooks/:webhook_pk/deliveries/:delivery_pk/redeliver/`]: 'redeliverWebhookDelivery',
  [`PUT ${V2_PREFIX}/orgs/:org_pk/members/:member_pk/password/`]: 'setMemberPassword',
  [`GET ${V2_PREFIX}/orgs/:org_pk/documents/:file_name`]: 'downloadDocument',
  [`POST ${V2_PREFIX}/orgs/:org_pk/batches/:batch_pk/retry/`]: 'retryBatch',
  [`GET ${V2_PREFIX}/orgs/:org_pk/batches/:batch_pk/print-file/`]: 'downloadBatchPrintFile',
  [`GET ${V2_PREFIX}/orgs/:org_pk/orders/:order_pk/packing-slip.pdf`]: 'getOrderPackingSlipPdf',
  [`GET ${V2_PREFIX}/orgs/:org_pk/manifests/:manifest_pk/manifest.pdf`]: 'getManifestPdf',
  [`POST ${V2_PREFIX}/orgs/:org_pk/manifests/:manifest_pk/retry/`]: 'retryManifestCarrierClose',
  [`GET ${V2_PREFIX}/orgs/:org_pk/manifests/:manifest_pk/carrier-document/`]: 'downloadManifestCarrierDocument',
  'GET /api/v1/oauth2/authorize': 'authorizeOAuth2',
  'POST /api/v1/oauth2/authorize': 'answerOAuth2Consent',
  'POST /api/v1/oauth2/token/': 'issueOAuth2Token',
};

/** Path words that name no resource of their own. */
const SKIPPED = new Set(['api', 'v1', 'v2', 'appstore']);

const VERBS: Record<string, [collection: string, one: string]> = {
  GET: ['list', 'get'], POST: ['create', 'create'], PUT: ['replace', 'replace'], PATCH: ['update', 'update'], DELETE: ['delete', 'delete'],
};

const pascal = (word: string) => word.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

function singular(word: string): string {
  if (/ies$/.test(word)) return word.replace(/ies$/, 'y');
  if (/(x|ss|ch|sh)es$/.test(word)) return word.replace(/es$/, '');
  if (/s$/.test(word) && !/ss$/.test(word)) return word.slice(0, -1);
  return word; // insurance, tracking, packaging
}

/** v2's `GET orgs/:org_pk/orders/:order_pk/boxes/` is `listOrderBoxes`. */
export function operationIdOf(method: string, url: string): string {
  const byHand = BY_HAND[`${method} ${url}`];
  if (byHand) return byHand;
  const segments = url.split('/').filter(Boolean);
  const collection = !segments.at(-1)!.startsWith(':');
  const words: string[] = [];
  segments.forEach((segment, i) => {
    if (segment.startsWith(':') || SKIPPED.has(segment)) return;
    // A word followed by a key (or anything after it) names one of them; the last, bare word names the collection,
    // except in a create, which makes one.
    const plural = i === segments.length - 1 && method !== 'POST';
    words.push(pascal(plural ? segment : singular(segment)));
  });
  // orgs/:org_pk/ is where every resource lives: it names the organization only on its own paths.
  if (words[0] === 'Org' && words.length > 1) words.shift();
  // v1 has orders, boxes and webhooks too (its OAuth2 endpoints are shared, and named by hand above).
  if (segments[1] === 'v1') words.unshift('V1');
  const [forCollection, forOne] = VERBS[method] ?? [method.toLowerCase(), method.toLowerCase()];
  return `${collection ? forCollection : forOne}${words.join('')}`;
}
