import type { App } from '../../../app-types.ts';
import { notFound } from '../../../core/errors.ts';
import { OrderParams, OrgOnlyParams } from '../schemas.ts';
import { orderExists } from '../../../orders/reading/queries.ts';
import { TagList } from './schemas.ts';
import { orgTags, selectTags } from '../../../orders/reading/tags/queries.ts';

export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/tags/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Order tags'],
      summary: 'Every tag used on an order of the organization (sorted)',
      params: OrgOnlyParams,
      response: { 200: TagList },
    },
    handler: async (request) => orgTags(app.db, request.org.id),
  });

  app.get('/orgs/:org_pk/orders/:order_pk/tags/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Order tags'],
      summary: "An order's tags (sorted)",
      params: OrderParams,
      response: { 200: TagList },
    },
    handler: async (request) => {
      const { keys } = request;
      if (!(await orderExists(app.db, request.org.id, keys.order_pk))) throw notFound('order');
      return (await selectTags(app.db, request.org.id, [keys.order_pk])).get(keys.order_pk) ?? [];
    },
  });
}
