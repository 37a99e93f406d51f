/**
 * `POST /console/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/documents/`: uploads a shipping document to a box, read
 * by the same form reader as the API's upload (src/uploads/document-form.ts) and attached by the order writer. The
 * form is multipart, so its CSRF token comes in the action's query (the guard reads it there for multipart posts).
 */
import multipart from '@fastify/multipart';
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { notFound } from '../../core/errors.ts';
import { applyOrderCommand } from '../../orders/writing/apply.ts';
import { selectBoxRefs } from '../../orders/reading/boxes/queries.ts';
import { discardUpload, readDocumentForm } from '../../uploads/document-form.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext } from '../session/context.ts';

export default async function register(app: App) {
  await app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { files: 1, parts: 20, fields: 10 } });
    scope.post('/orders/:order_pk/boxes/:box_pk/documents/', { config: { consoleAbility: 'ship' } }, async (request, reply) => {
      const c = consoleContext(request);
      const { order_pk: orderId, box_pk: boxId } = c.keys;
      // A box that does not exist is a 404 before any byte is stored.
      if ((await selectBoxRefs(app.db, c.org.id, { orderIds: [orderId], boxId })).length === 0) throw notFound('box');
      const form = await readDocumentForm(app, request, c.org.id, { requireFile: true });
      try {
        await app.db.transaction((tx) => applyOrderCommand(tx, c.org, {
          type: 'attachDocument', orderId, boxId, kind: form.kind!, purpose: form.purpose ?? null, file: form.file!,
        }));
      } catch (err) {
        await discardUpload(app, form);
        throw err;
      }
      return seeOther(reply, `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/?done=document#boxes`);
    });
  });
}
