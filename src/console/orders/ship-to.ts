/**
 * `POST /console/orgs/:org_pk/orders/:order_pk/ship-to/`: changes the order's ship-to address, checked by the API's
 * address rules (the catalogue's field schemas, as `PATCH .../orders/{pk}/` checks `shipping.ship_to`) and written
 * as an order command. A field left empty is cleared. Owners and admins.
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { encodeId } from '../../core/ids.ts';
import { inputProperties } from '../../core/fields/index.ts';
import { ADDRESS_FIELDS } from '../../catalogue/address.ts';
import { applyOrderCommand } from '../../orders/writing/apply.ts';
import { orgHome, seeOther } from '../layout/page.ts';
import { consoleContext, formField } from '../session/context.ts';
import { checkForm } from '../session/form.ts';
import { SHIP_TO_PARTS } from './ship-forms.ts';

const KEYS = SHIP_TO_PARTS.map(([key]) => key);
/** The API's rules for these address fields (an empty one is sent as null). */
const SHIP_TO_FORM = Type.Object(inputProperties(ADDRESS_FIELDS.filter((f) => KEYS.includes(f.key))));

export default function register(app: App) {
  app.post('/orders/:order_pk/ship-to/', async (request, reply) => {
    const c = consoleContext(request);
    const orderId = c.keys.order_pk;
    const shipTo = Object.fromEntries(KEYS.map((key) => {
      const value = formField(request.body, key).trim();
      return [key, value === '' ? null : value];
    }));
    checkForm(SHIP_TO_FORM, shipTo);
    await app.db.transaction((tx) => applyOrderCommand(tx, c.org, {
      type: 'updateOrder', orderId, change: { mode: 'patch', fields: { shipping: { ship_to: shipTo } } },
    }));
    return seeOther(reply, `${orgHome(c.org.pk)}orders/${encodeId(orderId)}/?done=ship_to#addresses`);
  });
}
