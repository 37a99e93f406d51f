import type { App } from '../../app-types.ts';
import { v2RefAt } from '../../http/refs.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { closeManifest } from '../../manifests/close.ts';
import { labelsOfManifests } from '../../manifests/queries.ts';
import { renderManifest } from '../../manifests/render.ts';
import { Manifest, ManifestBody, ManifestsParams } from './schemas.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/orgs/:org_pk/manifests/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Close the day: manifest a carrier account\'s labels of a ship date',
      description: 'Takes every purchased, not voided label of `carrier_account` whose ship date (the day of its purchase in the '
        + 'organization\'s time zone) is `ship_date` (default today) and that is in no manifest yet. A label is in at most one manifest; '
        + 'a manifested label can no longer be voided through Boxline (409). 409 and nothing written when no label is left to close; '
        + '400 naming the field for an account of another organization or a bad date. `document` is Boxline\'s own manifest (the '
        + 'sandbox\'s SCAN form). A USPS or FedEx account\'s carrier is then asked for its own close (SCAN form, Ground End of Day '
        + 'Close): `carrier_status` says what came of it, `carrier_document` is the carrier\'s form; a refusal never undoes the manifest.',
      params: ManifestsParams,
      body: ManifestBody,
      response: { 201: Manifest },
    },
    handler: async (request, reply) => {
      const { org, body } = request;
      const [accountId] = v2RefAt('carrierAccount', body.carrier_account, org, 'carrier_account')!;
      const row = await closeManifest(deps, org.id, { accountId, shipDate: body.ship_date ?? null });
      return reply.code(201).send(renderManifest(row, await labelsOfManifests(app.db, org.id, [row.id]), org));
    },
  });
}
