import type { App } from '../../app-types.ts';
import { sendV1, V1_TAGS } from '../shape.ts';
import { createCompany } from './create-company.ts';
import { COMPANY_ROUTE, CompanyWrite, V1Company } from './shape.ts';

export default function register(app: App) {
  app.post('/company/', {
    config: COMPANY_ROUTE,
    schema: {
      tags: V1_TAGS, summary: 'Create a company (v1)',
      description: 'The member becomes its owner, and the token reaches it (its Location, the list). 409 when `company_id` is taken.',
      body: CompanyWrite, response: { 201: V1Company },
    },
    handler: async (request, reply) => {
      const company = await app.db.transaction((tx) => createCompany(tx, request.auth, request.body));
      return sendV1(request, reply.header('Location', company.resource_uri), 201, company);
    },
  });
}
