import type { App } from '../../app-types.ts';
import { invalidFields, notFound, type FieldErrors } from '../../core/errors.ts';
import { selectBoxRefs } from '../../orders/reading/boxes/queries.ts';
import { v2RefAt } from '../../http/refs.ts';
import { BoxParams } from '../orders/boxes/schemas.ts';
import { Label, LabelBody } from './schemas.ts';
import { shippingDeps } from '../../shipping/deps.ts';
import { buyLabel } from '../../shipping/labels/purchase.ts';
import { renderLabel } from '../../shipping/labels/render.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/orgs/:org_pk/orders/:order_pk/boxes/:box_pk/label/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Buy a label for a box',
      description: 'Buys the label from the carrier and stores it as the box\'s `label` document; the box gets its tracking number and the '
        + 'order `ship_via` the carrier\'s name. Send an `Idempotency-Key`: a retry answers the same label. A box with a label refuses '
        + 'another (409) until it is voided. With `wallet_subaccount`, the postage is charged to it (402 and nothing bought when short).',
      params: BoxParams,
      body: LabelBody,
      response: { 201: Label },
    },
    handler: async (request, reply) => {
      const { org, body } = request;
      const errors: FieldErrors = {};
      const account = v2RefAt('carrierAccount', body.carrier_account, org, 'carrier_account', errors);
      const wallet = body.wallet_subaccount == null ? null : v2RefAt('walletSubaccount', body.wallet_subaccount, org, 'wallet_subaccount', errors);
      if (Object.keys(errors).length) {
        // A box of another order or organization is a 404 before anything in the body is looked at (buyLabel says
        // so itself when the body is good: its first read is the box's).
        if ((await selectBoxRefs(app.db, org.id, { orderIds: [request.keys.order_pk], boxId: request.keys.box_pk })).length === 0) throw notFound('box');
        throw invalidFields(errors);
      }
      const key = request.headers['idempotency-key'];
      const row = await buyLabel(deps, org, {
        orderId: request.keys.order_pk, boxId: request.keys.box_pk, accountId: account![0], service: body.service, format: body.format ?? 'pdf',
        size: body.size ?? '4x6', walletSubaccountId: wallet === null ? null : wallet[0], idempotencyKey: typeof key === 'string' ? key : null,
      });
      return reply.code(201).send(renderLabel(row, org));
    },
  });
}
