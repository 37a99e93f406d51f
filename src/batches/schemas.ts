/** Batches (DECISIONS section 13): the create body, the batch and its errors as the API shows them. */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PathKey, StringEnum } from '../core/schema.ts';
import { PagingQuery } from '../core/paging.ts';

export const BATCH_ACTIONS = ['labels', 'packing_slips', 'pick_list'] as const;
export type BatchAction = (typeof BATCH_ACTIONS)[number];
export const BATCH_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const PRINT_FORMATS = ['pdf', 'zpl'] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];
export const PRINT_SIZES = ['4x6', 'letter'] as const;
export type PrintSize = (typeof PRINT_SIZES)[number];
/** The service that asks every account for the box's rates and buys the cheapest. */
export const CHEAPEST = 'cheapest';
/** The most items (boxes, or orders for a pick list) a batch takes. */
export const MAX_BATCH_ITEMS = 10_000;

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

export const Batch = Type.Object({
  url: Type.String({ examples: ['/api/v2/orgs/1/batches/5/'] }),
  action: StringEnum(BATCH_ACTIONS),
  status: StringEnum(BATCH_STATUSES, { description: '`queued`, `running`, `done` (every item done or failed), `failed` (no item done)' }),
  query: Nullable(Type.String({ description: 'The query string the batch was made from; null when made from a list of orders' })),
  carrier_account: Nullable(Type.String()),
  service: Nullable(Type.String()),
  format: StringEnum(PRINT_FORMATS),
  size: StringEnum(PRINT_SIZES),
  total: Type.Integer({ description: 'Items: boxes for labels, orders otherwise' }),
  done: Type.Integer(),
  failed: Type.Integer({ description: 'Items that failed: `errors/` says why' }),
  print_file: Nullable(Type.String({ description: 'Once done: the url of the one merged print file (PDF, or ZPL), in pack order' })),
  errors: Type.String({ description: 'The url of the list of failures' }),
  created_at: DateTime(),
  finished_at: Nullable(DateTime()),
});
export type BatchJson = Static<typeof Batch>;

export const BatchError = Type.Object({
  order: Type.String(),
  box: Nullable(Type.String()),
  message: Type.String({ description: 'What to fix, e.g. "box 7 has no weight: set its weight or its items\' weights"' }),
});
export type BatchErrorJson = Static<typeof BatchError>;

export const BatchesParams = Type.Object({ org_pk: PathKey });
export const BatchParams = Type.Object({ org_pk: PathKey, batch_pk: PathKey });
export const BatchListQuery = Type.Object({ ...PagingQuery });
