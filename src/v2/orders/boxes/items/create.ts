import { parseValues } from '../../../../wire/values.ts';
import { ITEM_SHAPE } from '../../../../catalogue/item.ts';
import type { App } from '../../../../app-types.ts';
import { applyOrderCommand } from '../../../../orders/writing/apply.ts';
import { BoxParams } from '../schemas.ts';
import { Item } from '../../../../orders/boxes/items/shape.ts';
import { ItemCreate } from './schemas.ts';
import { renderBoxItems } from '../../../../orders/reading/boxes/items/render.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/items/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Items'],
      summary: 'Add an item to a box',
      description: '`quantity` and `kind` are required.',
      params: BoxParams,
      body: ItemCreate,
      response: { 201: Item },
    },
    handler: async (request, reply) => {
      const { keys } = request;
      const { order_pk: orderId, box_pk: boxId } = keys;
      const { url: _ignored, ...body } = request.body as typeof request.body & { url?: string };
      const item = await app.db.transaction(async (tx) => {
        const { result: itemId } = await applyOrderCommand(tx, request.org, { type: 'addItem', orderId, boxId, fields: parseValues(ITEM_SHAPE, body) });
        return (await renderBoxItems(tx, request.org, orderId, boxId, { itemId }))[0];
      });
      return reply.code(201).send(item);
    },
  });
}
