/**
 * The order routes' params, query strings and the custom field answer. The order body (shared with the import and the
 * seed) is src/wire/bodies/orders.ts, the order as rendered src/orders/shape.ts; the list's query string is the order
 * query language (src/orders/reading/query/params.ts).
 */
import { Type } from 'typebox';
import { Nullable, PathKey } from '../../core/schema.ts';

// ---- parameters

export const OrgOnlyParams = Type.Object({ org_pk: PathKey });
export const OrderParams = Type.Object({ org_pk: PathKey, order_pk: PathKey });

export const ExpandQuery = Type.Optional(Type.String({ description: '`boxes`, `items` or `boxes,items`: inline full boxes and items' }));

export const LazyQuery = Type.Optional(Type.String({
  description: 'Comma list of custom_fields, boxes__custom_fields, boxes__items__custom_fields: values over 512 bytes lose their `value` key',
}));

/** GET .../custom-fields/{field_name}/ */
export const CustomFieldEntry = Type.Object({
  name: Type.String(),
  value: Type.String(),
  type: Nullable(Type.String()),
  encoding: Nullable(Type.String()),
});
export const OrderFieldParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, field_name: Type.String() });
