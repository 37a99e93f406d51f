import { parseValues } from '../../../../wire/values.ts';
import { ITEM_SHAPE } from '../../../../catalogue/item.ts';
import type { App } from '../../../../app-types.ts';
import { applyOrderCommand } from '../../../../orders/writing/apply.ts';
import { Item } from '../../../../orders/boxes/items/shape.ts';
import { ItemParams, ItemPatch } from './schemas.ts';
import { renderBoxItems } from '../../../../orders/reading/boxes/items/render.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/items/:item_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Items'],
      summary: 'Change an item (partial)',
      description: 'Omitted fields keep their value; custom fields are merged by name.',
      params: ItemParams,
      body: ItemPatch,
      response: { 200: Item },
    },
    handler: async (request) => {
      const { keys } = request;
      const { order_pk: orderId, box_pk: boxId, item_pk: itemId } = keys;
      return app.db.transaction(async (tx) => {
        const { url: _ignored, ...fields } = request.body as typeof request.body & { url?: string };
        await applyOrderCommand(tx, request.org, { type: 'changeItem', orderId, boxId, itemId, fields: parseValues(ITEM_SHAPE, fields) });
        return (await renderBoxItems(tx, request.org, orderId, boxId, { itemId }))[0];
      });
    },
  });
}
