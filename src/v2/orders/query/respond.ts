/**
 * Answers an order list request: the order list itself and the contact `orders` link share it. A page is a
 * fixed number of queries whatever its size: count, ids, then the stored renders (or the compact `only` rows, or
 * the live render and the suggestions).
 */
import { Readable } from 'node:stream';
import type { SQL } from '../../../core/sql.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { App } from '../../../app-types.ts';
import { listEnvelope, pageOf, type Page } from '../../../core/paging.ts';
import { renderOptions, renderOrders, type OrderJson } from '../../../orders/reading/render.ts';
import { idsInOrderSql, readPageTexts, withRendersSql, type OrderSerializer } from '../../../orders/reading/renders/read.ts';
import { findOrderIds, findPage, listSpec, type ListSpec } from '../../../orders/reading/query/find.ts';
import { AFTER_PARAM, afterValue, type PageRow } from '../../../orders/reading/query/keyset.ts';
import { onlyFields, renderOnly } from '../../../orders/reading/query/only.ts';
import { addSuggestions } from '../../../orders/reading/query/suggestions.ts';
import type { OrderListQuery } from '../../../orders/reading/query/params.ts';
import { Order } from '../../../orders/shape.ts';
import { joinBuffers } from '../../../core/text-buffer.ts';

/**
 * Pages larger than this are read and sent STREAM_CHUNK orders at a time from their stored renders, so that the
 * memory a page takes is that of a chunk, not of the whole body (a page of 1,000 expanded orders is several MB of
 * text). Still a bounded number of queries: PAGE_SIZE_MAX / STREAM_CHUNK reads of renders (4 at 1,000).
 */
export const STREAM_CHUNK = 250;

type Envelope = { count: number; next: string | null; previous: string | null };

/** The serialiser of the route's response schema for one order: the text of forms derived from stored renders. */
export const orderSerializer = (reply: FastifyReply): OrderSerializer =>
  reply.compileSerializationSchema(Order as unknown as Record<string, unknown>) as OrderSerializer;

const envelopeHead = (e: Envelope) =>
  `{"count":${e.count},"next":${JSON.stringify(e.next)},"previous":${JSON.stringify(e.previous)},"results":[`;

/** Sends the envelope and a page's order texts (orders/renders/read.ts) as one Buffer. */
function sendPage(reply: FastifyReply, envelope: Envelope, texts: Buffer[]) {
  reply.type('application/json; charset=utf-8');
  return reply.send(joinBuffers(envelopeHead(envelope), texts, ']}'));
}

/**
 * Sends the envelope and the orders of `ids` from their stored renders, the bytes the route's response schema would
 * send for the rendered orders: in one read up to STREAM_CHUNK, in chunks (a stream) past it.
 */
async function sendStoredIds(
  app: App, request: FastifyRequest, reply: FastifyReply, envelope: Envelope, ids: number[], query: Static<typeof OrderListQuery>,
) {
  const options = renderOptions(query);
  const serialize = orderSerializer(reply);
  const read = (some: number[]) => readPageTexts(app.db, request.org, withRendersSql(request.org.id, idsInOrderSql(some)), options, serialize);
  if (ids.length <= STREAM_CHUNK) return sendPage(reply, envelope, await read(ids));
  async function* chunks() {
    yield Buffer.from(envelopeHead(envelope));
    let first = true;
    for (let i = 0; i < ids.length; i += STREAM_CHUNK) {
      const texts = await read(ids.slice(i, i + STREAM_CHUNK));
      if (texts.length === 0) continue;
      yield joinBuffers(first ? '' : ',', texts, '');
      first = false;
    }
    yield Buffer.from(']}');
  }
  reply.type('application/json; charset=utf-8');
  return reply.send(Readable.from(chunks(), { objectMode: false }));
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
  const only = onlyFields(query.only);
  const suggestions = query.suggestions ?? 0;
  if (only === null && suggestions === 0 && spec.search === null && page.limit <= STREAM_CHUNK) {
    // The page's ids and their stored renders in one statement, beside the count.
    let last: PageRow | undefined;
    const { count, found: texts } = await findPage(app.db, request.org.id, spec, page, (ids) => readPageTexts(
      app.db, request.org, withRendersSql(request.org.id, ids), renderOptions(query), orderSerializer(reply), (row) => { last = row; }));
    return sendPage(reply, listEnvelope(request, page, count, [], nextAfter(page, spec, last)), texts) as never;
  }
  const { count, ids, last } = await findOrderIds(app.db, request.org.id, spec, page);
  const envelope = <T>(results: T[]) => listEnvelope(request, page, count, results, nextAfter(page, spec, last));
  if (only === null && suggestions === 0) return sendStoredIds(app, request, reply, envelope([]), ids, query) as never;
  // Compact or suggested results do not fit the Order response schema: they are sent as they are, and a
  // custom serializer gets no Content-Type from Fastify, so it is set here.
  reply.serializer(JSON.stringify).type('application/json; charset=utf-8');
  if (only !== null) return envelope(await renderOnly(app.db, request.org, ids, only)) as never;
  const results = await renderOrders(app.db, request.org, ids, renderOptions(query));
  await addSuggestions(app.db, request.org.id, ids, results as unknown as Record<string, unknown>[], suggestions as 1 | 2);
  return envelope(results);
}

/** The `after` parameter of the `next` link: the position of the page's last order (keyset.ts). */
const nextAfter = (page: Page, spec: ListSpec, last: PageRow | undefined) =>
  ({ name: AFTER_PARAM, value: afterValue(page.offset + page.limit, spec.orderBy, last) });
