/**
 * Writing new orders' rows, any number at once, in set-based statements: `boxline import` writes a page of orders
 * this way (batch.ts: their items, boxes, notes and tags first, then the order rows here, with their kept values
 * computed in their INSERT, kept-values.ts). Each row is written once, with its final values. The parts' references
 * to their order and box are checked at commit (migration 0070). One new order (POST orders/) is written with its
 * parts in one statement (insert-one.ts).
 */
import { sql } from '../../core/sql.ts';
import type { Queryable } from '../../db/database.ts';
import { columnListSql, type Columns } from '../../core/fields/index.ts';
import { filledRelation, rowsRelation, type TableRows } from '../../db/rows.ts';
import { KEPT_ORDER_COLUMNS, KEPT_VALUE_FILLS, withKeptValues, type RefreshOptions } from './kept-values.ts';
import type { BoxPlanSet } from './boxes.ts';
import type { NotePlan } from './notes.ts';
import { countOrders } from '../counts.ts';

export interface NewOrder {
  /** The order's own columns (orderColumns in `create` mode), typed values. */
  columns: Columns;
  /** Checked plans (planBoxes, planNotes) of new boxes, items and notes. */
  boxes: BoxPlanSet;
  notes: NotePlan[];
  tags: string[];
}

/** Order rows from a row set (db/rows.ts) with their kept values, their parts written before them; `ids` are their ids. */
export async function insertOrderRows(
  tx: Queryable, orgId: number, ids: number[], rows: TableRows, positions: number[], opts: RefreshOptions = {},
): Promise<void> {
  if (positions.length === 0) return;
  const { names, relation } = rowsRelation(orgId, { id: ids }, rows, positions, 'v');
  const source = filledRelation(relation, names, KEPT_VALUE_FILLS, 'o2');
  const own = names.filter((n) => !KEPT_ORDER_COLUMNS.includes(n));
  await tx.send(sql`
    INSERT INTO orders AS o (${columnListSql([...own, ...KEPT_ORDER_COLUMNS])})
    ${withKeptValues(orgId, source, own, opts)}`);
  await countOrders(tx, orgId, ids, 1);
}
