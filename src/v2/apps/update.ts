import type { App as Fastify } from '../../app-types.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { clientJson } from '../../oauth/clients.ts';
import { updateClient } from '../../oauth/queries.ts';
import { App, AppParams, AppPatch } from './schemas.ts';
import { checkAppBody } from './service.ts';

export default function register(app: Fastify) {
  app.patch('/orgs/:org_pk/apps/:app_pk/', {
    config: { scope: 'api_client' },
    schema: {
      tags: ['Apps'],
      summary: 'Change an OAuth2 app',
      description: 'Accepts `name`, `redirect_uris` and `scopes`. Tokens already issued keep the scopes they were granted.',
      params: AppParams,
      body: AppPatch,
      response: { 200: App },
    },
    handler: async (request) => {
      if (!isOrgAdmin(request)) throw forbidden('Only owners and admins manage apps.');
      const body = request.body ?? {};
      checkAppBody(body);
      const row = await app.db.transaction((tx) => updateClient(tx, request.org.id, request.keys.app_pk, {
        name: body.name?.trim(), redirectUris: body.redirect_uris, scopes: body.scopes && [...new Set(body.scopes)],
      }));
      if (!row) throw notFound('app');
      return clientJson(row, request.org.id);
    },
  });
}
