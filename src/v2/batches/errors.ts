import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { BatchError } from '../../batches/shape.ts';
import { BatchListQuery, BatchParams } from './schemas.ts';
import { batchErrors } from '../../batches/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/batches/:batch_pk/errors/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Batches'], summary: 'List a batch\'s failures', description: 'Each failed item in pack order: its order, its box, and what to fix.',
      params: BatchParams, querystring: BatchListQuery, response: { 200: listSchema(BatchError) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const found = await batchErrors(app.db, request.org, request.keys.batch_pk, page);
      if (!found) throw notFound('batch');
      return listEnvelope(request, page, found.count, found.results);
    },
  });
}
