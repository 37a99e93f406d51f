/** Contacts: the contact catalogue (src/catalogue/contact.ts), its source, addresses, notes and links. */
import { Type, type Static } from 'typebox';
import { DateTime, PathKey } from '../core/schema.ts';
import { PagingQuery } from '../core/paging.ts';
import { inputProperties, outputProperties } from '../core/fields/index.ts';
import { CONTACT_FIELDS } from '../catalogue/contact.ts';
import { SourceInput, SourceOutput } from '../catalogue/source.ts';
import { Note } from '../notes/shape.ts';
import { ContactAddress, NestedAddress } from './addresses/schemas.ts';
import { exampleUrl } from '../core/urls.ts';

export const Contact = Type.Object({
  ...outputProperties(CONTACT_FIELDS),
  addresses: Type.Array(ContactAddress),
  notes: Type.Array(Note, { description: 'Empty unless `expand=notes`' }),
  orders: Type.String({ description: "Link to the organization's orders sharing an e-mail with the contact's addresses" }),
  source: SourceOutput,
  created_at: DateTime(),
  updated_at: DateTime(),
  url: Type.String({ examples: [exampleUrl('contacts/2/')] }),
});
export type Contact = Static<typeof Contact>;

/** The contact without its related objects (addresses, notes): the `contact` webhook body. */
const { addresses: _addresses, notes: _notes, ...coreProperties } = Contact.properties;
export const ContactCore = Type.Object(coreProperties);
export type ContactCore = Static<typeof ContactCore>;

const contactFields = { ...inputProperties(CONTACT_FIELDS), source: SourceInput };

export const ContactCreate = Type.Object({
  ...contactFields,
  addresses: Type.Optional(Type.Array(NestedAddress, { description: 'Addresses to create' })),
});

export const ContactPatch = Type.Object({
  ...contactFields,
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
