import { Type } from 'typebox';
import type { App } from '../../../app-types.ts';
import { PagingQuery, listEnvelope, listSchema, pageOf } from '../../../core/paging.ts';
import { notFound } from '../../../core/errors.ts';
import { Note } from '../../../notes/shape.ts';
import { OrderParams } from '../schemas.ts';
import { orderExists } from '../../../orders/reading/queries.ts';
import { renderOrderNotes } from '../../../orders/reading/notes/render.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/notes/', {
    config: { scope: 'note' },
    schema: {
      tags: ['Order notes'],
      summary: "List an order's notes",
      params: OrderParams,
      querystring: Type.Object({ ...PagingQuery }),
      response: { 200: listSchema(Note) },
    },
    handler: async (request) => {
      const { keys } = request;
      if (!(await orderExists(app.db, request.org.id, keys.order_pk))) throw notFound('order');
      const page = pageOf(request.query, app.config);
      // An order has few notes: they are read whole and the page cut here.
      const notes = await renderOrderNotes(app.db, request.org, keys.order_pk);
      return listEnvelope(request, page, notes.length, notes.slice(page.offset, page.offset + page.limit));
    },
  });
}
