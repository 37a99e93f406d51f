/**
 * v1 company_license_keys (codes issued to the company; meta adds is_company_admin and is_super_user) and
 * company_members (meta adds is_company_admin and is_company_owner; default limit 1000).
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1List, V1ListQuery, V1Object, V1OneQuery, v1Uri } from '../shape.ts';
import { isSuperUser, listMembers, type MemberRow } from '../../orgs/members.ts';
import { listLicenseKeys } from './queries.ts';

const KeyParams = Type.Object({ license_key_pk: PathKey });
const MemberParams = Type.Object({ member_pk: PathKey });
const V1Key = V1Object('A license key: `{id, resource_uri, code}`');
const V1Member = V1Object('A member: `{avatar, email, id, is_active, is_admin, is_owner, is_superuser, name, resource_uri}`');

const renderMember = (m: MemberRow) => ({
  avatar: m.avatar, email: m.email, id: Number(m.id), is_active: m.is_active, is_admin: m.role === 'owner' || m.role === 'admin',
  is_owner: m.role === 'owner', is_superuser: m.is_superuser, name: [m.first_name, m.last_name].filter(Boolean).join(' ') || null,
  resource_uri: v1Uri('company_members', m.id),
});

export default async function peopleRoutes(app: App) {
  app.get('/company_license_keys/', {
    config: { scope: 'license_key', v1: true },
    schema: { tags: V1_TAGS, summary: 'List license keys (v1)', description: 'Default limit 20.', querystring: V1ListQuery(), response: { 200: V1List(V1Key) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { total, rows } = await listLicenseKeys(app.db, request.org.id, page);
      const meta = { is_company_admin: isOrgAdmin(request), is_super_user: await isSuperUser(app.db, request.auth.userId) };
      const objects = rows.map((k) => ({ id: Number(k.id), code: k.code, resource_uri: v1Uri('company_license_keys', k.id) }));
      return sendV1(request, reply, 200, v1Envelope(request, page, total, objects, meta));
    },
  });

  app.get('/company_license_keys/:license_key_pk/', {
    config: { scope: 'license_key', v1: true },
    schema: { tags: V1_TAGS, summary: 'Retrieve a license key (v1)', params: KeyParams, querystring: V1OneQuery, response: { 200: V1Key } },
    handler: async (request, reply) => {
      const [key] = (await listLicenseKeys(app.db, request.org.id, { limit: 1, offset: 0 }, request.keys.license_key_pk)).rows;
      if (!key) throw notFound('license key');
      return sendV1(request, reply, 200, { id: Number(key.id), code: key.code, resource_uri: v1Uri('company_license_keys', key.id) });
    },
  });

  app.get('/company_members/', {
    config: { scope: 'company', v1: true },
    schema: { tags: V1_TAGS, summary: 'List company members (v1)', description: 'Default limit 1000.', querystring: V1ListQuery(), response: { 200: V1List(V1Member) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 1000);
      const { total, rows } = await listMembers(app.db, request.org.id, page);
      const meta = { is_company_admin: isOrgAdmin(request), is_company_owner: request.org.role === 'owner' };
      return sendV1(request, reply, 200, v1Envelope(request, page, total, rows.map(renderMember), meta));
    },
  });

  app.get('/company_members/:member_pk/', {
    config: { scope: 'company', v1: true },
    schema: { tags: V1_TAGS, summary: 'Retrieve a company member (v1)', params: MemberParams, querystring: V1OneQuery, response: { 200: V1Member } },
    handler: async (request, reply) => {
      const [member] = (await listMembers(app.db, request.org.id, { limit: 1, offset: 0 }, request.keys.member_pk)).rows;
      if (!member) throw notFound('company member');
      return sendV1(request, reply, 200, renderMember(member));
    },
  });
}
