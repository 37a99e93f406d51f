/**
 * Answers an order list request: the order list itself and the contact `orders` link share it. A page is a
 * fixed number of queries whatever its size: count, ids, then the render (or the compact `only` rows) and
 * the suggestions.
 */
import { Readable } from 'node:stream';
import type { SQL } from '../../../core/sql.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { App } from '../../../app-types.ts';
import { listEnvelope, pageOf } from '../../../core/paging.ts';
import { renderOptions, renderOrders, type OrderJson } from '../../../orders/render.ts';
import { findOrderIds, listSpec } from '../../../orders/query/find.ts';
import { onlyFields, renderOnly } from '../../../orders/query/only.ts';
import { addSuggestions } from '../../../orders/query/suggestions.ts';
import type { OrderListQuery } from '../../../orders/query/params.ts';
import { Order } from '../../../orders/schemas.ts';

/**
 * Pages larger than this are rendered and sent STREAM_CHUNK orders at a time, so that the memory a page takes is
 * that of a chunk (a page of 1,000 orders with their boxes and items held a few hundred MB of objects and text at
 * once, which the process kept as resident memory). Still a bounded number of queries: PAGE_SIZE_MAX / STREAM_CHUNK
 * renders (4 at 1,000).
 */
export const STREAM_CHUNK = 250;

/** Sends the envelope and its orders as JSON text, one chunk of orders rendered and serialised at a time. */
function streamOrders(app: App, request: FastifyRequest, reply: FastifyReply, envelope: { count: number; next: string | null; previous: string | null }, ids: number[], query: Static<typeof OrderListQuery>) {
  // The same serialiser as the route's response schema uses for each order, so the text is the same.
  const serialize = reply.compileSerializationSchema(Order as unknown as Record<string, unknown>) as (order: OrderJson) => string;
  const options = renderOptions(query);
  const org = request.org;
  async function* text() {
    yield `{"count":${envelope.count},"next":${JSON.stringify(envelope.next)},"previous":${JSON.stringify(envelope.previous)},"results":[`;
    let first = true;
    for (let i = 0; i < ids.length; i += STREAM_CHUNK) {
      const orders = await renderOrders(app.db, org, ids.slice(i, i + STREAM_CHUNK), options);
      if (orders.length === 0) continue;
      yield (first ? '' : ',') + orders.map(serialize).join(',');
      first = false;
    }
    yield ']}';
  }
  reply.type('application/json; charset=utf-8');
  return reply.send(Readable.from(text(), { objectMode: false }));
}

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
    if (ids.length > STREAM_CHUNK) return streamOrders(app, request, reply, listEnvelope(request, page, count, []), ids, query) as never;
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
