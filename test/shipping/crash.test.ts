/**
 * Never buy twice, never lose a label: a real `boxline serve` process kills itself (SIGKILL, the test-only fault hook
 * BOXLINE_TEST_SHIPPING_FAULT) right before the carrier is called, and right after it answered; a new process
 * settles the pending purchase at start. Then every label the sandbox carrier sold is recorded, exactly once.
 * On PostgreSQL when TEST_DATABASE_URL is set, else on an embedded data directory.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { sql } from '../../src/core/sql.ts';
import type { Database } from '../../src/db/database.ts';
import { diskStore } from '../../src/carriers/sandbox/store.ts';
import { ORDER } from './support.ts';
import { crashSetup, ready, serve, sleep, stopServers } from './crash-support.ts';

for (const fault of ['before_carrier', 'after_carrier'] as const) {
  describe(`a server killed ${fault.replace('_', ' the ')}`, () => {
    it('leaves no label bought twice and none bought but not recorded', { timeout: 300_000 }, async () => {
      const { shared, org, port, env, api } = await crashSetup(fault);
      let db: Database | null = null;
      try {
        const first = serve({ ...env, BOXLINE_TEST_SHIPPING_FAULT: fault });
        await ready(port, first.output);
        const account = await (await api(`/api/v2/orgs/${org.orgPk}/carrier-accounts/`, 'POST', { carrier: 'sandbox', name: 'Sandbox' })).json();
        const order = await (await api(`/api/v2/orgs/${org.orgPk}/orders/?expand=boxes`, 'POST', ORDER)).json();
        const box = order.boxes[0].url as string;
        const dying = await api(`${box}label/`, 'POST', { carrier_account: account.url, service: 'ground' }, { 'idempotency-key': `crash-${fault}` })
          .then((r) => r.status, () => 'connection lost');
        assert.equal(dying, 'connection lost');
        assert.equal(await first.exited, 'SIGKILL', first.output());

        const second = serve(env);
        await ready(port, second.output);
        // The worker settles the pending purchase once it is 10 s old (crashSetup).
        let label = await (await api(`${box}label/`)).json();
        for (let i = 0; label.status === 'pending' && i < 600; i++) {
          await sleep(100);
          label = await (await api(`${box}label/`)).json();
        }
        const sold = diskStore(join(shared.dataDir, 'sandbox-carrier')).all();
        if (fault === 'before_carrier') {
          assert.equal(label.status, 'failed', JSON.stringify(label));
          assert.equal(sold.length, 0);
          // The box is free again: a new purchase succeeds, once.
          const again = await api(`${box}label/`, 'POST', { carrier_account: account.url, service: 'ground' });
          assert.equal(again.status, 201);
        } else {
          assert.equal(label.status, 'purchased', JSON.stringify(label));
          assert.equal((await (await api(box)).json()).tracking_number, label.tracking_number);
          assert.equal((await api(label.document)).status, 200);
          const again = await api(`${box}label/`, 'POST', { carrier_account: account.url, service: 'ground' });
          assert.equal(again.status, 409);
        }
        second.child.kill('SIGTERM');
        await second.exited;
        db = await shared.open();
        const purchased = await db.rows<{ tracking_number: string }>(sql`SELECT tracking_number FROM label_purchases WHERE org_id = ${org.orgId} AND status = 'purchased'`);
        const soldNow = diskStore(join(shared.dataDir, 'sandbox-carrier')).all().filter((l) => !l.voided).map((l) => l.trackingNumber).sort();
        assert.deepEqual(purchased.map((p) => p.tracking_number).sort(), soldNow, 'every label sold is recorded once, and only those');
        assert.equal(soldNow.length, 1);
        const pending = await db.rows(sql`SELECT id FROM label_purchases WHERE status = 'pending'`);
        assert.equal(pending.length, 0);
      } finally {
        await stopServers();
        await db?.close();
        await shared.drop();
      }
    });
  });
}
