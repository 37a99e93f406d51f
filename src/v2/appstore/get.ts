import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { getRelation } from '../../oauth/queries.ts';
import { AppRelation, RelationParams } from './schemas.ts';
import { relationJson } from './render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/appstore/app-relations/:access_token/', {
    config: { scope: 'api_client' },
    schema: { tags: ['App relations'], summary: 'Retrieve an app relation', params: RelationParams, response: { 200: AppRelation } },
    handler: async (request) => {
      const row = await getRelation(app.db, request.org.id, request.params.access_token);
      if (!row) throw notFound('app relation');
      return relationJson(row, request.org.id);
    },
  });
}
