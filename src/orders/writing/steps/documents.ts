/**
 * Commands on the shipping documents of a box: attach, change, remove. Each is a change of the box's order. The
 * file is stored before the transaction (src/storage/); the command keeps it (keepUpload) with its row, and a
 * replaced or removed file is listed for removal by a trigger: the caller removes it once committed.
 */
import { missing } from '../refusals.ts';
import { keepUpload, listForRemoval } from '../../../storage/removals.ts';
import { selectBoxRefs } from '../../reading/boxes/queries.ts';
import { deleteDocument, insertDocuments, updateDocument } from '../rows/documents.ts';
import { selectDocuments, storageKey } from '../../reading/boxes/docs/queries.ts';
import type { Planner } from './step.ts';

/** A new document of a box; answers its id. 404 `box` when the order has no such box. */
export const attachDocument: Planner<'attachDocument'> = (tx, org, { orderId, boxId, kind, purpose, file }) => ({
  ids: [orderId],
  missing: 'box',
  async run() {
    if ((await selectBoxRefs(tx, org.id, { orderIds: [orderId], boxId })).length === 0) throw missing('box');
    const [id] = await insertDocuments(tx, org.id, [{ orderId, boxId, kind, purpose, file }]);
    await keepUpload(tx, file.key);
    return id;
  },
});

/** Changes what is given; answers the storage key of the file a new one replaced, or null. */
export const changeDocument: Planner<'changeDocument'> = (tx, org, { orderId, boxId, docId, kind, purpose, file }) => ({
  ids: [orderId],
  missing: 'document',
  async run() {
    const [before] = await selectDocuments(tx, org.id, { orderId, boxIds: [boxId], docId });
    if (!before) throw missing('document');
    await updateDocument(tx, org.id, docId, { kind, purpose, file });
    if (!file) return null;
    await keepUpload(tx, file.key);
    const replaced = storageKey(org.id, before.file_name);
    await listForRemoval(tx, [replaced]);
    return replaced;
  },
});

/** Deletes the document; answers its file's storage key (listed for removal), or null. */
export const removeDocument: Planner<'removeDocument'> = (tx, org, { orderId, boxId, docId }) => ({
  ids: [orderId],
  missing: 'document',
  async run() {
    const [row] = await selectDocuments(tx, org.id, { orderId, boxIds: [boxId], docId });
    if (!row) throw missing('document');
    return deleteDocument(tx, org.id, docId);
  },
});
