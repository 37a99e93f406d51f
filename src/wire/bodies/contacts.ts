/** The contact bodies of v2 (POST, PATCH): the import's files and the seed's contacts are written in the first. */
import { Type, type Static } from 'typebox';
import { Nullable } from '../../core/schema.ts';
import { inputProperties } from '../../core/fields/index.ts';
import { CONTACT_ADDRESS_FIELDS, CONTACT_FIELDS } from '../../catalogue/contact.ts';
import { SourceInput } from '../../catalogue/source.ts';

/** An address inside a contact write: with the `url` of an address of this contact it updates it, else adds one. */
export const NestedAddress = Type.Object({
  url: Type.Optional(Nullable(Type.String(), { description: 'An address of this contact to update; omit it (or send null) to add an address' })),
  ...inputProperties(CONTACT_ADDRESS_FIELDS),
});
export type NestedAddress = Static<typeof NestedAddress>;

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
