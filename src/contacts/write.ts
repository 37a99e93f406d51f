/**
 * Creating a contact with its addresses in the caller's transaction: the POST route and the demo seed. Its values
 * are typed (the view parsed them: CONTACT_SHAPE).
 */
import type { Queryable } from '../db/database.ts';
import type { OrgContext } from '../auth/org.ts';
import type { ValueProblems } from '../core/fields/problems.ts';
import type { Contact, ContactValues } from './shape.ts';
import { getContact, insertContact } from './queries.ts';
import { contactColumns, emitContactPut, renderContacts, throwIfInvalid } from './service.ts';
import { emitAddressPuts, writeAddresses } from './addresses/service.ts';

export async function createContact(tx: Queryable, org: OrgContext, body: ContactValues): Promise<Contact> {
  const errors: ValueProblems = {};
  const columns = contactColumns(body, 'create', errors);
  throwIfInvalid(errors);
  const id = await insertContact(tx, org.id, columns);
  const ref = { orgId: org.id, contactId: id };
  const addresses = (body.addresses ?? []).map((input) => ({ existing: null, input }));
  const changed = await writeAddresses(tx, ref, addresses);
  const row = (await getContact(tx, org.id, id))!;
  await emitContactPut(tx, org, row);
  await emitAddressPuts(tx, ref, changed);
  return (await renderContacts(tx, org, [row], false))[0];
}
