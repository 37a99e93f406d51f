import type { App } from '../../app-types.ts';
import { listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { Batch } from '../../batches/shape.ts';
import { BatchesParams, BatchListQuery } from './schemas.ts';
import { listBatches, renderBatch } from '../../batches/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/batches/', {
    config: { scope: 'shipping' },
    schema: { tags: ['Batches'], summary: 'List batches', description: 'Newest first.', params: BatchesParams, querystring: BatchListQuery, response: { 200: listSchema(Batch) } },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, rows } = await listBatches(app.db, request.org.id, page);
      return listEnvelope(request, page, count, rows.map((r) => renderBatch(r, request.org)));
    },
  });
}
