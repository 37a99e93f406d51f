import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { PathKey, StringEnum } from '../../core/schema.ts';
import { listEnvelope, listSchema, PagingQuery, pageOf } from '../../core/paging.ts';
import { Label } from './schemas.ts';
import { CURRENT_STATUSES, listCurrentLabels } from '../../shipping/labels/list.ts';
import { renderLabel } from '../../shipping/labels/render.ts';

const LabelListQuery = Type.Object({
  ...PagingQuery,
  status: Type.Optional(StringEnum(CURRENT_STATUSES, { description: 'Only the labels of this status (default: all three)' })),
});

export default function register(app: App) {
  app.get('/orgs/:org_pk/labels/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'List the current labels',
      description: 'Each box\'s current label, as `GET .../label/` answers it: `pending` while it is bought, `purchased`, or '
        + '`attention` (a crash stopped the purchase and the carrier may have sold it: an operator settles it with `DELETE .../label/`). '
        + 'Newest first. `?status=attention` is the list of labels waiting for an operator.',
      params: Type.Object({ org_pk: PathKey }),
      querystring: LabelListQuery,
      response: { 200: listSchema(Label) },
    },
    handler: async (request) => {
      const page = pageOf(request.query, app.config);
      const { count, rows } = await listCurrentLabels(app.db, request.org.id, request.query.status ?? null, page);
      return listEnvelope(request, page, count, rows.map((row) => renderLabel(row, request.org)));
    },
  });
}
