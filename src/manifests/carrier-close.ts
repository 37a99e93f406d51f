/**
 * The carrier's own close of a manifest (USPS SCAN form, FedEx Ground End of Day Close), as label purchases are
 * made: the intent is recorded with the manifest (`carrier_status` pending, in the close's transaction), the carrier
 * is called with no transaction open, its document is stored as a file first, then one statement records the close
 * (`closed`, its reference and document) while it is still pending. A refusal becomes `failed` with the carrier's
 * message, which an operator reads and retries (`retryCarrierClose`); a carrier that did not answer leaves it
 * pending for the worker (recovery.ts), which first asks the carrier for a close it may already have made
 * (`findManifest`) and closes again otherwise. A carrier without a close (sandbox, UPS) never gets here.
 */
import { Readable } from 'node:stream';
import { encodeId } from '../core/ids.ts';
import { CarrierError } from '../carriers/types.ts';
import { CarrierRefusal, SHIP_VIA, type AccountCarrier, type CarrierManifest, type ShippingAdapter } from '../carriers/shipping-types.ts';
import { newFileName } from '../orders/writing/rows/documents.ts';
import { storageKey } from '../orders/reading/boxes/docs/queries.ts';
import { selectCarrierAccount } from '../shipping/accounts/queries.ts';
import { adapterOf, faultPoint, type ShippingDeps } from '../shipping/deps.ts';
import { removeFiles, reserveUpload } from '../storage/removals.ts';
import { markCarrierClosed, markCarrierOutcome, markCarrierPending, manifestForCarrier, type StoredDocument } from './carrier-queries.ts';
import { selectManifest, type ManifestRow } from './queries.ts';
import { refuseManifest } from './refusals.ts';

/** The account's adapter when its carrier has its own close (null: Boxline's manifest is the only record). */
export function carrierCloser(deps: ShippingDeps, account: Parameters<typeof adapterOf>[1]): ShippingAdapter | null {
  try {
    const adapter = adapterOf(deps, account);
    return adapter.closeManifest ? adapter : null;
  } catch (err) {
    // Credentials this build cannot read: no label was bought with them either.
    if (err instanceof CarrierRefusal) return null;
    throw err;
  }
}

async function storeDocument(deps: ShippingDeps, m: ManifestRow, made: CarrierManifest): Promise<StoredDocument | null> {
  if (!made.document) return null;
  const extension = made.document.contentType === 'application/pdf' ? 'pdf' : 'txt';
  const key = storageKey(m.org_id, newFileName(`manifest-${encodeId(m.id)}-${m.carrier}.${extension}`));
  await reserveUpload(deps.db, key);
  const size = await deps.storage.put(key, Readable.from([made.document.file]), made.document.contentType);
  return { key, contentType: made.document.contentType, size };
}

/**
 * Calls the carrier for a pending close and records what came of it. `recovering`: a request may have reached the
 * carrier before (a crash, a timeout, a retry), so the carrier is first asked for the close it made.
 */
export async function closeAtCarrier(deps: ShippingDeps, orgId: number, manifestId: number, recovering = false): Promise<void> {
  const m = await selectManifest(deps.db, orgId, manifestId);
  if (!m || m.carrier_status !== 'pending') return;
  const name = SHIP_VIA[m.carrier as AccountCarrier] ?? m.carrier;
  const account = await selectCarrierAccount(deps.db, orgId, m.carrier_account_id);
  if (!account) {
    await markCarrierOutcome(deps.db, orgId, m.id, 'failed', `The ${name} account of this manifest was deleted: the carrier cannot be asked for its close.`);
    return;
  }
  const adapter = carrierCloser(deps, account);
  if (!adapter) {
    await markCarrierOutcome(deps.db, orgId, m.id, 'none', `${name} has no end-of-day close in Boxline (or the account's credentials cannot be used): `
      + 'Boxline\'s manifest is the record of the handover.');
    return;
  }
  const request = await manifestForCarrier(deps.db, orgId, m.id);
  if (request.labels.length === 0) {
    await markCarrierOutcome(deps.db, orgId, m.id, 'none', 'No label is left in this manifest: nothing to close with the carrier.');
    return;
  }
  if (!request.from) {
    await markCarrierOutcome(deps.db, orgId, m.id, 'failed', 'The orders of this manifest are deleted: the carrier needs their ship-from address.');
    return;
  }
  const ask = { shipDate: m.ship_date, labels: request.labels, from: request.from };
  faultPoint(deps, 'manifest_before_carrier');
  let made: CarrierManifest | null;
  try {
    made = (recovering && adapter.findManifest ? await adapter.findManifest(ask) : null) ?? await adapter.closeManifest!(ask);
  } catch (err) {
    if (err instanceof CarrierRefusal) {
      await markCarrierOutcome(deps.db, orgId, m.id, 'failed', err.message);
      return;
    }
    // Credentials the carrier no longer takes wait for a person (failed: fix them, then retry); an answer that did not
    // come, or did not read, is asked again by the worker (pending).
    if (err instanceof CarrierError && err.kind === 'auth') {
      await markCarrierOutcome(deps.db, orgId, m.id, 'failed', `${name} refused the account's credentials (${err.message}): write them again, then retry.`);
      return;
    }
    if (err instanceof CarrierError) {
      await markCarrierOutcome(deps.db, orgId, m.id, 'pending', `${name} did not answer (${err.message}); the worker asks again.`);
      return;
    }
    throw err;
  }
  faultPoint(deps, 'manifest_after_carrier');
  if (made === null) {
    await markCarrierOutcome(deps.db, orgId, m.id, 'none', `${name} needs no end-of-day close for the services of these labels.`);
    return;
  }
  const document = await storeDocument(deps, m, made);
  const kept = await deps.db.transaction((tx) => markCarrierClosed(tx, orgId, m.id, made.reference, document)).catch(async (err) => {
    if (document) await removeFiles(deps.db, deps.storage, [document.key]);
    throw err;
  });
  // Settled by another process meanwhile (the worker and a request at once): its record stands.
  if (!kept && document) await removeFiles(deps.db, deps.storage, [document.key]);
}

/** The document the carrier returned for the manifest's close, as stored, or null while there is none. */
export async function storedCarrierDocument(deps: Pick<ShippingDeps, 'db' | 'storage'>, orgId: number, manifestId: number)
  : Promise<{ contentType: string; size: number; fileName: string; body: Readable } | null> {
  const m = await selectManifest(deps.db, orgId, manifestId);
  if (!m?.carrier_document_key) return null;
  const contentType = m.carrier_document_type!;
  const extension = contentType === 'application/pdf' ? 'pdf' : 'txt';
  return {
    contentType, size: Number(m.carrier_document_size), fileName: `manifest-${encodeId(m.id)}-${m.carrier}.${extension}`,
    body: await deps.storage.read(m.carrier_document_key),
  };
}

/** An operator's retry of a close the carrier refused: pending again, then called as after a crash. */
export async function retryCarrierClose(deps: ShippingDeps, orgId: number, manifestId: number): Promise<ManifestRow> {
  const m = await selectManifest(deps.db, orgId, manifestId);
  if (!m) throw refuseManifest({ kind: 'missing', what: 'manifest' });
  if (!await markCarrierPending(deps.db, orgId, m.id, 'failed')) {
    throw refuseManifest({ kind: 'carrier_close_not_failed', status: m.carrier_status });
  }
  await closeAtCarrier(deps, orgId, m.id, true);
  return (await selectManifest(deps.db, orgId, m.id))!;
}
