/** The query string of the order list: paging, presentation options, filters and ordering. */
import { Type } from 'typebox';
import { PagingQuery } from '../../../core/paging.ts';
import { DateTime } from '../../../core/schema.ts';

export const DATETIME_FILTER_FIELDS = ['ordered_at', 'printed_at', 'shipped_at', 'to_ship_at', 'created_at', 'updated_at', 'nested_updated_at'] as const;

const text = (description: string) => Type.Optional(Type.String({ description }));
const list = (description: string) => Type.Optional(Type.String({ description: `${description} Values separated by , or |; prefix a value with ! to exclude it.` }));

const datetimeFilters = Object.fromEntries(
  DATETIME_FILTER_FIELDS.flatMap((field) => [
    [field, Type.Optional(DateTime({ description: `${field} equals (ISO 8601; no offset means UTC; a date alone is midnight UTC)` }))],
    [`${field}__gte`, Type.Optional(DateTime({ description: `${field} at or after` }))],
    [`${field}__lte`, Type.Optional(DateTime({ description: `${field} at or before` }))],
  ]),
);

export const OrderListQuery = Type.Object({
  ...PagingQuery,
  expand: text('`boxes`, `items` or `boxes,items`: inline full boxes and items.'),
  lazy: text('Comma list of `custom_fields`, `boxes__custom_fields`, `boxes__items__custom_fields`: custom-field values over 512 bytes leave out `value`.'),
  only: text('Comma list of `nested_updated_at`, `url`: compact results with just these fields.'),
  suggestions: Type.Optional(Type.Integer({ minimum: 0, maximum: 2, description: '0 none (default), 1 where the value is unknown, 2 always: adds `field?` keys.' })),
  q: text('Full-text search over ids, numbers, names, companies, e-mails, phones, cities, item part numbers, codes and descriptions, tags and tracking numbers. Every word must start a word of the order (in a hyphenated word only the last part is a prefix); `ada@` starts an e-mail address, and a word with a dot (`example.com`) also matches the domain of the order\'s e-mails. A word over 2,046 bytes is a 400. At most 70 results, best first (full-text rank; with more than 1,000 matches, among the newest 1,000 by created_at, or by the first date a filter bounds from above) unless order_by is given.'),
  order_by: text('One key, `-` prefix for descending. Default `-created_at`; ties break on id.'),
  after: text('Set by `next` links when the list is ordered by a date (`created_at`, `updated_at`, `nested_updated_at`): the position of the previous page\'s last order, read instead of skipping `offset` orders. Used only with the offset and `order_by` it was made for, ignored otherwise; a value not made by a `next` link is a 400.'),
  primary_id: text('Exact primary_id.'),
  // The range an order_number can be written with: beyond it the number reached PostgreSQL as an out-of-range
  // bigint and came back as a 400 that did not name the parameter.
  order_number: Type.Optional(Type.Integer({ minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Exact order_number.' })),
  unique_id: text('Exact unique_id.'),
  po_number: text('Exact po_number.'),
  customer_number: text('Exact customer_number.'),
  sources__name: text('Exact source name.'),
  sources__account: text('Exact source account.'),
  ship_via: text('Exact shipping.ship_via.'),
  ship_type: text('Exact shipping.ship_type.'),
  tag: text('Orders carrying this tag.'),
  email: text('Billing or shipping e-mail (case-insensitive).'),
  billing_status__in: list('Billing statuses.'),
  shipping_status__in: list('Shipping statuses.'),
  sources__account__in: list('Source accounts.'),
  ship_via__in: list('ship_via values.'),
  relation__kind: text('Orders with a relation of this kind; `!kind` for orders without one.'),
  ...datetimeFilters,
});
