import type { Static } from 'typebox';
import { encodeId } from '../../../core/ids.ts';
import { boxUrl } from '../../refs.ts';
import type { Queryable } from '../../../db/database.ts';
import type { ShippingDocument } from './schemas.ts';
import { selectDocuments, type DocumentRow } from './queries.ts';

export type DocumentJson = Static<typeof ShippingDocument>;

/** `base` is the organization's url without a trailing slash. */
export const documentFileUrl = (base: string, fileName: string) => `${base}/documents/${fileName}`;

export function renderDocument(row: DocumentRow, base: string): DocumentJson {
  return {
    url: `${boxUrl(base, Number(row.order_id), Number(row.box_id))}docs/${encodeId(Number(row.id))}/`,
    document: documentFileUrl(base, row.file_name),
    kind: row.kind,
    purpose: row.purpose,
  } as DocumentJson;
}

/** Every document of these boxes, rendered and grouped by box: one query whatever the number of boxes. */
export async function documentsOfBoxes(db: Queryable, org: { id: number; base: string }, boxIds: readonly number[]) {
  const byBox = new Map<number, DocumentJson[]>();
  for (const row of await selectDocuments(db, org.id, { boxIds })) {
    const boxId = Number(row.box_id);
    const list = byBox.get(boxId);
    if (list) list.push(renderDocument(row, org.base));
    else byBox.set(boxId, [renderDocument(row, org.base)]);
  }
  return byBox;
}
