import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { Organization, OrgParams } from './schemas.ts';
import { orgRowOfMember } from '../../orgs/organizations.ts';
import { toOrganization } from './render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/', {
    config: { member: true },
    schema: {
      tags: ['Organizations'],
      summary: 'Retrieve an organization',
      description: "Any member's token may read its organization, whatever its scopes; changing it needs `company`.",
      params: OrgParams,
      response: { 200: Organization },
    },
    handler: async (request) => {
      const org = await orgRowOfMember(app.db, request.org.id, request.auth.userId);
      if (!org) throw notFound('organization');
      return toOrganization(org);
    },
  });
}
