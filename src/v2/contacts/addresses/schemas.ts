import { Type, type Static } from 'typebox';
import { Nullable, PathKey } from '../../../core/schema.ts';

const Text = () => Nullable(Type.String({ maxLength: 255 }));

export const ContactAddress = Type.Object({
  address_type: Type.String({ examples: ['shipping', 'billing'] }),
  address_1: Nullable(Type.String()),
  address_2: Nullable(Type.String()),
  city: Nullable(Type.String()),
  company: Nullable(Type.String()),
  country: Nullable(Type.String()),
  default: Type.Boolean({ description: 'At most one address per address_type is the default' }),
  email: Nullable(Type.String()),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  post_code: Nullable(Type.String()),
  region: Nullable(Type.String({ description: 'State or province' })),
  residential: Nullable(Type.Boolean()),
  validated: Type.Boolean(),
  url: Type.String({ examples: ['/api/v2/orgs/1/contacts/2/addresses/3/'] }),
});
export type ContactAddress = Static<typeof ContactAddress>;

/** An address on its own (its GET and the `contact-address` webhook body): the address with its contact's url. */
export const ContactAddressWithContact = Type.Object({
  ...ContactAddress.properties,
  contact: Type.String({ examples: ['/api/v2/orgs/1/contacts/2/'] }),
});
export type ContactAddressWithContact = Static<typeof ContactAddressWithContact>;

/** The writable fields; every one is optional (on create `address_type` defaults to shipping). */
export const AddressFields = {
  address_type: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '\\S' })),
  address_1: Type.Optional(Text()),
  address_2: Type.Optional(Text()),
  city: Type.Optional(Text()),
  company: Type.Optional(Text()),
  country: Type.Optional(Text()),
  default: Type.Optional(Type.Boolean()),
  email: Type.Optional(Nullable(Type.String({ format: 'email', maxLength: 254 }))),
  first_name: Type.Optional(Text()),
  last_name: Type.Optional(Text()),
  phone: Type.Optional(Nullable(Type.String({ maxLength: 64 }), { description: 'Surrounding whitespace is trimmed' })),
  post_code: Type.Optional(Text()),
  region: Type.Optional(Text()),
  residential: Type.Optional(Nullable(Type.Boolean())),
  validated: Type.Optional(Type.Boolean()),
};

export const AddressPatch = Type.Object(AddressFields);
export type AddressInput = Static<typeof AddressPatch>;

/** An address inside a contact write: with the `url` of an address of this contact it updates it, else adds one. */
export const NestedAddress = Type.Object({
  url: Type.Optional(Nullable(Type.String(), { description: 'An address of this contact to update; omit it (or send null) to add an address' })),
  ...AddressFields,
});
export type NestedAddress = Static<typeof NestedAddress>;

export const AddressParams = Type.Object({ org_pk: PathKey, contact_pk: PathKey, address_pk: PathKey });
