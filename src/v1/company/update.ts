import type { App } from '../../app-types.ts';
import { conflict, forbidden, notFound } from '../../core/errors.ts';
import { companyIdTaken, getCompany, updateCompany } from '../../orgs/companies.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { COMPANY_ROUTE, CompanyParams, CompanyPut, V1Company, isCompanyAdmin, renderCompany } from './shape.ts';

export default function register(app: App) {
  app.put('/company/:company_pk/', {
    config: COMPANY_ROUTE,
    schema: {
      tags: V1_TAGS, summary: 'Change a company (v1)', description: 'Admin rights in the company are required; 409 when `company_id` is taken. Answers 202.',
      params: CompanyParams, body: CompanyPut, response: { 202: V1Company },
    },
    handler: async (request, reply) => {
      const id = request.keys.company_pk;
      const company = await app.db.transaction(async (tx) => {
        const row = await getCompany(tx, request.auth, id, { lock: true });
        if (!row) throw notFound('company');
        if (!isCompanyAdmin(row)) throw forbidden('Admin rights for the company are required.');
        const { name, company_id: companyId } = request.body;
        if (companyId !== undefined && (await companyIdTaken(tx, companyId, id))) throw conflict('A company with this company_id already exists.');
        await updateCompany(tx, id, { name: name?.trim(), companyId });
        return renderCompany((await getCompany(tx, request.auth, id))!);
      });
      return sendV1(request, reply, 202, company);
    },
  });
}
