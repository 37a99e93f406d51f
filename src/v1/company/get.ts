import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { getCompany } from '../../orgs/companies.ts';
import { sendV1, V1_TAGS, V1OneQuery } from '../shape.ts';
import { COMPANY_ROUTE, CompanyParams, V1Company, renderCompany } from './shape.ts';

export default function register(app: App) {
  app.get('/company/:company_pk/', {
    config: COMPANY_ROUTE,
    schema: { tags: V1_TAGS, summary: 'Retrieve a company (v1)', params: CompanyParams, querystring: V1OneQuery, response: { 200: V1Company } },
    handler: async (request, reply) => {
      const row = await getCompany(app.db, request.auth, request.keys.company_pk);
      if (!row) throw notFound('company');
      return sendV1(request, reply, 200, renderCompany(row));
    },
  });
}
