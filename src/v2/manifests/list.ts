import type { App } from '../../app-types.ts';
import { listEnvelope, listSchema, pageOf } from '../../core/paging.ts';
import { invalidFields, type FieldErrors } from '../../core/errors.ts';
import { v2RefAt } from '../../http/refs.ts';
import { isCalendarDate } from '../../manifests/ship-date.ts';
import { labelsOfManifests, listManifests } from '../../manifests/queries.ts';
import { renderManifest } from '../../manifests/render.ts';
import { Manifest, ManifestListQuery, ManifestsParams } from './schemas.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/manifests/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'List manifests',
      description: 'Newest first; `carrier_account` (url) and `ship_date` narrow the list.',
      params: ManifestsParams,
      querystring: ManifestListQuery,
      response: { 200: listSchema(Manifest) },
    },
    handler: async (request) => {
      const { org, query } = request;
      const errors: FieldErrors = {};
      const account = query.carrier_account === undefined ? null : v2RefAt('carrierAccount', query.carrier_account, org, 'carrier_account', errors);
      if (query.ship_date !== undefined && !isCalendarDate(query.ship_date)) errors.ship_date = ['must be a date written YYYY-MM-DD'];
      if (Object.keys(errors).length) throw invalidFields(errors);
      const page = pageOf(query, app.config);
      const { count, rows } = await listManifests(app.db, org.id, page, { accountId: account?.[0], shipDate: query.ship_date });
      const labels = await labelsOfManifests(app.db, org.id, rows.map((r) => r.id));
      const results = rows.map((r) => renderManifest(r, labels.filter((l) => l.manifest_id === r.id), org));
      return listEnvelope(request, page, count, results);
    },
  });
}
