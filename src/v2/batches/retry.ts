import type { App } from '../../app-types.ts';
import { Batch } from '../../batches/shape.ts';
import { BatchParams } from './schemas.ts';
import { renderBatch } from '../../batches/queries.ts';
import { retryBatch } from '../../batches/retry.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/batches/:batch_pk/retry/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Batches'], summary: 'Retry a batch\'s failures',
      description: 'Queues the failed items again (the done ones are kept); the batch runs and ends again with a new print file. 409 while it runs or when nothing failed.',
      params: BatchParams, response: { 202: Batch },
    },
    handler: async (request, reply) => {
      const row = await retryBatch(app.db, request.org.id, request.keys.batch_pk);
      return reply.code(202).send(renderBatch(row, request.org));
    },
  });
}
