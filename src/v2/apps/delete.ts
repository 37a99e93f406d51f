import { Type } from 'typebox';
import type { App as Fastify } from '../../app-types.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { deleteClient } from '../../oauth/queries.ts';
import { AppParams } from './schemas.ts';

export default function register(app: Fastify) {
  app.delete('/orgs/:org_pk/apps/:app_pk/', {
    config: { scope: 'api_client' },
    schema: {
      tags: ['Apps'],
      summary: 'Delete an OAuth2 app',
      description: 'Revokes every token issued to the app and removes its app relation.',
      params: AppParams,
      response: { 204: Type.Null() },
    },
    handler: async (request, reply) => {
      if (!isOrgAdmin(request)) throw forbidden('Only owners and admins manage apps.');
      const deleted = await app.db.transaction((tx) => deleteClient(tx, request.org.id, request.keys.app_pk));
      if (!deleted) throw notFound('app');
      return reply.code(204).send(null);
    },
  });
}
