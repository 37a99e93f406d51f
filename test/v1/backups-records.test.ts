/** The flat order records of backups: rendered through the catalogue and the v1 Format, earlier ones migrated (0110). */
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import { createWorld, type TestOrg, type TestWorld } from '../support/app.ts';
import { backupOrganizations } from '../../src/backups/service.ts';
import { citusWorkers } from '../support/citus.ts';

const MIGRATION = join(process.cwd(), 'src', 'db', 'migrations', '0110_order_backup_records_by_column.sql');

/**
 * Migration 0110 rewrites records with jsonb_build_object over their own values: Citus refuses that UPDATE on a
 * distributed table ("STABLE functions used in UPDATE queries cannot be called with column references"). A
 * deployment moves to Citus after `boxline migrate` has run every migration (docs/deploy.md), so 0110 never runs on
 * shards; a data migration written after the move sets values Citus can compute, or runs organization by organization.
 */
const ON_CITUS = citusWorkers()
  ? 'Citus refuses migration 0110\'s UPDATE (a STABLE function over the row\'s columns); a deployment distributes after every migration ran'
  : false;

const ORDER = {
  primary_id: 'R-1', customer_number: 'C-9', message: 'Hi', po_number: 'PO-1', ordered_at: '2024-01-02T03:04:05Z',
  source: { name: 'Shopify', retrieved_at: '2024-01-01T10:00:00Z' },
  shipping: { status: 'fulfilled', ship_via: 'UPS', ship_type: 'Ground', to_ship_at: '2024-01-04T05:06:07.5Z', ship_cost: '7.005 USD' },
  billing: { subtotal: '10.125 EUR', tax: '0.995 EUR', total: '12345678901234.9999 EUR' },
};

/** A record as backups made before migration 0110 kept it: v1 keys, values as text. */
const EARLIER_RECORD = {
  customer_number: 'C-9', message: 'Hi', po_number: 'PO-1', ship_type: 'Ground', ship_via: 'UPS', source: 'Shopify', status_shipped: true,
  delivered_at: null, future_ship_time: '2024-01-04 05:06:07.5+00', import_time: '2024-01-01 10:00:00+00', order_time: '2024-01-02 03:04:05+00',
  print_time: null, ship_time: null, order_created_at: '2024-01-01 00:00:00+00', order_updated_at: '2024-01-01 00:00:01+00',
  subtotal: '10.1250', subtotal_currency_code: 'EUR', shipping: null, shipping_currency_code: null, tax: '0.9950', tax_currency_code: 'EUR',
  total: '12345678901234.9999', total_currency_code: 'EUR', ship_cost: '7.0050', ship_cost_currency_code: 'USD',
};

const withoutOwnKeys = ({ id: _i, resource_uri: _r, backup: _b, created_at: _c, ...rest }: Record<string, unknown>) => rest;

describe('v1 order backup records', () => {
  let world: TestWorld;
  let org: TestOrg;
  let orderId: number;
  before(async () => {
    world = await createWorld();
    org = await world.createOrg('Records');
    const created = await world.request('POST', `${org.url}orders/`, { token: org.token, body: ORDER });
    assert.equal(created.statusCode, 201, created.body);
    orderId = Number((await world.db.one<{ id: number }>(sql`SELECT id FROM orders WHERE org_id = ${org.id}`))!.id);
    await world.db.rows(sql`UPDATE orders SET created_at = '2024-01-01T00:00:00Z', updated_at = '2024-01-01T00:00:01Z' WHERE org_id = ${org.id}`);
  });
  after(() => world.close());

  const restoreOf = async (backupId: number) =>
    (await world.request('GET', `/api/v1/order_restore/?backup=${backupId}`, { token: org.token })).json().objects[0] as Record<string, unknown>;

  it('shows every field in the v1 spelling, amounts as the v1 order shows them', async () => {
    const [made] = await backupOrganizations(world.db, org.id);
    const record = await restoreOf(made.backupId);
    assert.deepEqual(Object.keys(record), [
      'id', 'resource_uri', 'alias_id', 'backup', 'numerical_id', 'primary_id', 'order',
      'tax', 'total', 'source', 'message', 'ship_via', 'shipping', 'subtotal', 'po_number', 'ship_cost', 'ship_time', 'ship_type',
      'order_time', 'print_time', 'import_time', 'delivered_at', 'status_shipped', 'customer_number', 'future_ship_time',
      'order_created_at', 'order_updated_at', 'tax_currency_code', 'total_currency_code', 'shipping_currency_code',
      'subtotal_currency_code', 'ship_cost_currency_code', 'created_at',
    ]);
    assert.deepEqual(withoutOwnKeys(record), {
      alias_id: record.alias_id, numerical_id: record.numerical_id, primary_id: 'R-1', order: `/api/v1/orders/${orderId}/`,
      tax: '1.00', total: '12345678901235.00', source: 'Shopify', message: 'Hi', ship_via: 'UPS', shipping: null, subtotal: '10.13',
      po_number: 'PO-1', ship_cost: '7.01', ship_time: null, ship_type: 'Ground', order_time: '2024-01-02T03:04:05+00:00', print_time: null,
      import_time: '2024-01-01T10:00:00+00:00', delivered_at: null, status_shipped: true, customer_number: 'C-9',
      future_ship_time: '2024-01-04T05:06:07.500000+00:00', order_created_at: '2024-01-01T00:00:00+00:00',
      order_updated_at: '2024-01-01T00:00:01+00:00', tax_currency_code: 'EUR', total_currency_code: 'EUR', shipping_currency_code: null,
      subtotal_currency_code: 'EUR', ship_cost_currency_code: 'USD',
    });
    const order = (await world.request('GET', `/api/v1/orders/${orderId}/`, { token: org.token })).json();
    assert.deepEqual([order.charges.tax, order.charges.grand_total, order.charges.actual_shipcost], [record.tax, record.total, record.ship_cost]);
  });

  it('shows a record of a backup made before migration 0110 as a new backup shows it', { skip: ON_CITUS }, async () => {
    const [made] = await backupOrganizations(world.db, org.id);
    const fresh = await restoreOf(made.backupId);
    const [earlier] = await backupOrganizations(world.db, org.id);
    await world.db.rows(sql`UPDATE order_backup_details SET record = ${JSON.stringify(EARLIER_RECORD)}::jsonb WHERE org_id = ${org.id} AND backup_id = ${earlier.backupId}`);
    await world.db.exec(readFileSync(MIGRATION, 'utf8'));
    assert.deepEqual(withoutOwnKeys(await restoreOf(earlier.backupId)), withoutOwnKeys(fresh));
    assert.deepEqual(withoutOwnKeys(await restoreOf(made.backupId)), withoutOwnKeys(fresh), 'a new record is left as it is');
  });
});
