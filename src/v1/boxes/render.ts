import type { Queryable } from '../../db/database.ts';
import { notFound } from '../../core/errors.ts';
import { selectBoxes } from '../../orders/reading/boxes/queries.ts';
import { renderV1BoxRows } from '../orders/records.ts';
import type { V1Record } from '../shape.ts';

/** One box of the organization with its items, as GET shows it and writes answer; 404 when there is none. */
export async function renderV1Box(db: Queryable, orgId: number, boxId: number): Promise<V1Record> {
  const rows = await selectBoxes(db, orgId, { boxId });
  if (rows.length === 0) throw notFound('box');
  return (await renderV1BoxRows(db, orgId, rows))[0];
}
