/** v2 list paging: `limit`/`offset` in, `{count, next, previous, results}` out with absolute links. */
import { Type, type TSchema } from 'typebox';
import { Nullable } from './schema.ts';
import type { FastifyRequest } from 'fastify';

export const PagingQuery = {
  limit: Type.Optional(Type.Integer({ minimum: 1, description: 'Page size (default 100); a larger value than the maximum (1000) is capped to it' })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'Rows to skip' })),
};

export interface Page {
  limit: number;
  offset: number;
}

/** The page a query asks for; a `limit` above the maximum is capped to it, as the original (Django REST framework) does. */
export function pageOf(query: { limit?: number; offset?: number }, defaults: { pageSizeDefault: number; pageSizeMax: number }): Page {
  const limit = Math.min(query.limit ?? defaults.pageSizeDefault, defaults.pageSizeMax);
  return { limit, offset: query.offset ?? 0 };
}

/**
 * A parameter that positions the next page (the order list's keyset `after`): set in `next` when it has a value,
 * left out of `previous` and of a `next` without one.
 */
export interface NextPosition {
  name: string;
  value: string | null;
}

/**
 * Absolute URL of the same request with `offset` replaced (and the position parameter set or removed); every other
 * parameter is kept as sent.
 */
export function linkWithOffset(request: FastifyRequest, offset: number, position?: NextPosition): string {
  const [path, search = ''] = request.url.split('?', 2);
  const params = new URLSearchParams(search);
  if (offset > 0) params.set('offset', String(offset));
  else params.delete('offset');
  if (position?.value) params.set(position.name, position.value);
  else if (position) params.delete(position.name);
  const query = params.toString();
  return `${request.protocol}://${request.host}${path}${query ? `?${query}` : ''}`;
}

export function pageLinks(request: FastifyRequest, page: Page, count: number, position?: NextPosition) {
  const next = page.offset + page.limit < count ? linkWithOffset(request, page.offset + page.limit, position) : null;
  const previous = page.offset > 0
    ? linkWithOffset(request, Math.max(0, page.offset - page.limit), position && { ...position, value: null })
    : null;
  return { next, previous };
}

export function listEnvelope<T>(request: FastifyRequest, page: Page, count: number, results: T[], position?: NextPosition) {
  return { count, ...pageLinks(request, page, count, position), results };
}

export const listSchema = <T extends TSchema>(item: T, extra: Record<string, TSchema> = {}) =>
  Type.Object({
    count: Type.Integer(),
    next: Nullable(Type.String()),
    previous: Nullable(Type.String()),
    ...extra,
    results: Type.Array(item),
  });
