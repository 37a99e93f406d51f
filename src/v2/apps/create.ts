import type { App as Fastify } from '../../app-types.ts';
import { forbidden } from '../../core/errors.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { clientJson, createClient } from '../../oauth/clients.ts';
import { OrgParams } from '../orgs/schemas.ts';
import { AppCreate, AppCreated } from './schemas.ts';
import { checkAppBody } from './service.ts';

export default function register(app: Fastify) {
  app.post('/orgs/:org_pk/apps/', {
    config: { scope: 'api_client' },
    schema: {
      tags: ['Apps'],
      summary: 'Register an OAuth2 app',
      description:
        'Owners and admins only. The answer holds `client_id` and `client_secret`; the secret is shown only here. Members ' +
        'allow the app at `/api/v1/oauth2/authorize`, and it gets tokens at `/api/v1/oauth2/token/`.',
      params: OrgParams,
      body: AppCreate,
      response: { 201: AppCreated },
    },
    handler: async (request, reply) => {
      if (!isOrgAdmin(request)) throw forbidden('Only owners and admins manage apps.');
      checkAppBody(request.body);
      const { row, secret } = await app.db.transaction((tx) => createClient(tx, request.org.id, {
        name: request.body.name.trim(), redirectUris: request.body.redirect_uris, scopes: request.body.scopes && [...new Set(request.body.scopes)],
        createdBy: request.auth.userId,
      }));
      return reply.code(201).send({ ...clientJson(row, request.org.id), client_secret: secret });
    },
  });
}
