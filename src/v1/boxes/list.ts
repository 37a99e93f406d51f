import type { App } from '../../app-types.ts';
import { countBoxes, selectBoxes } from '../../orders/reading/boxes/queries.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS } from '../shape.ts';
import { BoxListQuery, V1BoxList } from '../orders/schemas.ts';
import { renderV1BoxRows } from '../orders/records.ts';

export default function register(app: App) {
  app.get('/boxes/', {
    config: { scope: 'order', v1: true },
    schema: { tags: V1_TAGS, summary: 'List boxes (v1)', description: '`order=<id>` lists one order\'s boxes. Default limit 20.', querystring: BoxListQuery, response: { 200: V1BoxList } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { order } = request.query as { order?: number };
      const filter = order === undefined ? {} : { orderIds: [order] };
      const [total, rows] = [await countBoxes(app.db, request.org.id, filter), await selectBoxes(app.db, request.org.id, { ...filter, page })];
      const objects = await renderV1BoxRows(app.db, request.org.id, rows);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, objects));
    },
  });
}
