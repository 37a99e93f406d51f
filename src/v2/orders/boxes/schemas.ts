/** The box routes' params (the box body is src/wire/bodies/orders.ts, the answer src/orders/boxes/shape.ts). */
import { Type } from 'typebox';
import { PathKey } from '../../../core/schema.ts';

export const BoxParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey });
export const BoxFieldParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, box_pk: PathKey, field_name: Type.String() });
