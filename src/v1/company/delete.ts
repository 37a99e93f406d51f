import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { forbidden, notFound } from '../../core/errors.ts';
import { getCompany, markOrgDeleted } from '../../orgs/companies.ts';
import { organizationCount } from '../../orgs/members.ts';
import { V1_TAGS } from '../shape.ts';
import { COMPANY_ROUTE, CompanyParams, isCompanyAdmin } from './shape.ts';

export default function register(app: App) {
  app.delete('/company/:company_pk/', {
    config: COMPANY_ROUTE,
    schema: {
      tags: V1_TAGS, summary: 'Delete a company (v1)', description: 'Admin rights are required; a member\'s only company cannot be deleted (403).',
      params: CompanyParams, response: { 204: Type.Null({ description: 'Deleted' }) },
    },
    handler: async (request, reply) => {
      const id = request.keys.company_pk;
      await app.db.transaction(async (tx) => {
        const row = await getCompany(tx, request.auth, id, { lock: true });
        if (!row) throw notFound('company');
        if (!isCompanyAdmin(row)) throw forbidden('Admin rights for the company are required.');
        if ((await organizationCount(tx, request.auth.userId)) <= 1) throw forbidden('A user\'s only company cannot be deleted.');
        await markOrgDeleted(tx, id);
      });
      return reply.code(204).send(null);
    },
  });
}
