import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PackagingParams } from './schemas.ts';
import { deletePreset } from '../../packaging/service.ts';

export default function register(app: App) {
  app.delete('/orgs/:org_pk/packaging/:packaging_pk/', {
    config: { scope: 'packaging' },
    schema: {
      tags: ['Packaging'],
      summary: 'Delete a packaging preset',
      description: 'Boxes that used the preset keep their own values and lose the reference; their orders change (`nested_updated_at` moves and `orders` webhooks are sent).',
      params: PackagingParams,
      response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const id = request.keys.packaging_pk;
      await app.db.transaction((tx) => deletePreset(tx, request.org, id));
      return reply.code(204).send(null);
    },
  });
}
