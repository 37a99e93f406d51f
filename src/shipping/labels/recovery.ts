/**
 * Settles label purchases a crash left pending (as src/payments/recovery.ts does for card charges): for each one
 * older than the configured delay, the carrier is asked for the label bought under its key. Found: completed
 * (complete.ts; voided at the carrier when it can no longer be recorded). Not found: failed, the box is free again.
 * A carrier that cannot tell leaves it pending for the next round. One purchase's failure never stops the others.
 */
import type { FastifyBaseLogger } from 'fastify';
import { selectCarrierAccount } from '../accounts/queries.ts';
import { adapterOf, type ShippingDeps } from '../deps.ts';
import { completePurchase } from './complete.ts';
import { markFailed, stalePending } from './queries.ts';

export interface RecoveryCounts {
  completed: number;
  failed: number;
  unknown: number;
  errors: number;
}

export async function recoverPurchases(deps: ShippingDeps, olderThanSeconds: number, log?: FastifyBaseLogger): Promise<RecoveryCounts> {
  const counts: RecoveryCounts = { completed: 0, failed: 0, unknown: 0, errors: 0 };
  for (const row of await stalePending(deps.db, olderThanSeconds)) {
    const org = { id: row.org_id };
    try {
      const account = await selectCarrierAccount(deps.db, row.org_id, row.carrier_account_id);
      if (!account) {
        await markFailed(deps.db, row.org_id, row.id, 'The carrier account was deleted before the purchase could be settled.');
        counts.failed++;
        continue;
      }
      const adapter = adapterOf(deps, account);
      const found = await adapter.findLabel(row.purchase_key);
      if (found.kind === 'found') {
        await completePurchase(deps, org, row, found.label, adapter);
        counts.completed++;
      } else if (found.kind === 'not_found') {
        await markFailed(deps.db, row.org_id, row.id, 'The carrier sold no label for this purchase (the process stopped before or during the call).');
        counts.failed++;
      } else {
        counts.unknown++;
      }
    } catch (err) {
      counts.errors++;
      log?.error({ err, purchase: row.id, org: row.org_id }, 'label purchase recovery failed');
    }
  }
  if (counts.completed + counts.failed + counts.errors > 0) log?.info({ labels: counts }, 'pending label purchases settled');
  return counts;
}
