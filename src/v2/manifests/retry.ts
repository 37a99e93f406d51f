import type { App } from '../../app-types.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { retryCarrierClose } from '../../manifests/carrier-close.ts';
import { labelsOfManifests } from '../../manifests/queries.ts';
import { renderManifest } from '../../manifests/render.ts';
import { Manifest, ManifestParams } from './schemas.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/orgs/:org_pk/manifests/:manifest_pk/retry/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Retry the carrier\'s close of a manifest',
      description: 'Asks the carrier again for its close of a manifest whose `carrier_status` is `failed` (after the cause in `carrier_message` '
        + 'is fixed): the carrier is first asked for a close it may have made, then asked to close. Answers the manifest with what came of it. '
        + '409 when the carrier\'s close did not fail.',
      params: ManifestParams,
      response: { 200: Manifest },
    },
    handler: async (request) => {
      const row = await retryCarrierClose(deps, request.org.id, request.keys.manifest_pk);
      return renderManifest(row, await labelsOfManifests(app.db, request.org.id, [row.id]), request.org);
    },
  });
}
