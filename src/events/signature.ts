/**
 * Webhook-Signature: `v1,<base64 HMAC-SHA256 of "<id>.<timestamp>.<body>">`, keyed by the webhook's token
 * (its UTF-8 bytes). Receivers recompute it from the Webhook-Id and Webhook-Timestamp headers and the raw body.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export function signPayload(token: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', token).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/**
 * True when one of the space-separated signatures in `header` matches. `toleranceSeconds` (default 5 min)
 * bounds how old or how far ahead the timestamp may be, against replays.
 */
export function verifySignature(
  token: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  opts: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!/^\d+$/.test(headers.timestamp)) return false;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signPayload(token, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
