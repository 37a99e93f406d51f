/** The contact routes' params and query strings (the bodies are src/wire/bodies/contacts.ts, the answer src/contacts/shape.ts). */
import { Type } from 'typebox';
import { PathKey } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';

export const ContactParams = Type.Object({ org_pk: PathKey, contact_pk: PathKey });
export const ContactsParams = Type.Object({ org_pk: PathKey });

const Expand = Type.Optional(Type.String({ description: '`notes` includes the full notes' }));
export const ContactQuery = Type.Object({ expand: Expand });
export const ContactListQuery = Type.Object({ ...PagingQuery, expand: Expand });
