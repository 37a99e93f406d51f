import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { memberUrl } from '../../core/urls.ts';
import { PathKey } from '../../core/schema.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { memberOfOrg, type OrgMemberRow } from '../../orgs/members.ts';
// The member object of the specification: an app relation's `installed_by` is one, and its `url` is this route.
import { Member } from '../appstore/schemas.ts';


const render = (m: OrgMemberRow, orgId: number) => ({
  url: memberUrl(orgId, m.user_id), email: m.email, first_name: m.first_name, last_name: m.last_name,
  is_admin: m.role === 'owner' || m.role === 'admin', is_owner: m.role === 'owner', is_shipper: m.role === 'shipper',
  profile_image: m.avatar, websocket_channel_id: m.user_websocket_channel_id, user_websocket_channel_id: m.user_websocket_channel_id,
  member_websocket_channel_id: m.member_websocket_channel_id,
});

export default function register(app: App) {
  app.get('/orgs/:org_pk/members/:member_pk/', {
    config: { scope: 'company' },
    schema: {
      tags: ['Members'],
      summary: 'Retrieve a member (owners and admins)',
      description: 'What an app relation\'s `installed_by.url` points at. 403 for a member or shipper; 404 for a user who is not a member of the organization.',
      params: Type.Object({ org_pk: PathKey, member_pk: PathKey }),
      response: { 200: Member },
    },
    handler: async (request) => {
      if (!isOrgAdmin(request)) throw forbidden('Only owners and admins see members.');
      const member = await memberOfOrg(app.db, request.org.id, request.keys.member_pk);
      if (!member) throw notFound('member');
      return render(member, request.org.id);
    },
  });
}
