import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { Box } from '../../../orders/boxes/shape.ts';
import { BoxParams } from './schemas.ts';
import { renderOrderBoxes } from '../../../orders/reading/boxes/render.ts';
import { boxUrl } from '../../../core/urls.ts';
import { storedRenderSql } from '../../../orders/reading/renders/read.ts';

type StoredBox = { url: string; items: { url: string }[] };

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/', {
    config: {
      scope: 'order',
      // The order's stored render (src/orders/writing/renders/store.ts and reading/renders/), read with the token: the box is taken from it. An order
      // without a stored render yet has its box rendered live.
      prefetch: (_request, keys) => storedRenderSql(keys.org_pk, keys.order_pk),
    },
    schema: {
      tags: ['Boxes'],
      summary: 'Retrieve a box',
      description: 'Dimensions and weight are the effective values (explicit, else from the packaging preset and items).',
      params: BoxParams,
      querystring: Type.Object({ expand: Type.Optional(Type.String()) }),
      response: { 200: Box },
    },
    handler: async (request) => {
      const { keys } = request;
      const expandItems = (request.query.expand ?? '').split(',').includes('items');
      const [row] = request.prefetched as { id: number; body: string | null }[];
      if (!row) throw notFound('box');
      if (row.body !== null) {
        const url = boxUrl(request.org.id, keys.order_pk, keys.box_pk);
        const box = (JSON.parse(row.body) as { boxes: StoredBox[] }).boxes.find((b) => b.url === url);
        if (!box) throw notFound('box');
        if (!expandItems) box.items = box.items.map((item) => ({ url: item.url }));
        return box as never;
      }
      const [box] = await renderOrderBoxes(app.db, request.org, keys.order_pk, { boxId: keys.box_pk, expandItems });
      if (!box) throw notFound('box');
      return box;
    },
  });
}
