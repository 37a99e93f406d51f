import type { App } from '../../app-types.ts';
import { PackagingCreate } from '../../wire/bodies/packaging.ts';
import { PackagingListParams } from './schemas.ts';
import { PackagingPreset, PACKAGING_SHAPE } from '../../catalogue/packaging.ts';
import { createPreset } from '../../packaging/service.ts';
import { parseValues } from '../../wire/values.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/packaging/', {
    config: { scope: 'packaging' },
    schema: {
      tags: ['Packaging'],
      summary: 'Create a packaging preset',
      description: '`name` is required. The container kind may be sent as `package_type` or `packaging_type`; responses show `package_type`.',
      params: PackagingListParams,
      body: PackagingCreate,
      response: { 201: PackagingPreset },
    },
    handler: async (request, reply) => {
      const preset = await app.db.transaction((tx) => createPreset(tx, request.org.id, parseValues(PACKAGING_SHAPE, request.body)));
      reply.code(201);
      return preset;
    },
  });
}
