/**
 * The query string of the order exports: every filter, `q` and `order_by` of the order list (params.ts of the list,
 * the same schema), without its paging and presentation options, plus what shapes the file.
 */
import { Type } from 'typebox';
import { OrderListQuery } from '../query/params.ts';

/** List options that make no sense for a file of every matching order. */
const LIST_ONLY = ['limit', 'offset', 'after', 'expand', 'lazy', 'only', 'suggestions'] as const;
/** The list's filters, `q` and `order_by`: also what a batch's `query` is read with (src/v2/batches/). */
export const OrderFilterQuery = Type.Omit(OrderListQuery, LIST_ONLY);
const FILTERS = OrderFilterQuery;

export const EXPORT_ROWS = ['orders', 'items'] as const;

export const OrderExportQuery = Type.Object({
  ...FILTERS.properties,
  rows: Type.Optional(Type.Union(EXPORT_ROWS.map((r) => Type.Literal(r)), {
    description: '`orders` (default): one row per order. `items`: one row per item, with its box\'s and its order\'s columns (an order without items has one row, its box and item columns empty).',
  })),
  columns: Type.Optional(Type.String({
    description: 'Comma list of column names (field paths such as `primary_id`, `shipping.ship_to.city`, `boxes.items.part_number`), in the order wanted. Default: every column of the kind of row.',
  })),
  bom: Type.Optional(Type.Boolean({ description: 'CSV only: start the file with a UTF-8 byte order mark, for Excel.' })),
});
