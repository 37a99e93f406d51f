/** Batches (DECISIONS section 13): their actions and formats, the batch and its errors as the domain renders them (the routes' params and body: src/v2/batches/schemas.ts). */
import { Type, type Static } from 'typebox';
import { DateTime, Nullable, StringEnum } from '../core/schema.ts';
import { exampleUrl } from '../core/urls.ts';

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

export const Batch = Type.Object({
  url: Type.String({ examples: [exampleUrl('batches/5/')] }),
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
