import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { listRelations } from '../../oauth/queries.ts';
import { OrgParams } from '../orgs/schemas.ts';
import { AppRelation } from './schemas.ts';
import { relationJson } from './render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/appstore/app-relations/', {
    config: { scope: 'api_client' },
    schema: {
      tags: ['App relations'],
      summary: 'List the apps installed in the organization',
      description: 'An app is installed when a member allows it on the authorize page; allowing it again updates the relation.',
      params: OrgParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(AppRelation) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, rows } = await listRelations(app.db, request.org.id, page);
      return listEnvelope(request, page, count, rows.map((r) => relationJson(r, request.org.id)));
    },
  });
}
