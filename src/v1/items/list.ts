import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { countItems, selectItems } from '../../orders/reading/boxes/items/queries.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, type V1Page } from '../shape.ts';
import { ItemListQuery, V1ItemList } from '../orders/schemas.ts';
import { renderV1Item } from '../orders/records.ts';
import { orderOfBox } from '../../orders/reading/boxes/queries.ts';

/** The item list: all the organization's items (`?box=<id>`: one box's), or a box's at `/boxes/{box}/items/`. */
export default function register(app: App) {
  const list = async (orgId: number, page: V1Page, boxId?: number) => {
    const filter = boxId === undefined ? {} : { boxIds: [boxId] };
    const total = await countItems(app.db, orgId, filter);
    const rows = await selectItems(app.db, orgId, { ...filter, page });
    return { total, objects: rows.map(renderV1Item) };
  };

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
    schema: {
      tags: V1_TAGS, summary: 'List the items of a box (v1)', params: Type.Object({ box_pk: PathKey }), querystring: ItemListQuery, response: { 200: V1ItemList },
    },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const boxId = request.keys.box_pk;
      if ((await orderOfBox(app.db, request.org.id, boxId)) === null) throw notFound('box');
      const { total, objects } = await list(request.org.id, page, boxId);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, objects));
    },
  });
}
