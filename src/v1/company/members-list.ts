import type { App } from '../../app-types.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { listMembers } from '../../orgs/members.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1List, V1ListQuery } from '../shape.ts';
import { MEMBER_ROUTE, V1Member, renderMember } from './people-shape.ts';

export default function register(app: App) {
  app.get('/company_members/', {
    config: MEMBER_ROUTE,
    schema: { tags: V1_TAGS, summary: 'List company members (v1)', description: 'Default limit 1000.', querystring: V1ListQuery(), response: { 200: V1List(V1Member) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 1000);
      const { total, rows } = await listMembers(app.db, request.org.id, page);
      const meta = { is_company_admin: isOrgAdmin(request), is_company_owner: request.org.role === 'owner' };
      return sendV1(request, reply, 200, v1Envelope(request, page, total, rows.map(renderMember), meta));
    },
  });
}
