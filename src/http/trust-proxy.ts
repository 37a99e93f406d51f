/**
 * Which proxies' `X-Forwarded-*` headers are believed (TRUST_PROXY, docs/deploy.md). The client address that rate
 * limits and sign-in limits count is read from the right of `X-Forwarded-For`, past the trusted hops only: a
 * client can put anything on the left of that header, so the left-most value is never taken as its own.
 * - `false`: no proxy; the address is the connection's.
 * - a number of hops `n` (`TRUST_PROXY=true` is 1): the connection and the `n - 1` right-most `X-Forwarded-For`
 *   values are proxies, and the value left of them is the client.
 * - a list of proxy addresses or ranges (`10.0.0.0/8`, `loopback`), as Fastify's `trustProxy` takes it: every
 *   hop from one of them is a proxy, and the first address from the right that is not one is the client.
 */
import type { TrustProxy } from '../config.ts';

/** What Fastify's `trustProxy` option is given: its own hop count trusts no hop at all (it fails closed). */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust;
  return trust;
}
