import { sql } from '../../../core/sql.ts';
import type { Queryable } from '../../../db/database.ts';
import { columnListSql, updateWhenChangedSql, type Columns } from '../../../core/fields/index.ts';
import { columnsRelation, filledRelation, heldColumns, tableRowsOf, type TableRows } from '../../../db/rows.ts';
import { EFFECTIVE_BOX_COLUMNS, EFFECTIVE_BOX_FILLS, withEffectiveBoxValues } from '../kept-values.ts';
import { detachLedgerFromBox } from '../../../money/ledger/index.ts';
import { listDocumentFilesOf } from './documents.ts';

export interface NewBox {
  id: number;
  orderId: number;
  /** Every column of BOX_FIELDS (a full columnsOf) plus packaging_id, as typed values. */
  columns: Columns;
}

/**
 * One INSERT for any number of boxes (ids allocated beforehand), with their effective size and weight
 * (kept-values.ts): a new box's items are written before it.
 */
export async function insertBoxes(tx: Queryable, orgId: number, boxes: NewBox[]): Promise<void> {
  if (boxes.length === 0) return;
  const { rows, positions } = tableRowsOf(boxes.map((b) => b.columns));
  await insertBoxRows(tx, orgId, { id: boxes.map((b) => b.id), order_id: boxes.map((b) => b.orderId) }, rows, positions);
}

/** Boxes from a row set (db/rows.ts), with their effective values; `keys` are their ids and their orders' ids. */
export async function insertBoxRows(
  tx: Queryable, orgId: number, keys: { id: number[]; order_id: number[] }, rows: TableRows, positions: number[],
): Promise<void> {
  if (positions.length === 0) return;
  const { names, relation } = columnsRelation(orgId, heldColumns(keys, rows, positions), 'r');
  await tx.send(sql`
    INSERT INTO boxes (${columnListSql([...names, ...EFFECTIVE_BOX_COLUMNS])})
    ${withEffectiveBoxValues(orgId, filledRelation(relation, names, EFFECTIVE_BOX_FILLS, 'b2'), names)}`);
}

/** Updates one box's columns (custom fields are merged by name in the column values) and its updated_at. */
/** Sets the columns and updated_at when one of them changes value; true when it did. */
export async function updateBox(tx: Queryable, orgId: number, boxId: number, columns: Columns): Promise<boolean> {
  const update = updateWhenChangedSql(sql`boxes`, sql`org_id = ${orgId} AND id = ${boxId}`, columns);
  return update !== null && (await tx.rows(update)).length > 0;
}

/**
 * Deletes the box with its items and documents: the ledger entries naming it are detached first
 * (money/ledger/detach.ts) and its documents' files listed for removal; answers their storage keys.
 */
export async function deleteBox(tx: Queryable, orgId: number, boxId: number): Promise<string[]> {
  await detachLedgerFromBox(tx, orgId, boxId);
  const keys = await listDocumentFilesOf(tx, orgId, { boxId });
  await tx.rows(sql`DELETE FROM boxes WHERE org_id = ${orgId} AND id = ${boxId}`);
  return keys;
}

/** Boxes using a preset that is going away stop using it (a change of their orders: ordersUsingPreset). */
export async function detachPreset(tx: Queryable, orgId: number, presetId: number): Promise<void> {
  await tx.rows(sql`UPDATE boxes SET packaging_id = NULL, updated_at = now() WHERE org_id = ${orgId} AND packaging_id = ${presetId}`);
}

/**
 * Locks the preset until the transaction ends, waiting for writers that are attaching it to a box; while
 * held, no box can start using it. False when there is no such preset.
 */
export async function lockPreset(tx: Queryable, orgId: number, id: number): Promise<boolean> {
  const rows = await tx.rows(sql`SELECT id FROM packaging_presets WHERE org_id = ${orgId} AND id = ${id} FOR UPDATE`);
  return rows.length > 0;
}
