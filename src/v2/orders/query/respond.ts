/**
 * Answers an order list request: the order list itself and the contact `orders` link share it. A page is a
 * fixed number of queries whatever its size: count, ids, then the render (or the compact `only` rows) and
 * the suggestions.
 */
import type { SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { App } from '../../../app-types.ts';
import { listEnvelope, pageOf } from '../../../core/paging.ts';
import { renderOptions, renderOrders, type OrderJson } from '../render.ts';
import { findOrderIds, listSpec } from './find.ts';
import { onlyFields, renderOnly } from './only.ts';
import { addSuggestions } from './suggestions.ts';
import type { OrderListQuery } from './params.ts';

export async function respondWithOrders(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  query: Static<typeof OrderListQuery>,
  extraWhere: SQL[] = [],
): Promise<{ count: number; next: string | null; previous: string | null; results: OrderJson[] }> {
  const page = pageOf(query, app.config);
  const spec = listSpec(query, request.org.id, extraWhere);
  const { count, ids } = await findOrderIds(app.db, request.org.id, spec, page);
  const only = onlyFields(query.only);
  const suggestions = query.suggestions ?? 0;
  if (only === null && suggestions === 0) {
    return listEnvelope(request, page, count, await renderOrders(app.db, request.org, ids, renderOptions(query)));
  }
  // Compact or suggested results do not fit the Order response schema: they are sent as they are, and a
  // custom serializer gets no Content-Type from Fastify, so it is set here.
  reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
  if (only !== null) return listEnvelope(request, page, count, await renderOnly(app.db, request.org, ids, only)) as never;
  const results = await renderOrders(app.db, request.org, ids, renderOptions(query));
  await addSuggestions(app.db, request.org.id, ids, results as unknown as Record<string, unknown>[], suggestions as 1 | 2);
  return listEnvelope(request, page, count, results);
}
