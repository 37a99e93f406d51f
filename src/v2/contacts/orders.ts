import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { decodeId } from '../../core/ids.ts';
import { listSchema } from '../../core/paging.ts';
import { Order } from '../orders/schemas.ts';
import { OrderListQuery } from '../orders/query/params.ts';
import { respondWithOrders } from '../orders/query/respond.ts';
import { contactEmails } from './addresses/queries.ts';
import { contactExists } from './queries.ts';

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
      params: Type.Object({ org_pk: Type.String(), contact_pk: Type.String() }),
      querystring: OrderListQuery,
      response: { 200: listSchema(Order) },
    },
    handler: async (request, reply) => {
      const id = decodeId(request.params.contact_pk);
      if (id === null || !(await contactExists(app.db, request.org.id, id))) throw notFound('contact');
      const emails = contactEmails(request.org.id, id);
      const matches = sql`(lower(o.ship_to_email) IN (${emails}) OR lower(o.bill_to_email) IN (${emails}))`;
      return respondWithOrders(app, request, reply, request.query, [matches]);
    },
  });
}
