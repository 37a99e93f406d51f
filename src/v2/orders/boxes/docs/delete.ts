import { Type } from 'typebox';
import type { App } from '../../../../app-types.ts';
import { applyOrderCommand } from '../../../../orders/writing/apply.ts';
import { removeFiles } from '../../../../storage/removals.ts';
import { DocParams } from './schemas.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/docs/:doc_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Shipping documents'],
      summary: 'Delete a shipping document and its file',
      params: DocParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const { keys, org } = request;
      const { order_pk: orderId, box_pk: boxId, doc_pk: docId } = keys;
      const { result: key } = await app.db.transaction((tx) => applyOrderCommand(tx, org, { type: 'removeDocument', orderId, boxId, docId }));
      // Listed for removal in the transaction (a trigger); removed now that the row is gone for good.
      if (key) await removeFiles(app.db, app.storage, [key]);
      return reply.code(204).send(null);
    },
  });
}
