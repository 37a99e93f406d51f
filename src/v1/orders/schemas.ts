import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';
import { V1List, V1ListQuery, V1Object } from '../shape.ts';

export const V1Order = V1Object('A v1 order: the v2 order in v1 shape (README, "Legacy v1 API")');
export const V1Box = V1Object('A v1 box');
export const V1Item = V1Object('A v1 item');
export const V1OrderList = V1List(V1Order);
export const V1BoxList = V1List(V1Box);
export const V1ItemList = V1List(V1Item);

export const OrderIdParams = Type.Object({ order_pk: PathKey });
export const BoxIdParams = Type.Object({ box_pk: PathKey });
export const ItemIdParams = Type.Object({ item_pk: PathKey });

const Expand = Type.Optional(Type.String({ description: 'Comma list of boxes, boxes__items, all' }));
export const OrderListQuery = V1ListQuery({ expand: Expand });
export const OrderOneQuery = Type.Object({ format: Type.Optional(Type.String()), expand: Expand }, { additionalProperties: true });
export const BoxListQuery = V1ListQuery({ order: Type.Optional(Type.Integer({ minimum: 1, description: 'Only the boxes of this order' })) });
export const ItemListQuery = V1ListQuery({ box: Type.Optional(Type.Integer({ minimum: 1, description: 'Only the items of this box' })) });
