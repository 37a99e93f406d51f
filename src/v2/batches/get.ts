import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { Batch } from '../../batches/shape.ts';
import { BatchParams } from './schemas.ts';
import { renderBatch, selectBatch } from '../../batches/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/batches/:batch_pk/', {
    config: { scope: 'shipping' },
    schema: { tags: ['Batches'], summary: 'Retrieve a batch', description: 'Its progress (`done`, `failed` of `total`) and, once ended, its `print_file`.', params: BatchParams, response: { 200: Batch } },
    handler: async (request) => {
      const row = await selectBatch(app.db, request.org.id, request.keys.batch_pk);
      if (!row) throw notFound('batch');
      return renderBatch(row, request.org);
    },
  });
}
