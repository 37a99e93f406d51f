import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { downloadHeaders } from '../../http/download.ts';
import { notFound } from '../../core/errors.ts';
import { OrderParams } from '../orders/schemas.ts';
import { packingSlipPdf } from '../../packing/index.ts';


export default function register(app: App) {
  app.get('/orgs/:org_pk/orders/:order_pk/packing-slip.pdf', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'The order\'s packing slip (PDF)',
      description: 'One US letter page (more when the items do not fit) with the organization\'s name and logo, the ship-to, the goods '
        + 'items (quantity, part number, description) and a Code 128 of the order\'s `primary_id`, which the pack station scans. '
        + 'Drawn when asked (not stored); a batch with the `packing_slips` action prints many in one file.',
      params: OrderParams,
      response: { 200: { description: 'The PDF (Content-Disposition: inline).', content: { 'application/pdf': { schema: Type.String({ format: 'binary' }) } } } },
    },
    handler: async (request, reply) => {
      const pdf = await packingSlipPdf({ db: app.db, storage: app.storage }, request.org.id, request.keys.order_pk);
      if (!pdf) throw notFound('order');
      return downloadHeaders(reply, { contentType: 'application/pdf', disposition: { kind: 'inline', fileName: 'packing-slip.pdf' } })
        .send(pdf as unknown as string); // bytes: the schema documents them as a binary string
    },
  });
}
