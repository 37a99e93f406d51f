import type { App } from '../../app-types.ts';
import { isOrgAdmin } from '../../auth/org.ts';
import { isSuperUser } from '../../orgs/members.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1List, V1ListQuery } from '../shape.ts';
import { listLicenseKeys } from '../../orgs/license-keys.ts';
import { KEY_ROUTE, V1Key, renderKey } from './people-shape.ts';

export default function register(app: App) {
  app.get('/company_license_keys/', {
    config: KEY_ROUTE,
    schema: { tags: V1_TAGS, summary: 'List license keys (v1)', description: 'Default limit 20.', querystring: V1ListQuery(), response: { 200: V1List(V1Key) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { total, rows } = await listLicenseKeys(app.db, request.org.id, page);
      const meta = { is_company_admin: isOrgAdmin(request), is_super_user: await isSuperUser(app.db, request.auth.userId) };
      return sendV1(request, reply, 200, v1Envelope(request, page, total, rows.map(renderKey), meta));
    },
  });
}
