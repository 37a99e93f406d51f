import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { Organization, OrgParams } from './schemas.ts';
import { getOrg } from './queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/', {
    config: { scope: 'company' },
    schema: {
      tags: ['Organizations'],
      summary: 'Retrieve an organization',
      params: OrgParams,
      response: { 200: Organization },
    },
    handler: async (request) => {
      const org = await getOrg(app.db, request.org.id, request.auth.userId);
      if (!org) throw notFound('organization');
      return org;
    },
  });
}
