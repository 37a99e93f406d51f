import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import { PathKey } from '../../core/schema.ts';
import { PaymentPlan } from './schemas.ts';
import { paymentPlanOfMember } from '../../orgs/organizations.ts';
import { toPaymentPlan } from './render.ts';

/** The `payment_plan.url` of an organization resolves here. */
export default function register(app: App) {
  app.get('/payment-plans/:plan_pk/', {
    config: { scope: 'company' },
    schema: {
      tags: ['Organizations'],
      summary: "Retrieve the payment plan of one of the token's organizations",
      params: Type.Object({ plan_pk: PathKey }),
      response: { 200: PaymentPlan },
    },
    handler: async (request) => {
      const id = request.keys.plan_pk;
      const plan = await paymentPlanOfMember(app.db, id, request.auth.userId);
      if (!plan) throw notFound('payment plan');
      return toPaymentPlan(plan);
    },
  });
}
