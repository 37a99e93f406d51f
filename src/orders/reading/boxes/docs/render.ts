import type { Static } from 'typebox';
import { boxDocumentUrl, documentFileUrl } from '../../../../core/urls.ts';
import type { Queryable } from '../../../../db/database.ts';
import type { ShippingDocument } from '../../../boxes/docs/shape.ts';
import { selectDocuments, type DocumentRow } from './queries.ts';

export type DocumentJson = Static<typeof ShippingDocument>;

export function renderDocument(row: DocumentRow, orgId: number): DocumentJson {
  return {
    url: boxDocumentUrl(orgId, Number(row.order_id), Number(row.box_id), Number(row.id)),
    document: documentFileUrl(orgId, row.file_name),
    kind: row.kind,
    purpose: row.purpose,
  } as DocumentJson;
}

/** Every document of these boxes, rendered and grouped by box: one query whatever the number of boxes. */
export async function documentsOfBoxes(db: Queryable, org: { id: number }, boxIds: readonly number[]) {
  const byBox = new Map<number, DocumentJson[]>();
  for (const row of await selectDocuments(db, org.id, { boxIds })) {
    const boxId = Number(row.box_id);
    const list = byBox.get(boxId);
    if (list) list.push(renderDocument(row, org.id));
    else byBox.set(boxId, [renderDocument(row, org.id)]);
  }
  return byBox;
}
