import { Type } from 'typebox';
import { PathKey } from '../../../core/schema.ts';
import { Tag } from '../../../wire/bodies/orders.ts';

export const TagCreate = Type.Object({ value: Tag });
export const TagList = Type.Array(Type.String());
export const TagParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, value: Type.String() });
