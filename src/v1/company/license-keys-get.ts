import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { sendV1, V1_TAGS, V1OneQuery } from '../shape.ts';
import { listLicenseKeys } from '../../orgs/license-keys.ts';
import { KEY_ROUTE, KeyParams, V1Key, renderKey } from './people-shape.ts';

export default function register(app: App) {
  app.get('/company_license_keys/:license_key_pk/', {
    config: KEY_ROUTE,
    schema: { tags: V1_TAGS, summary: 'Retrieve a license key (v1)', params: KeyParams, querystring: V1OneQuery, response: { 200: V1Key } },
    handler: async (request, reply) => {
      const [key] = (await listLicenseKeys(app.db, request.org.id, { limit: 1, offset: 0 }, request.keys.license_key_pk)).rows;
      if (!key) throw notFound('license key');
      return sendV1(request, reply, 200, renderKey(key));
    },
  });
}
