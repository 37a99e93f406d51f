import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { encodeId } from '../../core/ids.ts';
import { BatchParams } from '../../batches/schemas.ts';
import { selectBatch } from '../../batches/queries.ts';

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
      const batch = await selectBatch(app.db, request.org.id, request.keys.batch_pk);
      if (!batch?.print_file_key) throw notFound('print file');
      const extension = batch.print_file_type === 'application/x-zpl' ? 'zpl' : 'pdf';
      return reply.type(batch.print_file_type!)
        .header('Content-Length', batch.print_file_size!)
        .header('Content-Disposition', `attachment; filename="batch-${encodeId(batch.id)}.${extension}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(await app.storage.read(batch.print_file_key) as never);
    },
  });
}
