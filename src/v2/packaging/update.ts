import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { PackagingParams, PackagingPatch, PackagingPreset } from './schemas.ts';
import { updatePreset } from './service.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/packaging/:packaging_pk/', {
    config: { scope: 'packaging' },
    schema: {
      tags: ['Packaging'],
      summary: 'Update a packaging preset (partial)',
      description:
        'Omitted fields keep their value; null clears a field (not `name`). Boxes using the preset without their own ' +
        'dimensions or weight follow the change.',
      params: PackagingParams,
      body: PackagingPatch,
      response: { 200: PackagingPreset },
    },
    handler: async (request) => {
      const id = request.keys.packaging_pk;
      return app.db.transaction(async (tx) => {
        const preset = await updatePreset(tx, request.org.id, id, request.body);
        if (!preset) throw notFound('packaging preset');
        return preset;
      });
    },
  });
}
