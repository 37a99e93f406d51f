import { CONTACT_SHAPE } from '../../catalogue/contact.ts';
import { parseValues } from '../../wire/values.ts';
import type { App } from '../../app-types.ts';
import { notFound } from '../../core/errors.ts';
import type { ValueProblems } from '../../core/fields/problems.ts';
import { REF_MESSAGES, v2Ref } from '../../http/refs.ts';
import { Contact } from '../../contacts/shape.ts';
import { ContactParams } from './schemas.ts';
import { ContactPatch } from '../../wire/bodies/contacts.ts';
import { getContact, lockContact, updateContact } from '../../contacts/queries.ts';
import { contactColumns, emitContactPut, renderContacts, throwIfInvalid } from '../../contacts/service.ts';
import { emitAddressPuts, matchAddresses, writeAddresses } from '../../contacts/addresses/service.ts';

export default function register(app: App) {
  app.patch('/orgs/:org_pk/contacts/:contact_pk/', {
    config: { scope: 'contact' },
    schema: {
      tags: ['Contacts'],
      summary: 'Update a contact (partial)',
      description:
        'Omitted fields keep their value. `custom_fields` and `source` are merged by key. An address with the `url` ' +
        'of one of this contact\'s addresses updates it partially, one without adds an address, and any other `url` ' +
        'is a 400 that changes nothing.',
      params: ContactParams,
      body: ContactPatch,
      response: { 200: Contact },
    },
    handler: async (request) => {
      const id = request.keys.contact_pk;
      const org = request.org;
      return app.db.transaction(async (tx) => {
        if (!(await lockContact(tx, org.id, id))) throw notFound('contact');
        const ref = { orgId: org.id, contactId: id };
        const errors: ValueProblems = {};
        const columns = contactColumns(parseValues(CONTACT_SHAPE, request.body), 'patch', errors);
        // An address's url names its id; a url of another contact's address (or none) is refused, as an order's parts are.
        const changes = (request.body.addresses ?? []).map(({ url, ...input }) => {
          if (typeof url !== 'string') return { id: null, input };
          const ids = v2Ref('address', url, { id: org.id });
          return ids && ids[0] === id ? { id: ids[1], input } : { id: null, refused: true, input };
        });
        const addresses = await matchAddresses(tx, ref, changes);
        for (const i of addresses.unknown) errors[`addresses[${i}].url`] = [{ reason: 'view_refused', values: { detail: REF_MESSAGES.address } }];
        throwIfInvalid(errors);
        await updateContact(tx, org.id, id, columns);
        const changed = await writeAddresses(tx, ref, addresses.matched);
        const row = (await getContact(tx, org.id, id))!;
        await emitContactPut(tx, org, row);
        await emitAddressPuts(tx, ref, changed);
        return (await renderContacts(tx, org, [row], false))[0];
      });
    },
  });
}
