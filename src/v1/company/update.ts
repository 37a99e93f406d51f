import type { App } from '../../app-types.ts';
import { conflict, forbidden, invalidFields, notFound } from '../../core/errors.ts';
import { companyIdTaken, getCompany, orgIdTaken, updateCompany } from '../../orgs/companies.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { createCompany } from './create-company.ts';
import { COMPANY_ROUTE, CompanyParams, CompanyPut, V1Company, isCompanyAdmin, renderCompany } from './shape.ts';

export default function register(app: App) {
  app.put('/company/:company_pk/', {
    config: COMPANY_ROUTE,
    schema: {
      tags: V1_TAGS, summary: 'Change a company, or create one with a free id (v1)',
      description: 'Admin rights in the company are required (202). An id no company has creates one as POST does (201; `name` required). ' +
        'Another member\'s company is 404; 409 when `company_id` is taken.',
      params: CompanyParams, body: CompanyPut, response: { 201: V1Company, 202: V1Company },
    },
    handler: async (request, reply) => {
      const id = request.keys.company_pk;
      const { name, company_id: companyId } = request.body;
      const { status, company } = await app.db.transaction(async (tx) => {
        const row = await getCompany(tx, request.auth, id, { lock: true });
        if (!row) {
          if (await orgIdTaken(tx, id)) throw notFound('company');
          if (name === undefined) throw invalidFields({ name: ['This field is required to create a company.'] });
          return { status: 201, company: await createCompany(tx, request.auth, { name, company_id: companyId }, id) };
        }
        if (!isCompanyAdmin(row)) throw forbidden('Admin rights for the company are required.');
        if (companyId !== undefined && (await companyIdTaken(tx, companyId, id))) throw conflict('A company with this company_id already exists.');
        await updateCompany(tx, id, { name: name?.trim(), companyId });
        return { status: 202, company: renderCompany((await getCompany(tx, request.auth, id))!) };
      });
      if (status === 201) reply.header('Location', company.resource_uri);
      return sendV1(request, reply, status, company);
    },
  });
}
