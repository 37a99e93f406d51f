/**
 * v1 company_address: the company's one address, the address catalogue (src/catalogue/address.ts) with v1's
 * `state` for `region`. `ship_company` names the company (the token's); another or unknown one is a 400, and a
 * second address of the company a 409. PUT updates (200) or creates with the id given (201).
 */
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../core/errors.ts';
import { v1RefAt } from '../../http/refs.ts';
import { PathKey } from '../../core/schema.ts';
import { columnsOf, inputProperties, type FieldSpec } from '../../core/fields/index.ts';
import { ADDRESS_FIELDS } from '../../catalogue/address.ts';
import { sendV1, v1Envelope, v1Page, V1_TAGS, V1List, V1ListQuery, V1Object, V1OneQuery, v1Uri, v1Writer, type V1Record } from '../shape.ts';
import { addressIdUsed, addressOfCompany, deleteAddress, getAddress, insertAddress, listAddresses, updateAddress, type AddressRow } from '../../orgs/company-addresses.ts';

/** The address fields under their v1 keys (`state` is the `region` column). */
const FIELDS: FieldSpec[] = ADDRESS_FIELDS.map((s) => (s.key === 'region' ? { ...s, key: 'state', column: 'region' } : s));
const write = v1Writer(FIELDS, 'company_address');

const AddressParams = Type.Object({ company_address_pk: PathKey });
const V1Address = V1Object('A v1 company address: the address fields (`state`), `ship_company`, id, timestamps');
const AddressBody = Type.Object({
  ...inputProperties(FIELDS),
  ship_company: Type.Optional(Type.String({ description: 'The company\'s resource_uri (`/api/v1/company/3/`); the token\'s company when omitted' })),
});

function render(row: AddressRow): V1Record {
  const out = write(row, { ship_company: v1Uri('company', row.org_id) });
  delete out.charges;
  return out;
}

/** `ship_company` must name the token's company. */
function checkCompany(value: string | undefined, orgId: number): void {
  if (value !== undefined) v1RefAt('company', value, 'ship_company', { id: orgId });
}

async function assertNoOtherAddress(tx: Queryable, orgId: number, exceptId?: number): Promise<void> {
  const existing = await addressOfCompany(tx, orgId);
  if (existing !== null && existing !== exceptId) throw conflict('The company already has another address.');
}

export default async function companyAddressRoutes(app: App) {
  const cfg = { scope: 'company', v1: true } as const;
  const one = async (db: Queryable, orgId: number, id: number) => {
    const row = await getAddress(db, orgId, FIELDS, id);
    if (!row) throw notFound('company address');
    return render(row);
  };

  app.get('/company_address/', {
    config: cfg,
    schema: { tags: V1_TAGS, summary: 'List company addresses (v1)', description: 'Default limit 20.', querystring: V1ListQuery(), response: { 200: V1List(V1Address) } },
    handler: async (request, reply) => {
      const page = v1Page(request.query, 20);
      const { total, rows } = await listAddresses(app.db, request.org.id, FIELDS, page);
      return sendV1(request, reply, 200, v1Envelope(request, page, total, rows.map(render)));
    },
  });

  app.get('/company_address/:company_address_pk/', {
    config: cfg,
    schema: { tags: V1_TAGS, summary: 'Retrieve a company address (v1)', params: AddressParams, querystring: V1OneQuery, response: { 200: V1Address } },
    handler: async (request, reply) => sendV1(request, reply, 200, await one(app.db, request.org.id, request.keys.company_address_pk)),
  });

  app.post('/company_address/', {
    config: cfg,
    schema: {
      tags: V1_TAGS, summary: 'Create the company address (v1)', description: '400 for a company uri that does not exist; 409 when the company has an address.',
      body: AddressBody, response: { 201: V1Address },
    },
    handler: async (request, reply) => {
      const orgId = request.org.id;
      checkCompany(request.body.ship_company, orgId);
      const columns = columnsOf(FIELDS, request.body, { full: true });
      const address = await app.db.transaction(async (tx) => {
        await assertNoOtherAddress(tx, orgId);
        return one(tx, orgId, await insertAddress(tx, orgId, FIELDS, columns));
      });
      return sendV1(request, reply.header('Location', address.resource_uri as string), 201, address);
    },
  });

  app.put('/company_address/:company_address_pk/', {
    config: cfg,
    schema: {
      tags: V1_TAGS, summary: 'Update the company address, or create it with this id (v1)',
      description: '200 updated, 201 created; 409 when the company has another address.',
      params: AddressParams, body: AddressBody, response: { 200: V1Address, 201: V1Address },
    },
    handler: async (request, reply) => {
      const orgId = request.org.id;
      const id = request.keys.company_address_pk;
      checkCompany(request.body.ship_company, orgId);
      const { status, address } = await app.db.transaction(async (tx) => {
        const exists = await getAddress(tx, orgId, FIELDS, id);
        // Another company's address: not found, as every other company's object is.
        if (!exists && (await addressIdUsed(tx, id))) throw notFound('company address');
        await assertNoOtherAddress(tx, orgId, exists ? id : undefined);
        if (exists) {
          await updateAddress(tx, orgId, id, columnsOf(FIELDS, request.body, { full: false }));
          return { status: 200, address: await one(tx, orgId, id) };
        }
        return { status: 201, address: await one(tx, orgId, await insertAddress(tx, orgId, FIELDS, columnsOf(FIELDS, request.body, { full: true }), id)) };
      });
      return sendV1(request, reply, status, address);
    },
  });

  app.delete('/company_address/:company_address_pk/', {
    config: cfg,
    schema: { tags: V1_TAGS, summary: 'Delete the company address (v1)', params: AddressParams, response: { 204: Type.Null({ description: 'Deleted' }) } },
    handler: async (request, reply) => {
      const removed = await app.db.transaction((tx) => deleteAddress(tx, request.org.id, request.keys.company_address_pk));
      if (!removed) throw notFound('company address');
      return reply.code(204).send(null);
    },
  });
}
