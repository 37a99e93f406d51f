/**
 * The order page's shipping forms: its shipping status (change it, or **Mark shipped**: fulfilled, shipped now) and
 * its ship-to address. Each posts to a route of its own (ship-status.ts, ship-to.ts) that writes an order command.
 */
import { SHIPPING_STATUSES } from '../../catalogue/order.ts';
import { field, postForm, select, textInput } from '../layout/html.ts';

/** The ship-to fields a person edits (the API's address fields but `residential` and `validated`, which checks set). */
export const SHIP_TO_PARTS: [string, string, string][] = [
  ['company', 'Company', 'organization'], ['first_name', 'First name', 'given-name'], ['last_name', 'Last name', 'family-name'],
  ['address_1', 'Address', 'address-line1'], ['address_2', 'Address line 2', 'address-line2'], ['city', 'City', 'address-level2'],
  ['region', 'State or region', 'address-level1'], ['post_code', 'Postal code', 'postal-code'], ['country', 'Country', 'country'],
  ['phone', 'Phone', 'tel'], ['email', 'E-mail', 'email'],
];

export function shippingStatusForms(self: string, csrf: string, status: unknown): string {
  const options = SHIPPING_STATUSES.map((s): [string, string] => [s, s.replace(/_/g, ' ')]);
  const change = postForm(`${self}shipping-status/`, csrf, `<div class="inline">${field('shipping-status', 'Shipping status',
    select('status', options, typeof status === 'string' ? status : 'unfulfilled').replace('id="status"', 'id="shipping-status"'))}<button type="submit">Change status</button></div>`);
  const shipped = status === 'fulfilled' ? '' : postForm(`${self}shipped/`, csrf, '<button type="submit" class="primary">Mark shipped</button>', ' class="inline-form"');
  return `<div class="actions">${change}${shipped}</div>`;
}

export function shipToForm(self: string, csrf: string, shipTo: Record<string, unknown> | null | undefined): string {
  const fields = SHIP_TO_PARTS.map(([key, label, autocomplete]) => field(`ship-to-${key}`, label,
    textInput(key, typeof shipTo?.[key] === 'string' ? String(shipTo[key]) : '', key === 'email' ? 'email' : 'text', ` maxlength="255" autocomplete="${autocomplete}"`)
      .replace(`id="${key}"`, `id="ship-to-${key}"`)));
  return `<details class="more-filters"><summary>Edit the ship-to address</summary>
${postForm(`${self}ship-to/`, csrf, `<div class="filters">${fields.join('\n')}</div><button type="submit" class="primary">Save the ship-to address</button>`)}</details>`;
}

