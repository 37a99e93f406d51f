import type { App } from '../../app-types.ts';
import { listCompanies } from '../../orgs/companies.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1List, V1ListQuery } from '../shape.ts';
import { COMPANY_ROUTE, V1Company, renderCompany } from './shape.ts';

export default function register(app: App) {
  app.get('/company/', {
    config: COMPANY_ROUTE,
    schema: { tags: V1_TAGS, summary: 'List companies (v1)', description: 'Default limit 20.', querystring: V1ListQuery(), response: { 200: V1List(V1Company) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { total, rows } = await listCompanies(app.db, request.auth, page);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, rows.map(renderCompany)));
    },
  });
}
