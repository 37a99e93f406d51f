/** v1 items: `/api/v1/items/` (list, `?box=<id>`; POST with `box` in the body), `/api/v1/boxes/{box}/items/`, one item. */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { invalidField, notFound } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { v1RefAt } from '../../core/refs.ts';
import { countItems, selectItems } from '../../orders/boxes/items/queries.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1OneQuery, type V1Page } from '../shape.ts';
import { ItemIdParams, ItemListQuery, V1Item, V1ItemList } from '../orders/schemas.ts';
import { V1ItemInput } from '../orders/input.ts';
import { renderV1Item } from '../orders/records.ts';
import { addItem, patchItem, removeItem } from '../boxes/write.ts';
import type { Queryable } from '../../db/database.ts';
import type { OrgRef } from '../../orgs/ref.ts';
import { orderOfBox } from '../orders/queries.ts';

const BoxItemsParams = Type.Object({ box_pk: PathKey });

/** `box` of a POST /api/v1/items/ body: a resource_uri (`/api/v1/boxes/7/`) or an id. */
function boxOfBody(box: unknown): number {
  if (box === undefined) throw invalidField('box', 'is required');
  return v1RefAt('box', box, 'box');
}

export default async function itemRoutes(app: App) {
  const oneItem = async (db: Queryable, orgId: number, itemId: number) => {
    const [row] = await selectItems(db, orgId, { itemId });
    if (!row) throw notFound('item');
    return renderV1Item(row);
  };
  const list = async (orgId: number, page: V1Page, boxId?: number) => {
    const filter = boxId === undefined ? {} : { boxIds: [boxId] };
    const total = await countItems(app.db, orgId, filter);
    const rows = await selectItems(app.db, orgId, { ...filter, page });
    return { total, objects: rows.map(renderV1Item) };
  };
  const create = async (org: OrgRef, boxId: number, body: Record<string, unknown>) =>
    app.db.transaction(async (tx) => oneItem(tx, org.id, await addItem(tx, org, boxId, body)));

  app.get('/items/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'List items (v1)', description: 'Default limit 20.', querystring: ItemListQuery, response: { 200: V1ItemList } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { total, objects } = await list(request.org.id, page, (request.query as { box?: number }).box);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, objects));
    },
  });

  app.get('/boxes/:box_pk/items/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'List the items of a box (v1)', params: BoxItemsParams, querystring: ItemListQuery, response: { 200: V1ItemList } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const boxId = request.keys.box_pk;
      if ((await orderOfBox(app.db, request.org.id, boxId)) === null) throw notFound('box');
      const { total, objects } = await list(request.org.id, page, boxId);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, objects));
    },
  });

  app.get('/items/:item_pk/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'Retrieve an item (v1)', params: ItemIdParams, querystring: V1OneQuery, response: { 200: V1Item } },
    handler: async (request, reply) => sendV1(request, reply, 200, await oneItem(app.db, request.org.id, request.keys.item_pk)),
  });

  app.post('/items/', {
    config: { scope: 'order', v1: true },
    schema: {
      tags: V1_TAGS, summary: 'Add an item to a box (v1)', description: '`box` (resource_uri or id) is required. Answers 201 with `Location`.',
      body: V1ItemInput, response: { 201: V1Item },
    },
    handler: async (request, reply) => {
      const item = await create(request.org, boxOfBody(request.body.box), request.body as Record<string, unknown>);
      return sendV1(request, reply.header('Location', item.resource_uri as string), 201, item);
    },
  });

  app.post('/boxes/:box_pk/items/', {
    config: { scope: 'order', v1: true },
    schema: {
      tags: V1_TAGS, summary: 'Add an item to this box (v1)', description: 'Answers 201 with `Location`.',
      params: BoxItemsParams, body: V1ItemInput, response: { 201: V1Item },
    },
    handler: async (request, reply) => {
      const item = await create(request.org, request.keys.box_pk, request.body as Record<string, unknown>);
      return sendV1(request, reply.header('Location', item.resource_uri as string), 201, item);
    },
  });

  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/items/:item_pk/',
      config: { scope: 'order', v1: true },
      schema: {
        tags: V1_TAGS, summary: method === 'PATCH' ? 'Change an item (v1, partial)' : 'Change an item (v1; PUT behaves as PATCH)',
        description: 'Answers 202 with the item.', params: ItemIdParams, body: V1ItemInput, response: { 202: V1Item },
      },
      handler: async (request, reply) => {
        const itemId = request.keys.item_pk;
        const item = await app.db.transaction(async (tx) => {
          await patchItem(tx, request.org, itemId, request.body as Record<string, unknown>);
          return oneItem(tx, request.org.id, itemId);
        });
        return sendV1(request, reply, 202, item);
      },
    });
  }

  app.delete('/items/:item_pk/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'Delete an item (v1)', params: ItemIdParams, response: { 204: Type.Null({ description: 'Deleted' }) } },
    handler: async (request, reply) => {
      await app.db.transaction((tx) => removeItem(tx, request.org, request.keys.item_pk));
      return reply.code(204).send(null);
    },
  });
}
