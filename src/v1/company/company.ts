/**
 * v1 company: the organizations the token sees. POST makes a new one with the member as its owner; PUT and
 * DELETE need admin rights in it (owner or admin); a member's only company cannot be deleted (403); a
 * `company_id` another company has is a 409. DELETE marks the organization deleted (v2 shows `deleted_at`).
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1List, V1ListQuery, V1Object, V1OneQuery, v1Time, v1Uri } from '../shape.ts';
import { companyIdTaken, getCompany, listCompanies, markOrgDeleted, updateCompany, type CompanyRow } from '../../orgs/companies.ts';
import { createOrganization } from '../../orgs/create.ts';
import { organizationCount } from '../../orgs/members.ts';

const CompanyParams = Type.Object({ company_pk: PathKey });
const V1Company = V1Object('A v1 company: `{id, resource_uri, company_id, name, created_at, updated_at}`');
const CompanyWrite = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255, pattern: '\\S' }),
  company_id: Type.Optional(Type.String({ minLength: 1, maxLength: 255, description: 'Unique text key; generated when omitted' })),
});
const CompanyPut = Type.Object({ name: Type.Optional(CompanyWrite.properties.name), company_id: CompanyWrite.properties.company_id });

export const renderCompany = (row: CompanyRow) => ({
  id: Number(row.id), resource_uri: v1Uri('company', row.id), company_id: row.company_id, name: row.name,
  created_at: v1Time(row.created_at), updated_at: v1Time(row.updated_at),
});

const isAdmin = (row: CompanyRow) => row.role === 'owner' || row.role === 'admin';

export default async function companyRoutes(app: App) {
  const cfg = { scope: 'company', v1: true } as const;

  app.get('/company/', {
    config: cfg,
    schema: { tags: V1_TAGS, summary: 'List companies (v1)', description: 'Default limit 20.', querystring: V1ListQuery(), response: { 200: V1List(V1Company) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { total, rows } = await listCompanies(app.db, request.auth, page);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, rows.map(renderCompany)));
    },
  });

  app.get('/company/:company_pk/', {
    config: cfg,
    schema: { tags: V1_TAGS, summary: 'Retrieve a company (v1)', params: CompanyParams, querystring: V1OneQuery, response: { 200: V1Company } },
    handler: async (request, reply) => {
      const row = await getCompany(app.db, request.auth, request.keys.company_pk);
      if (!row) throw notFound('company');
      return sendV1(request, reply, 200, renderCompany(row));
    },
  });

  app.post('/company/', {
    config: cfg,
    schema: { tags: V1_TAGS, summary: 'Create a company (v1)', description: '409 when `company_id` is taken.', body: CompanyWrite, response: { 201: V1Company } },
    handler: async (request, reply) => {
      const { name, company_id: companyId } = request.body;
      const company = await app.db.transaction(async (tx) => {
        if (companyId !== undefined && (await companyIdTaken(tx, companyId))) throw conflict('A company with this company_id already exists.');
        const { orgId } = await createOrganization(tx, { name: name.trim(), companyId, owner: { userId: request.auth.userId } });
        return renderCompany((await getCompany(tx, { ...request.auth, tokenOrgId: null }, orgId))!);
      });
      return sendV1(request, reply.header('Location', company.resource_uri), 201, company);
    },
  });

  app.put('/company/:company_pk/', {
    config: cfg,
    schema: {
      tags: V1_TAGS, summary: 'Change a company (v1)', description: 'Admin rights in the company are required; 409 when `company_id` is taken. Answers 202.',
      params: CompanyParams, body: CompanyPut, response: { 202: V1Company },
    },
    handler: async (request, reply) => {
      const id = request.keys.company_pk;
      const company = await app.db.transaction(async (tx) => {
        const row = await getCompany(tx, request.auth, id, { lock: true });
        if (!row) throw notFound('company');
        if (!isAdmin(row)) throw forbidden('Admin rights for the company are required.');
        const { name, company_id: companyId } = request.body;
        if (companyId !== undefined && (await companyIdTaken(tx, companyId, id))) throw conflict('A company with this company_id already exists.');
        await updateCompany(tx, id, { name: name?.trim(), companyId });
        return renderCompany((await getCompany(tx, request.auth, id))!);
      });
      return sendV1(request, reply, 202, company);
    },
  });

  app.delete('/company/:company_pk/', {
    config: cfg,
    schema: {
      tags: V1_TAGS, summary: 'Delete a company (v1)', description: 'Admin rights are required; a member\'s only company cannot be deleted (403).',
      params: CompanyParams, response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const id = request.keys.company_pk;
      await app.db.transaction(async (tx) => {
        const row = await getCompany(tx, request.auth, id, { lock: true });
        if (!row) throw notFound('company');
        if (!isAdmin(row)) throw forbidden('Admin rights for the company are required.');
        if ((await organizationCount(tx, request.auth.userId)) <= 1) throw forbidden('A user\'s only company cannot be deleted.');
        await markOrgDeleted(tx, id);
      });
      return reply.code(204).send(null);
    },
  });
}
