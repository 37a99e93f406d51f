/**
 * A manifest's carrier close survives kill -9: a real `boxline serve` process kills itself (SIGKILL, the test-only
 * fault hook BOXLINE_TEST_SHIPPING_FAULT) right before USPS is asked for the SCAN form, and right after FedEx closed
 * the day; a new process settles the pending close (SHIPPING_RECONCILE_AFTER_SECONDS). Boxline's manifest is kept
 * either way, USPS makes one form, and FedEx's close made before the crash is found (reprinted), not made twice.
 * On PostgreSQL when TEST_DATABASE_URL is set, else on an embedded data directory.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { ORDER } from '../shipping/support.ts';
import { crashSetup, ready, serve, sleep, stopServers } from '../shipping/crash-support.ts';
import { startUspsFake, USPS_FAKE_ACCOUNT } from '../support/carriers/usps-fake.ts';
import { startFedexFake, FEDEX_FAKE_ACCOUNT } from '../support/carriers/fedex-fake.ts';

const PARCEL_ORDER = {
  ...ORDER,
  shipping: { ship_from: { ...ORDER.shipping.ship_from, phone: '217-555-0100' }, ship_to: { ...ORDER.shipping.ship_to, phone: '718-555-0199' } },
  boxes: [{ weight: '1000 g', length: '30 cm', width: '20 cm', height: '10 cm' }],
};

const CASES = [
  { carrier: 'usps', fault: 'manifest_before_carrier', service: 'PRIORITY_MAIL' },
  { carrier: 'fedex', fault: 'manifest_after_carrier', service: 'FEDEX_GROUND' },
] as const;

for (const { carrier, fault, service } of CASES) {
  describe(`a server killed ${fault.replace('manifest_', '').replace('_', ' the ')} during a ${carrier} manifest close`, () => {
    it('keeps the manifest and closes it with the carrier once, after a restart', { timeout: 300_000 }, async () => {
      const [usps, fedex] = await Promise.all([startUspsFake(), startFedexFake()]);
      const { shared, org, port, env, api } = await crashSetup(fault, { USPS_SHIPPING_BASE_URL: usps.baseUrl, FEDEX_SHIPPING_BASE_URL: fedex.baseUrl });
      let db: Database | null = null;
      try {
        const first = serve({ ...env, BOXLINE_TEST_SHIPPING_FAULT: fault });
        await ready(port, first.output);
        const credentials = carrier === 'usps' ? USPS_FAKE_ACCOUNT : FEDEX_FAKE_ACCOUNT;
        const account = await (await api(`/api/v2/orgs/${org.orgPk}/carrier-accounts/`, 'POST', { carrier, name: carrier, credentials })).json();
        const order = await (await api(`/api/v2/orgs/${org.orgPk}/orders/?expand=boxes`, 'POST', PARCEL_ORDER)).json();
        const bought = await api(`${order.boxes[0].url}label/`, 'POST', { carrier_account: account.url, service });
        assert.equal(bought.status, 201, await bought.text());
        const dying = await api(`/api/v2/orgs/${org.orgPk}/manifests/`, 'POST', { carrier_account: account.url }).then((r) => r.status, () => 'connection lost');
        assert.equal(dying, 'connection lost');
        assert.equal(await first.exited, 'SIGKILL', first.output());

        const second = serve(env);
        await ready(port, second.output);
        // The start and then the worker settle the close once it is 10 s old (crashSetup).
        let list = await (await api(`/api/v2/orgs/${org.orgPk}/manifests/`)).json();
        for (let i = 0; list.results[0]?.carrier_status === 'pending' && i < 600; i++) {
          await sleep(100);
          list = await (await api(`/api/v2/orgs/${org.orgPk}/manifests/`)).json();
        }
        assert.equal(list.count, 1, 'Boxline\'s manifest was kept');
        const m = list.results[0];
        assert.equal(m.carrier_status, 'closed', JSON.stringify(m));
        assert.equal(m.label_count, 1);
        assert.equal((await api(m.carrier_document)).status, 200);
        if (carrier === 'usps') {
          assert.equal(usps.requests.filter((r) => r.path === '/scan-forms/v3/scan-form').length, 1, 'USPS was asked once');
          assert.equal([...usps.labels.values()][0]!.form, m.carrier_reference);
        } else {
          const closes = fedex.requests.filter((r) => r.method === 'PUT' && r.path === '/ship/v1/endofday/');
          assert.equal(closes.length, 1, 'FedEx closed the day once; the restart reprinted it');
          assert.equal(m.carrier_reference, [...fedex.closes.values()][0]!.cycle);
        }
        second.child.kill('SIGTERM');
        await second.exited;
        db = await shared.open();
        assert.deepEqual(await db.rows(sql`SELECT id FROM manifests WHERE carrier_status = 'pending'`), []);
        assert.deepEqual([...usps.violations, ...fedex.violations], []);
      } finally {
        await stopServers();
        await db?.close();
        await shared.drop();
        await Promise.all([usps.close(), fedex.close()]);
      }
    });
  });
}
