import type { App as Fastify } from '../../app-types.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { clientJson } from '../../oauth/clients.ts';
import { getClient } from '../../oauth/queries.ts';
import { App, AppParams } from './schemas.ts';

export default function register(app: Fastify) {
  app.get('/orgs/:org_pk/apps/:app_pk/', {
    config: { scope: 'api_client' },
    schema: { tags: ['Apps'], summary: 'Retrieve an OAuth2 app', params: AppParams, response: { 200: App } },
    handler: async (request) => {
      if (!isOrgAdmin(request)) throw forbidden('Only owners and admins manage apps.');
      const row = await getClient(app.db, request.org.id, request.keys.app_pk);
      if (!row) throw notFound('app');
      return clientJson(row, request.org.id);
    },
  });
}
