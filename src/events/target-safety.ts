/**
 * Webhook targets must not reach into our own network: a `remote_url` that is not https, or whose host is or
 * resolves to a private, loopback, link-local, unique-local, CGNAT, multicast, reserved or cloud-metadata
 * address, is refused when the webhook is saved and again at every delivery (DNS can change between the two:
 * delivery resolves the name itself and connects to the address it checked).
 * WEBHOOK_ALLOW_PRIVATE_TARGETS=true switches all of this off, for local development and tests.
 */
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { lookup as dnsLookup } from 'node:dns';

const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // CGNAT (also Alibaba's metadata address 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const) FORBIDDEN.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 96], // unspecified, loopback (::1) and IPv4-compatible
  ['64:ff9b::', 96], // NAT64: would reach the embedded IPv4 address
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:2::', 48], // benchmarking
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: would reach the embedded IPv4 address
  ['fc00::', 7], // unique local (AWS metadata fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) FORBIDDEN.addSubnet(network, prefix, 'ipv6');

/** True for an IP address a webhook may not be delivered to. IPv4-mapped IPv6 addresses count as IPv4. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return FORBIDDEN.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class TargetRefusedError extends Error {
  override name = 'TargetRefusedError';
}

const PRIVATE_MESSAGE = 'must not point to a private, loopback, link-local or metadata address (allowed only by a server started with ' +
  'WEBHOOK_ALLOW_PRIVATE_TARGETS=true, for local development)';

/** The URL's host as an IP address when it is written as one (`[::1]` loses its brackets), else null. */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return isIP(bare) ? bare : null;
}

/** The operator developing a receiver on their own machine needs to know the switch exists. */
export const HTTPS_ONLY_MESSAGE = 'must be an https URL (a server started with WEBHOOK_ALLOW_PRIVATE_TARGETS=true, for local ' +
  'development only, also accepts http:// and private or loopback addresses; or run `boxline listen --forward-to <your local URL>`, ' +
  'which forwards the events signed as deliveries without a subscription)';

const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

/**
 * Checks a `remote_url` as written (scheme, host) without resolving it; returns the problem, or null.
 * Used at delivery too, where the name itself is checked by `guardedLookup` when the socket connects.
 */
export function urlProblem(value: string, allowPrivateTargets: boolean): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be an absolute URL like "https://example.com/hooks/"';
  }
  if (allowPrivateTargets ? !['https:', 'http:'].includes(url.protocol) : url.protocol !== 'https:') {
    return allowPrivateTargets ? 'must be an http or https URL' : HTTPS_ONLY_MESSAGE;
  }
  if (!url.hostname) return 'must name a host';
  if (value.includes('#')) return 'must not contain a fragment (#): the object key is appended to the URL';
  if (allowPrivateTargets) return null;
  const literal = literalAddress(url.hostname);
  if ((literal && isForbiddenAddress(literal)) || isLocalhostName(url.hostname)) return PRIVATE_MESSAGE;
  return null;
}

const RESOLVE_TIMEOUT_MS = 3000;

/**
 * Checks a `remote_url` before it is saved: as written, then every address its host resolves to now. A
 * name that does not resolve (yet) is accepted; delivery checks it again.
 */
export async function remoteUrlProblem(value: string, allowPrivateTargets: boolean): Promise<string | null> {
  const problem = urlProblem(value, allowPrivateTargets);
  if (problem || allowPrivateTargets) return problem;
  const { hostname } = new URL(value);
  if (literalAddress(hostname)) return null;
  const addresses = await new Promise<string[]>((resolve) => {
    const timer = setTimeout(() => resolve([]), RESOLVE_TIMEOUT_MS);
    dnsLookup(hostname, { all: true, verbatim: true }, (err, found) => {
      clearTimeout(timer);
      resolve(err ? [] : found.map((a) => a.address));
    });
  });
  return addresses.some(isForbiddenAddress) ? PRIVATE_MESSAGE : null;
}

/**
 * A `lookup` for sockets: resolves the name and refuses the connection when any address is forbidden, so the
 * socket connects only to an address that was checked. (Sockets to an IP literal skip lookup: `urlProblem`
 * covers those.)
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { family: options.family, hints: options.hints, all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const forbidden = addresses.find((a) => isForbiddenAddress(a.address));
    if (forbidden || addresses.length === 0) {
      const reason = forbidden ? `${hostname} resolves to ${forbidden.address}, a private address` : `${hostname} has no address`;
      return callback(Object.assign(new TargetRefusedError(reason), { code: 'ETARGETREFUSED' }), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};
