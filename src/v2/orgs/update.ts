import type { App } from '../../app-types.ts';
import { forbidden, invalidField, notFound } from '../../core/errors.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { Organization, OrgParams, OrgPatch } from './schemas.ts';
import { orgRowOfMember, updateOrgSettings } from '../../orgs/organizations.ts';
import { canonicalTimeZone } from '../../orgs/time-zone.ts';
import { toOrganization } from './render.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/', {
    config: { scope: 'company' },
    schema: {
      tags: ['Organizations'],
      summary: 'Rename an organization or set its time zone (owners and admins)',
      description: 'Only `name` and `time_zone` are writable; other fields are ignored.',
      params: OrgParams,
      body: OrgPatch,
      response: { 200: Organization },
    },
    handler: async (request) => {
      if (!isOrgAdmin(request)) throw forbidden('Only owners and admins can change the organization.');
      const name = request.body.name?.trim() || undefined;
      const zone = request.body.time_zone;
      const timeZone = zone === undefined ? undefined : canonicalTimeZone(zone);
      if (timeZone === null) throw invalidField('time_zone', 'must be an IANA time zone name, such as America/Chicago or UTC.');
      return app.db.transaction(async (tx) => {
        await updateOrgSettings(tx, request.org.id, { name, timeZone });
        const org = await orgRowOfMember(tx, request.org.id, request.auth.userId);
        if (!org) throw notFound('organization');
        return toOrganization(org);
      });
    },
  });
}
