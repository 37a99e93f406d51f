// A carrier account's writes refuse as data (ShippingRefusal), called directly: every problem of a body at once
// (`account_fields`: the field mechanism's messages and the account's own problems), an account not there (`missing`),
// one a pending purchase needs (`account_in_use`), credentials without an at-rest key. Nothing is written. How the
// API words them: test/http/shipping-refusals.test.ts; the routes: test/v2/carrier-accounts/.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../../src/core/sql.ts';
import { createCarrierAccount, credentialSealer, deleteCarrierAccount, updateCarrierAccount } from '../../../src/shipping/accounts/service.ts';
import type { CarrierAccountValues } from '../../../src/shipping/accounts/shape.ts';
import { ShippingRefusal, type ShippingRefusalReason } from '../../../src/shipping/refusals.ts';
import { RefusedValue } from '../../../src/core/fields/bind.ts';
import { servicesOf } from '../../../src/carriers/shipping-registry.ts';
import { parseRateSheet } from '../../../src/carriers/sandbox/rate-sheet.ts';
import { createWorld, type TestWorld } from '../../support/app.ts';
import { isRefusal } from '../../support/refusals.ts';

const said = (detail: string) => ({ reason: 'view_refused', values: { detail } }) as const;

/** Rejects with a ShippingRefusal whose data is exactly `expected`. */
const refused = (promise: Promise<unknown>, expected: ShippingRefusalReason) => assert.rejects(promise, isRefusal(ShippingRefusal, expected));

describe('a carrier account\'s refusals (ShippingRefusal, called directly)', () => {
  let world: TestWorld;
  const sealer = credentialSealer('k'.repeat(40));
  before(async () => { world = await createWorld(); });
  after(() => world.close());
  const body = (values: Record<string, unknown>) => values as CarrierAccountValues;
  const accounts = async (orgId: number) => (await world.db.one<{ n: number }>(sql`SELECT count(*)::int AS n FROM carrier_accounts WHERE org_id = ${orgId}`))!.n;

  /** What the sandbox's rate sheet parser says of `sheet`. */
  const sheetProblem = (sheet: string) => {
    try {
      parseRateSheet(sheet);
    } catch (err) {
      return (err as Error).message;
    }
    throw new Error('the sheet reads');
  };
  const idOf = async (orgId: number) => (await world.db.one<{ id: number }>(sql`SELECT id FROM carrier_accounts WHERE org_id = ${orgId}`))!.id;

  it('account_fields: the mechanism\'s messages and the account\'s own problems, one a path, all at once', async () => {
    const org = await world.createOrg();
    const credentials = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v']));
    await assert.rejects(world.db.transaction((tx) => createCarrierAccount(tx, org.id, body({
      carrier: 'ups', name: new RefusedValue('is not text'), services: ['ground', 'warp'], rate_sheet: 'x', credentials: { ...credentials, client_id: 'a' },
    }), sealer)), (err: unknown) => {
      assert.ok(err instanceof ShippingRefusal && err.refusal.kind === 'account_fields', String(err));
      assert.deepEqual(err.refusal.errors, { name: [said('is not text')] }, 'the field mechanism\'s, as the view refused the value');
      assert.deepEqual(err.refusal.fields.map((p) => [p.path, p.reason]), [
        ['services', 'unknown_services'], ['rate_sheet', 'rate_sheet_not_sandbox'], ['credentials.client_secret', 'bad_credentials'],
        ['credentials', 'too_many_credentials'],
      ]);
      assert.deepEqual(err.refusal.fields[0]!.values, { bad: ['ground', 'warp'], carrier: 'ups', known: servicesOf('ups').map((k) => k.code) });
      return true;
    });
    await refused(world.db.transaction((tx) => createCarrierAccount(tx, org.id, body({ carrier: 'sandbox', name: 'S', default_service: 'warp', rate_sheet: 'nonsense' }), sealer)), {
      kind: 'account_fields', errors: {},
      fields: [
        { path: 'rate_sheet', reason: 'bad_rate_sheet', values: { detail: sheetProblem('nonsense') } },
        { path: 'default_service', reason: 'unknown_default_service', values: { value: 'warp', allowed: ['ground', 'express', 'overnight'] } },
      ],
    });
    assert.equal(await accounts(org.id), 0);
  });

  it('a change of carrier, an account not there, and credentials without an at-rest key', async () => {
    const org = await world.createOrg();
    await world.db.transaction((tx) => createCarrierAccount(tx, org.id, body({ carrier: 'sandbox', name: 'S' }), sealer));
    const id = await idOf(org.id);
    await refused(world.db.transaction((tx) => updateCarrierAccount(tx, org.id, id, body({ carrier: 'ups' }), sealer)),
      { kind: 'account_fields', errors: {}, fields: [{ path: 'carrier', reason: 'carrier_unchangeable' }] });
    await refused(world.db.transaction((tx) => updateCarrierAccount(tx, org.id, id + 1000, body({ name: 'T' }), sealer)), { kind: 'missing', what: 'carrier_account' });
    await refused(world.db.transaction((tx) => deleteCarrierAccount(tx, org.id, id + 1000)), { kind: 'missing', what: 'carrier_account' });
    await refused(world.db.transaction((tx) => createCarrierAccount(tx, org.id, body({ carrier: 'ups', name: 'U', credentials: { client_id: 'a', client_secret: 'b', account_number: 'A1B2C3' } }), null)),
      { kind: 'no_credential_key' });
    assert.equal(await accounts(org.id), 1);
  });

  it('account_in_use: a label purchase of the account still being completed', async () => {
    const org = await world.createOrg();
    await world.db.transaction((tx) => createCarrierAccount(tx, org.id, body({ carrier: 'sandbox', name: 'S' }), sealer));
    const id = await idOf(org.id);
    const order = await world.request('POST', `/api/v2/orgs/${org.pk}/orders/?expand=boxes`, { token: org.token, body: { primary_id: 'IN-USE', boxes: [{ weight: '1 kg' }] } });
    assert.equal(order.statusCode, 201, order.body);
    const ids = await world.db.one<{ order_id: number; box_id: number }>(sql`SELECT order_id, id AS box_id FROM boxes WHERE org_id = ${org.id}`);
    await world.db.rows(sql`INSERT INTO label_purchases (org_id, order_id, box_id, carrier_account_id, carrier, service, format, size, purchase_key, status)
      VALUES (${org.id}, ${ids!.order_id}, ${ids!.box_id}, ${id}, 'sandbox', 'ground', 'pdf', '4x6', ${`k-${org.id}`}, 'pending')`);
    await refused(world.db.transaction((tx) => deleteCarrierAccount(tx, org.id, id)), { kind: 'account_in_use' });
    assert.equal(await accounts(org.id), 1);
  });
});
