import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { labelsOfManifests, selectManifest } from '../../manifests/queries.ts';
import { renderManifest } from '../../manifests/render.ts';
import { Manifest, ManifestParams } from './schemas.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/manifests/:manifest_pk/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Retrieve a manifest',
      params: ManifestParams,
      response: { 200: Manifest },
    },
    handler: async (request) => {
      const row = await selectManifest(app.db, request.org.id, request.keys.manifest_pk);
      if (!row) throw notFound('manifest');
      return renderManifest(row, await labelsOfManifests(app.db, request.org.id, [row.id]), request.org);
    },
  });
}
