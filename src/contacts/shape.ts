/**
 * A contact as the domain renders it (src/contacts/service.ts): the contact catalogue (src/catalogue/contact.ts), its
 * source, addresses, notes and links; and the typed values a contact write takes. The routes' params and bodies are
 * the views' (src/v2/contacts/schemas.ts, src/wire/bodies/contacts.ts).
 */
import { Type, type Static } from 'typebox';
import { DateTime } from '../core/schema.ts';
import { outputProperties } from '../core/fields/index.ts';
import { CONTACT_FIELDS } from '../catalogue/contact.ts';
import { SourceOutput } from '../catalogue/source.ts';
import { Note } from '../notes/shape.ts';
import { ContactAddress, type AddressValues } from './addresses/shape.ts';
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

/** A new contact's values, typed by the view that parsed them (CONTACT_SHAPE): the catalogue's keys, its source and addresses. */
export type ContactValues = Record<string, unknown> & { addresses?: AddressValues[] };
