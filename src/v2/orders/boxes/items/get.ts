import type { App } from '../../../../app-types.ts';
import { notFound } from '../../../../core/errors.ts';
import { Item } from '../../../../orders/boxes/items/shape.ts';
import { ItemParams } from './schemas.ts';
import { renderBoxItems } from '../../../../orders/reading/boxes/items/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/items/:item_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Items'],
      summary: 'Retrieve an item',
      params: ItemParams,
      response: { 200: Item },
    },
    handler: async (request) => {
      const { keys } = request;
      const [item] = await renderBoxItems(app.db, request.org, keys.order_pk, keys.box_pk, { itemId: keys.item_pk });
      if (!item) throw notFound('item');
      return item;
    },
  });
}
