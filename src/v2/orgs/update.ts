import type { App } from '../../app-types.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { Organization, OrgParams, OrgPatch } from './schemas.ts';
import { orgRowOfMember, renameOrg } from '../../orgs/organizations.ts';
import { toOrganization } from './render.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/', {
    config: { scope: 'company' },
    schema: {
      tags: ['Organizations'],
      summary: 'Rename an organization (owners and admins)',
      description: 'Only `name` is writable; other fields are ignored.',
      params: OrgParams,
      body: OrgPatch,
      response: { 200: Organization },
    },
    handler: async (request) => {
      if (!isOrgAdmin(request)) throw forbidden('Only owners and admins can change the organization.');
      const name = request.body.name?.trim();
      return app.db.transaction(async (tx) => {
        if (name) await renameOrg(tx, request.org.id, name);
        const org = await orgRowOfMember(tx, request.org.id, request.auth.userId);
        if (!org) throw notFound('organization');
        return toOrganization(org);
      });
    },
  });
}
