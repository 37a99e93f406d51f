/**
 * Urls of orders and their parts (host-relative, trailing slash), and reading the references clients send
 * back: a url may be host-relative or absolute, with or without the trailing slash. A reference to another
 * organization's object reads as no object at all.
 */
import { decodeId, encodeId } from '../core/ids.ts';

/** `base` is the organization's url without a trailing slash (request.org.base). */
export const orderUrl = (base: string, orderId: number) => `${base}/orders/${encodeId(orderId)}/`;
export const boxUrl = (base: string, orderId: number, boxId: number) => `${orderUrl(base, orderId)}boxes/${encodeId(boxId)}/`;
export const itemUrl = (base: string, orderId: number, boxId: number, itemId: number) =>
  `${boxUrl(base, orderId, boxId)}items/${encodeId(itemId)}/`;

function pathOf(url: string): string | null {
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

/**
 * The ids in a url of the form `${base}/<segment>/<id>/<segment>/<id>/...`; `segments` names the collection
 * segments in order (`['orders', 'boxes']`). Null when the url does not have that shape, is for another
 * organization, or holds a malformed id.
 */
export function idsFromUrl(url: string, base: string, segments: readonly string[]): number[] | null {
  const path = pathOf(url);
  if (!path || !path.startsWith(`${base}/`)) return null;
  const parts = path.slice(base.length + 1, -1).split('/');
  if (parts.length !== segments.length * 2) return null;
  const ids: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    if (parts[i * 2] !== segments[i]) return null;
    const id = decodeId(parts[i * 2 + 1]);
    if (id === null) return null;
    ids.push(id);
  }
  return ids;
}
