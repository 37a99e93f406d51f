/**
 * Every console POST comes from the console's own pages: its `Origin` (or, when a browser sends none, its
 * `Referer`) must be the site's origin, else a 403 page before anything is read or written. The site's origin is
 * PUBLIC_URL when configured (then only that: a DNS-rebound name cannot pass), else the origin the request
 * addressed (its scheme and Host). A POST with neither header (an old browser, a privacy proxy that strips both)
 * is left to the CSRF token every form carries, as before.
 */
import type { FastifyRequest } from 'fastify';
import { forbiddenPage } from './context.ts';

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
};

export function checkOrigin(request: FastifyRequest): void {
  const origin = header(request, 'origin');
  const referer = origin === undefined ? header(request, 'referer') : undefined;
  if (origin === undefined && referer === undefined) return;
  const from = origin !== undefined ? (origin === 'null' ? null : originOf(origin)) : originOf(referer!);
  const site = request.server.config.publicUrl ?? originOf(`${request.protocol}://${request.host}`);
  if (from === null || from !== site) throw forbiddenPage('This form was sent from another site, so nothing was done. Open the console and try again there.');
}
