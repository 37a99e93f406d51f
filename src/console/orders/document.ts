/**
 * `GET /console/orgs/:org_pk/orders/:order_pk/documents/:doc_pk`: downloads a shipping document of the order (as an
 * attachment, in a sandbox: a file is never shown as a page of the console's origin).
 */
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { notFound } from '../../core/errors.ts';
import { consoleContext } from '../session/context.ts';
import { documentFileOfOrder, readDocumentFile } from '../../documents/queries.ts';

export default function register(app: App) {
  app.get('/orders/:order_pk/documents/:doc_pk', async (request, reply) => {
    const c = consoleContext(request);
    const file = await documentFileOfOrder(app.db, c.org.id, c.keys.order_pk, c.keys.doc_pk);
    if (!file) throw notFound('document');
    let body;
    try {
      body = await readDocumentFile(app.storage, c.org.id, file);
    } catch (err) {
      request.log.error({ err, file: file.file_name }, 'document file missing from storage');
      throw notFound('document');
    }
    return downloadHeaders(reply, {
      contentType: file.content_type, size: file.size_bytes, disposition: { kind: 'attachment', fileName: file.file_name },
    }).send(body);
  });
}
