import type { App } from '../../app-types.ts';
import { conflict } from '../../core/errors.ts';
import { companyIdTaken, getCompany } from '../../orgs/companies.ts';
import { createOrganization } from '../../orgs/create.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { COMPANY_ROUTE, CompanyWrite, V1Company, renderCompany } from './shape.ts';

export default function register(app: App) {
  app.post('/company/', {
    config: COMPANY_ROUTE,
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
}
