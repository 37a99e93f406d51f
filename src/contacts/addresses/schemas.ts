/** Contact addresses: the contact address catalogue (src/catalogue/contact.ts, the address fields plus type and default) and url. */
import { Type, type Static } from 'typebox';
import { Nullable, PathKey } from '../../core/schema.ts';
import { inputProperties, outputProperties } from '../../core/fields/index.ts';
import { CONTACT_ADDRESS_FIELDS } from '../../catalogue/contact.ts';
import { exampleUrl } from '../../core/urls.ts';

export const ContactAddress = Type.Object({
  ...outputProperties(CONTACT_ADDRESS_FIELDS),
  url: Type.String({ examples: [exampleUrl('contacts/2/addresses/3/')] }),
});
export type ContactAddress = Static<typeof ContactAddress>;

/** An address on its own (its GET and the `contact-address` webhook body): the address with its contact's url. */
export const ContactAddressWithContact = Type.Object({
  ...ContactAddress.properties,
  contact: Type.String({ examples: [exampleUrl('contacts/2/')] }),
});
export type ContactAddressWithContact = Static<typeof ContactAddressWithContact>;

/** PATCH: every field optional (on create `address_type` defaults to shipping). */
export const AddressPatch = Type.Object(inputProperties(CONTACT_ADDRESS_FIELDS));
export type AddressInput = Static<typeof AddressPatch>;

/** An address inside a contact write: with the `url` of an address of this contact it updates it, else adds one. */
export const NestedAddress = Type.Object({
  url: Type.Optional(Nullable(Type.String(), { description: 'An address of this contact to update; omit it (or send null) to add an address' })),
  ...inputProperties(CONTACT_ADDRESS_FIELDS),
});
export type NestedAddress = Static<typeof NestedAddress>;

export const AddressParams = Type.Object({ org_pk: PathKey, contact_pk: PathKey, address_pk: PathKey });
