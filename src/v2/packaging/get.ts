import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { PackagingParams } from './schemas.ts';
import { PackagingPreset } from '../../catalogue/packaging.ts';
import { getPreset } from '../../packaging/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/packaging/:packaging_pk/', {
    config: { scope: 'packaging' },
    schema: {
      tags: ['Packaging'],
      summary: 'Retrieve a packaging preset',
      params: PackagingParams,
      response: { 200: PackagingPreset },
    },
    handler: async (request) => {
      const id = request.keys.packaging_pk;
      const preset = await getPreset(app.db, request.org.id, id);
      if (!preset) throw notFound('packaging preset');
      return preset;
    },
  });
}
