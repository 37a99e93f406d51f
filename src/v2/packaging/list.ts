import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { PackagingListParams } from './schemas.ts';
import { PackagingPreset } from '../../catalogue/packaging.ts';
import { listPresets } from '../../packaging/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/packaging/', {
    config: { scope: 'packaging' },
    schema: {
      tags: ['Packaging'],
      summary: 'List packaging presets',
      description: 'Ordered by creation (id).',
      params: PackagingListParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(PackagingPreset) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, results } = await listPresets(app.db, request.org.id, page);
      return listEnvelope(request, page, count, results);
    },
  });
}
