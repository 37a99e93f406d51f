import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { Organization } from './schemas.ts';
import { listOrgRows } from '../../orgs/organizations.ts';
import { toOrganization } from './render.ts';
import { tokenOrgIds } from '../../auth/org.ts';

export default function register(app: App) {
  app.get('/orgs/', {
    config: { member: true },
    schema: {
      tags: ['Organizations'],
      summary: 'List the organizations the token can see',
      description: "Any member's token may list its organizations, whatever its scopes.",
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(Organization) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, rows } = await listOrgRows(app.db, request.auth.userId, tokenOrgIds(request.auth), page);
      return listEnvelope(request, page, count, rows.map(toOrganization));
    },
  });
}
