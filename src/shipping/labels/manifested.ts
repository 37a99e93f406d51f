/**
 * Labels in manifests (migration 0255, src/manifests/): a manifested label was handed to the carrier with its
 * manifest, so Boxline does not void it (409; the carrier's own process applies). A close that takes a label while
 * its void is at the carrier loses: the void is recorded (the carrier did void it) and the label leaves the manifest,
 * so that no voided label is in a manifest.
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';

/** The id of the manifest holding the label, else null. */
export async function manifestOfLabel(db: Queryable, orgId: number, labelId: number): Promise<number | null> {
  const row = await db.one<{ manifest_id: number }>(sql`SELECT manifest_id FROM manifest_labels WHERE org_id = ${orgId} AND label_purchase_id = ${labelId}`);
  return row ? Number(row.manifest_id) : null;
}

/** In the void's transaction: takes the label out of a manifest a close put it in meanwhile. */
export async function releaseFromManifest(tx: Queryable, orgId: number, labelId: number): Promise<void> {
  await tx.rows(sql`
    WITH released AS (DELETE FROM manifest_labels WHERE org_id = ${orgId} AND label_purchase_id = ${labelId} RETURNING manifest_id)
    UPDATE manifests m SET label_count = m.label_count - 1 FROM released r WHERE m.org_id = ${orgId} AND m.id = r.manifest_id RETURNING m.id`);
}
