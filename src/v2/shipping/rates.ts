import type { App } from '../../app-types.ts';
import { v2Ref } from '../../http/refs.ts';
import { OrderParams } from '../orders/schemas.ts';
import { boxUrl, carrierAccountUrl } from '../../core/urls.ts';
import { RatesAnswer, RatesBody } from './schemas.ts';
import { rateOrder } from '../../shipping/rates.ts';
import { shippingDeps } from '../../shipping/deps.ts';

export default function register(app: App) {
  const deps = shippingDeps(app);
  app.post('/orgs/:org_pk/orders/:order_pk/rates/', {
    config: { scope: 'shipping' },
    schema: {
      tags: ['Shipping'],
      summary: 'Rate an order\'s boxes',
      description: 'Every service of every account named (default: all the organization\'s accounts) for every box named (default: all). '
        + 'Cheapest first. An account that fails adds a message instead of failing the answer.',
      params: OrderParams,
      body: RatesBody,
      response: { 200: RatesAnswer },
    },
    handler: async (request) => {
      const { org } = request;
      const orderId = request.keys.order_pk;
      const body = request.body ?? {};
      const boxIds = body.boxes?.map((u) => {
        const ids = v2Ref('box', u, org);
        return ids && ids[0] === orderId ? ids[1] : null;
      }) ?? null;
      const accountIds = body.carrier_accounts?.map((u) => v2Ref('carrierAccount', u, org)?.[0] ?? null) ?? null;
      const answer = await rateOrder(deps, org.id, orderId, { boxIds, accountIds });
      const accountUrl = (id: number) => carrierAccountUrl(org.id, id);
      return {
        results: answer.results.map((r) => ({
          carrier_account: accountUrl(r.accountId), carrier: r.carrier, service: r.service, service_name: r.serviceName,
          box: boxUrl(org.id, orderId, r.boxId), amount: `${r.amount.amount} ${r.amount.currency}`, delivery_days: r.deliveryDays,
          estimated_delivery_date: r.estimatedDeliveryDate,
        })),
        messages: answer.messages.map((m) => ({
          carrier_account: accountUrl(m.accountId), box: m.boxId === null ? null : boxUrl(org.id, orderId, m.boxId), message: m.message,
        })),
      };
    },
  });
}
