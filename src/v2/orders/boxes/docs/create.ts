import type { App } from '../../../../app-types.ts';
import { notFound } from '../../../../core/errors.ts';
import { applyOrderCommand } from '../../../../orders/writing/apply.ts';
import { BoxParams } from '../schemas.ts';
import { selectBoxRefs } from '../../../../orders/reading/boxes/queries.ts';
import { DocumentForm } from './schemas.ts';
import { ShippingDocument } from '../../../../orders/boxes/docs/shape.ts';
import { selectDocuments } from '../../../../orders/reading/boxes/docs/queries.ts';
import { renderDocument } from '../../../../orders/reading/boxes/docs/render.ts';
import { discardUpload, readDocumentForm } from '../../../../uploads/document-form.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/docs/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Shipping documents'],
      summary: 'Upload a shipping document',
      description: 'multipart/form-data with `document` (the file), `kind` and `purpose`. The file streams to storage; '
        + 'above the upload limit (20 MiB by default) the answer is 413 and nothing is kept. The order changes with it.',
      consumes: ['multipart/form-data'],
      params: BoxParams,
      body: DocumentForm,
      response: { 201: ShippingDocument },
    },
    handler: async (request, reply) => {
      const { keys, org } = request;
      const { order_pk: orderId, box_pk: boxId } = keys;
      // A box that does not exist is a 404 before any byte is stored.
      if ((await selectBoxRefs(app.db, org.id, { orderIds: [orderId], boxId })).length === 0) throw notFound('box');
      const form = await readDocumentForm(app, request, org.id, { requireFile: true });
      const file = form.file!;
      try {
        const doc = await app.db.transaction(async (tx) => {
          const { result: docId } = await applyOrderCommand(tx, org, {
            type: 'attachDocument', orderId, boxId, kind: form.kind!, purpose: form.purpose ?? null, file,
          });
          const [row] = await selectDocuments(tx, org.id, { docId });
          return renderDocument(row, org.id);
        });
        return reply.code(201).send(doc);
      } catch (err) {
        await discardUpload(app, form);
        throw err;
      }
    },
  });
}
