import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { notFound } from '../../core/errors.ts';
import { BatchParams } from './schemas.ts';
import { storedPrintFile } from '../../batches/print-file.ts';

const FileBody = Type.String({ format: 'binary' });
/** A PDF, or one ZPL stream for a batch made with `format: zpl`. */
const PrintFile = {
  description: 'The print file (Content-Disposition: attachment): a PDF, or ZPL II for `format: zpl`.',
  content: { 'application/pdf': { schema: FileBody }, 'application/x-zpl': { schema: FileBody } },
};

export default function register(app: App) {
  app.get('/orgs/:org_pk/batches/:batch_pk/print-file/', {
    config: { scope: 'shipping' },
    exposeHeadRoute: false,
    schema: {
      tags: ['Batches'], summary: 'Download a batch\'s print file',
      description: 'The `print_file` of an ended batch: every label (or document) in pack order, streamed. 404 before the batch has one.',
      params: BatchParams, response: { 200: PrintFile },
    },
    handler: async (request, reply) => {
      const file = await storedPrintFile(app.db, app.storage, request.org.id, request.keys.batch_pk);
      if (!file) throw notFound('print file');
      return downloadHeaders(reply, { contentType: file.contentType, size: file.size, disposition: { kind: 'attachment', fileName: file.fileName } })
        .send(file.body as never);
    },
  });
}
