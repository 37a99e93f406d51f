import { Type, type Static } from 'typebox';
import { DateTime, Nullable, PathKey } from '../../core/schema.ts';
import { PagingQuery } from '../../core/paging.ts';
import { SourceInput, SourceOutput } from '../../core/source.ts';
import { Note } from '../notes/shape.ts';
import { ContactAddress, NestedAddress } from './addresses/schemas.ts';

const RenderedCustomField = Type.Object({
  value: Type.Optional(Type.String()),
  type: Nullable(Type.String()),
  encoding: Nullable(Type.String()),
});

export const Contact = Type.Object({
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  occupation: Nullable(Type.String()),
  description: Nullable(Type.String()),
  website: Nullable(Type.String()),
  is_company: Type.Boolean(),
  profile_image: Nullable(Type.String()),
  addresses: Type.Array(ContactAddress),
  custom_fields: Type.Record(Type.String(), RenderedCustomField),
  notes: Type.Array(Note, { description: 'Empty unless `expand=notes`' }),
  orders: Type.String({ description: "Link to the organization's orders sharing an e-mail with the contact's addresses" }),
  source: SourceOutput,
  created_at: DateTime(),
  updated_at: DateTime(),
  url: Type.String({ examples: ['/api/v2/orgs/1/contacts/2/'] }),
});
export type Contact = Static<typeof Contact>;

/** The contact without its related objects (addresses, notes): the `contact` webhook body. */
const { addresses: _addresses, notes: _notes, ...coreProperties } = Contact.properties;
export const ContactCore = Type.Object(coreProperties);
export type ContactCore = Static<typeof ContactCore>;

const Text = (maxLength = 255) => Nullable(Type.String({ maxLength }));

const ContactFields = {
  first_name: Type.Optional(Text()),
  last_name: Type.Optional(Text()),
  occupation: Type.Optional(Text()),
  description: Type.Optional(Text(10_000)),
  website: Type.Optional(Nullable(Type.String({ maxLength: 2048, description: 'An http or https URL' }))),
  is_company: Type.Optional(Type.Boolean()),
  profile_image: Type.Optional(Text(2048)),
  custom_fields: Type.Optional(Type.Unknown({ description: '`{name: {value, type, encoding}}`; merged by name, null removes a field' })),
  source: Type.Optional(Nullable(SourceInput, { description: 'Merged by key; null clears it' })),
};

export const ContactCreate = Type.Object({
  ...ContactFields,
  addresses: Type.Optional(Type.Array(NestedAddress, { description: 'Addresses to create' })),
});

export const ContactPatch = Type.Object({
  ...ContactFields,
  addresses: Type.Optional(Type.Array(NestedAddress, {
    description: 'An address with the `url` of an address of this contact updates it (partially); one without adds an address; addresses not mentioned stay',
  })),
});
export type ContactInput = Static<typeof ContactPatch>;

export const ContactParams = Type.Object({ org_pk: PathKey, contact_pk: PathKey });
export const ContactsParams = Type.Object({ org_pk: PathKey });

const Expand = Type.Optional(Type.String({ description: '`notes` includes the full notes' }));
export const ContactQuery = Type.Object({ expand: Expand });
export const ContactListQuery = Type.Object({ ...PagingQuery, expand: Expand });
