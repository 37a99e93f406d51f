/** Rates, labels and address checks (src/shipping/): the order's rates, a box's label, the current labels, the address check. */
import type { App } from '../../app-types.ts';
import rates from './rates.ts';
import labelCreate from './label-create.ts';
import labelGet from './label-get.ts';
import labelList from './label-list.ts';
import labelDelete from './label-delete.ts';
import addressValidate from './address-validate.ts';

export default async function shippingRoutes(app: App) {
  rates(app);
  labelCreate(app);
  labelGet(app);
  labelList(app);
  labelDelete(app);
  addressValidate(app);
}
