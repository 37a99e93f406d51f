import type { App } from '../../../../app-types.ts';
import type { Queryable } from '../../../../db/database.ts';
import { notFound } from '../../../../core/errors.ts';
import { applyOrderCommand } from '../../../../orders/writing/apply.ts';
import { removeFiles } from '../../../../storage/removals.ts';
import { DocParams, DocumentForm } from './schemas.ts';
import { ShippingDocument } from '../../../../orders/boxes/docs/shape.ts';
import { selectDocuments } from '../../../../orders/reading/boxes/docs/queries.ts';
import { renderDocument } from '../../../../orders/reading/boxes/docs/render.ts';
import { discardUpload, readDocumentForm } from '../../../../uploads/document-form.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/docs/:doc_pk/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Shipping documents'],
      summary: 'Change a shipping document (partial)',
      description: 'multipart/form-data with any of `document`, `kind` and `purpose`. A new file replaces the old one, '
        + 'which is removed once the change is committed.',
      consumes: ['multipart/form-data'],
      params: DocParams,
      body: DocumentForm,
      response: { 200: ShippingDocument },
    },
    handler: async (request) => {
      const { keys, org } = request;
      const { order_pk: orderId, box_pk: boxId, doc_pk: docId } = keys;
      const find = (db: Queryable) =>
        selectDocuments(db, org.id, { orderId, boxIds: [boxId], docId });
      if ((await find(app.db)).length === 0) throw notFound('document');
      const form = await readDocumentForm(app, request, org.id, { requireFile: false });
      try {
        const { doc, replaced } = await app.db.transaction(async (tx) => {
          const { result } = await applyOrderCommand(tx, org, {
            type: 'changeDocument', orderId, boxId, docId, kind: form.kind, purpose: form.purpose, file: form.file,
          });
          return { replaced: result, doc: renderDocument((await find(tx))[0], org.id) };
        });
        // The old file was listed for removal in the transaction; remove it now (the sweep retries a failure).
        if (replaced) await removeFiles(app.db, app.storage, [replaced]);
        return doc;
      } catch (err) {
        await discardUpload(app, form);
        throw err;
      }
    },
  });
}
