/**
 * Closing the day (DECISIONS section 13): one manifest of a carrier account's labels of one ship date, written in
 * one transaction (the manifest, its labels, their count) or not at all. What it refuses, it refuses before
 * writing: an account that is not the organization's, a date that is not one, a day with no label left to close.
 * Where the account's carrier has its own close (USPS, FedEx), its intent is recorded in that transaction and the
 * carrier is called after it (carrier-close.ts): whatever the carrier answers, Boxline's manifest stands.
 */
import { invalidOne } from '../core/refusal.ts';
import { selectCarrierAccount } from '../shipping/accounts/queries.ts';
import type { ShippingDeps } from '../shipping/deps.ts';
import { carrierCloser, closeAtCarrier } from './carrier-close.ts';
import { claimLabels, insertManifest, selectManifest, type ManifestRow } from './queries.ts';
import { dayIn, isCalendarDate, orgTimeZone } from './ship-date.ts';
import { refuseManifest } from './refusals.ts';

export interface ManifestOrder {
  accountId: number;
  /** YYYY-MM-DD; default today in the organization's time zone. */
  shipDate: string | null;
}

export async function closeManifest(deps: ShippingDeps, orgId: number, input: ManifestOrder): Promise<ManifestRow> {
  const { db } = deps;
  if (input.shipDate !== null && !isCalendarDate(input.shipDate)) throw refuseManifest(invalidOne('ship_date', 'not_a_date'));
  const account = await selectCarrierAccount(db, orgId, input.accountId);
  if (!account) throw refuseManifest(invalidOne('carrier_account', 'unknown_account'));
  const timeZone = await orgTimeZone(db, orgId);
  const shipDate = input.shipDate ?? dayIn(timeZone);
  const carrierClose = carrierCloser(deps, account) !== null;
  const id = await db.transaction(async (tx) => {
    const m = await insertManifest(tx, orgId, { accountId: account.id, carrier: account.carrier, accountName: account.name, shipDate, timeZone, carrierClose });
    const taken = await claimLabels(tx, orgId, m);
    // Thrown inside the transaction: the manifest row goes with it.
    if (taken === 0) throw refuseManifest({ kind: 'nothing_to_manifest', shipDate });
    return m.id;
  });
  if (carrierClose) await closeAtCarrier(deps, orgId, id);
  return (await selectManifest(db, orgId, id))!;
}
