import type { App } from '../../app-types.ts';
import { PackagingParams } from './schemas.ts';
import { PackagingPatch } from '../../wire/bodies/packaging.ts';
import { PackagingPreset, PACKAGING_SHAPE } from '../../catalogue/packaging.ts';
import { updatePreset } from '../../packaging/service.ts';
import { parseValues } from '../../wire/values.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/packaging/:packaging_pk/', {
    config: { scope: 'packaging' },
    schema: {
      tags: ['Packaging'],
      summary: 'Update a packaging preset (partial)',
      description:
        'Omitted fields keep their value; null clears a field (not `name`). Boxes using the preset without their own ' +
        'dimensions or weight follow the change, and every order with a box using it changes too (`nested_updated_at` ' +
        'moves and `orders` webhooks are sent).',
      params: PackagingParams,
      body: PackagingPatch,
      response: { 200: PackagingPreset },
    },
    handler: async (request) => {
      const id = request.keys.packaging_pk;
      return app.db.transaction((tx) => updatePreset(tx, request.org, id, parseValues(PACKAGING_SHAPE, request.body)));
    },
  });
}
