/** The contact address routes' params and body (the answer is src/contacts/addresses/shape.ts). */
import { Type } from 'typebox';
import { PathKey } from '../../../core/schema.ts';
import { inputProperties } from '../../../core/fields/index.ts';
import { CONTACT_ADDRESS_FIELDS } from '../../../catalogue/contact.ts';

/** PATCH: every field optional (on create `address_type` defaults to shipping). */
export const AddressPatch = Type.Object(inputProperties(CONTACT_ADDRESS_FIELDS));

export const AddressParams = Type.Object({ org_pk: PathKey, contact_pk: PathKey, address_pk: PathKey });
