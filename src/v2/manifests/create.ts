import type { App } from '../../app-types.ts';
import { v2RefAt } from '../../core/refs.ts';
import { closeManifest } from '../../manifests/close.ts';
import { labelsOfManifests } from '../../manifests/queries.ts';
import { renderManifest } from '../../manifests/render.ts';
import { Manifest, ManifestBody, ManifestsParams } from '../../manifests/schemas.ts';

export default function register(app: App) {
  app.post('/orgs/:org_pk/manifests/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Close the day: manifest a carrier account\'s labels of a ship date',
      description: 'Takes every purchased, not voided label of `carrier_account` whose ship date (the day of its purchase in the '
        + 'organization\'s time zone) is `ship_date` (default today) and that is in no manifest yet. A label is in at most one manifest; '
        + 'a manifested label can no longer be voided through Boxline (409). 409 and nothing written when no label is left to close; '
        + '400 naming the field for an account of another organization or a bad date. No carrier is called: `document` is Boxline\'s '
        + 'own manifest (the sandbox\'s SCAN form), see docs/packing.md.',
      params: ManifestsParams,
      body: ManifestBody,
      response: { 201: Manifest },
    },
    handler: async (request, reply) => {
      const { org, body } = request;
      const [accountId] = v2RefAt('carrierAccount', body.carrier_account, org, 'carrier_account')!;
      const row = await closeManifest(app.db, org.id, { accountId, shipDate: body.ship_date ?? null });
      return reply.code(201).send(renderManifest(row, await labelsOfManifests(app.db, org.id, [row.id]), org));
    },
  });
}
