import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { listMembers } from '../../orgs/members.ts';
import { sendV1, V1_TAGS, V1OneQuery } from '../shape.ts';
import { MEMBER_ROUTE, MemberParams, V1Member, renderMember } from './people-shape.ts';

export default function register(app: App) {
  app.get('/company_members/:member_pk/', {
    config: MEMBER_ROUTE,
    schema: { tags: V1_TAGS, summary: 'Retrieve a company member (v1)', params: MemberParams, querystring: V1OneQuery, response: { 200: V1Member } },
    handler: async (request, reply) => {
      const [member] = (await listMembers(app.db, request.org.id, { limit: 1, offset: 0 }, request.keys.member_pk)).rows;
      if (!member) throw notFound('company member');
      return sendV1(request, reply, 200, renderMember(member));
    },
  });
}
