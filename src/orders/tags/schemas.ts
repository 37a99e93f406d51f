import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';

/** 2 to 35 characters, none of / \ ? # , (a full stop is allowed); case-sensitive. */
export const Tag = Type.String({
  minLength: 2,
  maxLength: 35,
  pattern: '^[^/\\\\?#,]*$',
  description: '2 to 35 characters, none of / \\ ? # ,',
});

export const TagCreate = Type.Object({ value: Tag });
export const TagList = Type.Array(Type.String());
export const TagParams = Type.Object({ org_pk: PathKey, order_pk: PathKey, value: Type.String() });
