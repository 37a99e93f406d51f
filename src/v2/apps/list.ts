import { Type } from 'typebox';
import type { App as Fastify } from '../../app-types.ts';
import { forbidden } from '../../core/errors.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { clientJson } from '../../oauth/clients.ts';
import { listClients } from '../../oauth/queries.ts';
import { OrgParams } from '../orgs/schemas.ts';
import { App } from './schemas.ts';

export default function register(app: Fastify) {
  app.get('/orgs/:org_pk/apps/', {
    config: { scope: 'api_client' },
    schema: {
      tags: ['Apps'],
      summary: "List the organization's OAuth2 apps",
      description: 'Owners and admins only. Secrets are never shown again after creation.',
      params: OrgParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(App) },
    },
    handler: async (request) => {
      if (!isOrgAdmin(request)) throw forbidden('Only owners and admins manage apps.');
      const page = pageOf(request.query, app.config);
      const { count, rows } = await listClients(app.db, request.org.id, page);
      return listEnvelope(request, page, count, rows.map((r) => clientJson(r, request.org.id)));
    },
  });
}
