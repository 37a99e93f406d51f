/** A contact address as the domain renders it: the contact address catalogue (src/catalogue/contact.ts, the address fields plus type and default) and url. */
import { Type, type Static } from 'typebox';
import { outputProperties } from '../../core/fields/index.ts';
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

/** An address's values as a write takes them: the catalogue's keys (CONTACT_ADDRESS_FIELDS), typed by the view. */
export type AddressValues = Record<string, unknown> & { default?: unknown; address_type?: unknown };
