import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { listSchema } from '../../core/paging.ts';
import { Order } from '../../orders/shape.ts';
import { OrderListQuery } from '../../orders/reading/query/params.ts';
import { respondWithOrders } from '../orders/query/respond.ts';
import { contactExists, contactOrdersFilter } from '../../contacts/queries.ts';

/** The contact's `orders` link: the order list narrowed to orders sharing an e-mail with the contact's addresses. */
export default function register(app: App) {
  app.get('/orgs/:org_pk/contacts/:contact_pk/orders/', {
    config: { scope: 'order' },
    schema: {
      tags: ['Contacts'],
      summary: "List the contact's orders",
      description:
        'Orders whose ship-to or bill-to e-mail matches one of the e-mails of the contact\'s addresses (case-insensitive), ' +
        'with every option of the order list. Needs the `order` scope.',
      params: Type.Object({ org_pk: PathKey, contact_pk: PathKey }),
      querystring: OrderListQuery,
      response: { 200: listSchema(Order) },
    },
    handler: async (request, reply) => {
      const id = request.keys.contact_pk;
      if (!(await contactExists(app.db, request.org.id, id))) throw notFound('contact');
      return respondWithOrders(app, request, reply, request.query, [contactOrdersFilter(request.org.id, id)]);
    },
  });
}
