/** The batch routes' params, query strings and body (DECISIONS section 13); what they answer is src/batches/shape.ts. */
import { Type, type Static } from 'typebox';
import { Nullable, PathKey, StringEnum } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';
import { BATCH_ACTIONS, MAX_BATCH_ITEMS, PRINT_FORMATS, PRINT_SIZES } from '../../batches/shape.ts';

export const BatchCreate = Type.Object({
  action: StringEnum(BATCH_ACTIONS, { description: '`labels` buys a label for every box; `packing_slips` and `pick_list` print' }),
  query: Type.Optional(Type.String({
    maxLength: 8192,
    description: 'The order list\'s query string (the filters, `q` and `order_by` of `GET .../orders/`, e.g. '
      + '`shipping_status__in=!fulfilled&ship_via=Sandbox&order_by=created_at`): its orders in its order are the batch. Paging options are ignored.',
  })),
  orders: Type.Optional(Type.Array(Type.String(), { maxItems: MAX_BATCH_ITEMS, description: 'Order urls, in the order to pack them (instead of `query`)' })),
  carrier_account: Type.Optional(Nullable(Type.String({ description: 'labels: the url of the carrier account to buy with (with `service: "cheapest"`: only this account; omitted: every account)' }))),
  service: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'labels: a service code of the account, or `cheapest`: the cheapest rate of each box' })),
  format: Type.Optional(StringEnum(PRINT_FORMATS, { description: 'labels: `pdf` (default) or `zpl`: the labels bought and the print file' })),
  size: Type.Optional(StringEnum(PRINT_SIZES, { description: 'labels, PDF: `4x6` (default: a page per label) or `letter` (two 4x6 labels side by side on each US letter page)' })),
});
export type BatchCreate = Static<typeof BatchCreate>;

export const BatchesParams = Type.Object({ org_pk: PathKey });
export const BatchParams = Type.Object({ org_pk: PathKey, batch_pk: PathKey });
export const BatchListQuery = Type.Object({ ...PagingQuery });
