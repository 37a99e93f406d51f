import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { getRelation, renameRelation } from '../../oauth/queries.ts';
import { AppRelation, RelationParams, RelationPatch } from './schemas.ts';
import { relationJson } from './render.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/appstore/app-relations/:access_token/', {
    config: { scope: 'api_client' },
    schema: {
      tags: ['App relations'],
      summary: 'Rename an app relation',
      description: 'Accepts `name` (null clears it). `installed_by` is never changed, whatever is sent, null included.',
      params: RelationParams,
      body: RelationPatch,
      response: { 200: AppRelation },
    },
    handler: async (request) => {
      const key = request.params.access_token;
      const row = await app.db.transaction(async (tx) => {
        if (!(await renameRelation(tx, request.org.id, key, request.body?.name?.trim() ?? (request.body?.name === null ? null : undefined)))) return null;
        return getRelation(tx, request.org.id, key);
      });
      if (!row) throw notFound('app relation');
      return relationJson(row, request.org.id);
    },
  });
}
