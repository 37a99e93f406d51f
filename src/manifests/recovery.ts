/**
 * Settles the carrier closes of manifests a crash (or a carrier that did not answer) left pending, once they are
 * older than the configured delay, as label purchases are settled (src/shipping/labels/recovery.ts): each is leased
 * (no two workers take one), then the carrier is asked for the close it may have made and closed again otherwise
 * (carrier-close.ts). One manifest's failure never stops the others.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { ShippingDeps } from '../shipping/deps.ts';
import { closeAtCarrier } from './carrier-close.ts';
import { leaseStaleCloses } from './carrier-queries.ts';
import { selectManifest } from './queries.ts';

export interface CloseRecoveryCounts {
  closed: number;
  failed: number;
  /** Still pending: the carrier did not answer again. */
  pending: number;
  none: number;
  errors: number;
}

export async function recoverCarrierCloses(deps: ShippingDeps, olderThanSeconds: number, log?: FastifyBaseLogger): Promise<CloseRecoveryCounts> {
  const counts: CloseRecoveryCounts = { closed: 0, failed: 0, pending: 0, none: 0, errors: 0 };
  for (const { org_id: orgId, id } of await leaseStaleCloses(deps.db, olderThanSeconds)) {
    try {
      await closeAtCarrier(deps, orgId, id, true);
      const after = await selectManifest(deps.db, orgId, id);
      if (after) counts[after.carrier_status]++;
    } catch (err) {
      counts.errors++;
      log?.error({ err, manifest: id, org: orgId }, 'manifest carrier close recovery failed');
    }
  }
  if (counts.closed + counts.failed + counts.none + counts.errors > 0) log?.info({ manifests: counts }, 'pending manifest closes settled');
  if (counts.failed > 0) log?.warn({ failed: counts.failed }, 'manifest closes the carrier refused: an operator retries them (carrier_message says why)');
  return counts;
}
