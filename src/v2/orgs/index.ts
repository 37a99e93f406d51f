import type { App } from '../../app-types.ts';
import list from './list.ts';
import get from './get.ts';
import update from './update.ts';
import getPaymentPlan from './get-payment-plan.ts';

export default async function orgRoutes(app: App) {
  list(app);
  get(app);
  update(app);
  getPaymentPlan(app);
}
