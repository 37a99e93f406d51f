/**
 * Urls of orders and their parts (host-relative, trailing slash). The references clients send back are read by
 * src/core/refs.ts.
 */
import { encodeId } from '../core/ids.ts';

/** `base` is the organization's url without a trailing slash (request.org.base). */
export const orderUrl = (base: string, orderId: number) => `${base}/orders/${encodeId(orderId)}/`;
export const boxUrl = (base: string, orderId: number, boxId: number) => `${orderUrl(base, orderId)}boxes/${encodeId(boxId)}/`;
export const itemUrl = (base: string, orderId: number, boxId: number, itemId: number) =>
  `${boxUrl(base, orderId, boxId)}items/${encodeId(itemId)}/`;
