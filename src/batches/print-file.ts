/**
 * The one print file of a batch, made when its last item has run, streamed to storage (the documents' storage, a
 * key of the organization): the labels of its done items in pack order, as one PDF (pdf-stream.ts: a page at a
 * time) or one ZPL stream (the labels' ZPL one after the other), read from storage 100 at a time; or the PDF a
 * printing action's runner makes (print-docs.ts). Memory holds one page of labels, whatever the batch's size.
 */
import type { mergedLabelPdf } from './pdf-stream.ts';
import { Readable } from 'node:stream';
import { encodeId } from '../core/ids.ts';
import { sql } from '../core/sql.ts';
import type { Queryable } from '../db/database.ts';
import type { OrgRef } from '../orgs/ref.ts';
import type { Storage } from '../storage/index.ts';
import { reserveUpload } from '../storage/removals.ts';
import { newFileName } from '../orders/writing/rows/documents.ts';
import { storageKey } from '../orders/reading/boxes/docs/queries.ts';
import type { PrintFile } from './claim.ts';
import { printRunner } from './print-docs.ts';
import { selectBatch, type BatchRow } from './queries.ts';

const READ_CHUNK = 100;
export const PRINT_TYPES = { pdf: 'application/pdf', zpl: 'application/x-zpl' } as const;

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The label files of the batch's done items, in pack order (read from storage one at a time). */
async function* labelFiles(db: Queryable, storage: Storage, batch: BatchRow): AsyncGenerator<Buffer> {
  let after = 0;
  for (;;) {
    const rows = await db.rows<{ position: number; file_name: string }>(sql`
      SELECT i.position, d.file_name FROM batch_items i
      JOIN label_purchases p ON p.org_id = i.org_id AND p.id = i.purchase_id AND p.status = 'purchased'
      JOIN shipping_documents d ON d.org_id = p.org_id AND d.id = p.document_id
      WHERE i.org_id = ${batch.org_id} AND i.batch_id = ${batch.id} AND i.status = 'done' AND i.position > ${after}
      ORDER BY i.position LIMIT ${READ_CHUNK}`);
    for (const row of rows) yield await bytesOf(await storage.read(storageKey(batch.org_id, row.file_name)));
    if (rows.length < READ_CHUNK) return;
    after = Number(rows[rows.length - 1].position);
  }
}

async function printStream(db: Queryable, storage: Storage, org: OrgRef, batch: BatchRow): Promise<Readable> {
  if (batch.action !== 'labels') {
    const runner = printRunner(batch.action);
    if (!runner) throw new Error(`no print runner for ${batch.action} batches in this build`);
    const ids = await db.rows<{ order_id: number }>(sql`SELECT order_id FROM batch_items
      WHERE org_id = ${batch.org_id} AND batch_id = ${batch.id} AND status = 'done' ORDER BY position`);
    return runner({ db, storage }, org, ids.map((r) => Number(r.order_id)));
  }
  const files = labelFiles(db, storage, batch);
  return Readable.from(batch.format === 'zpl' ? files : mergedPdf(files, batch.size), { objectMode: false });
}

/** pdf-stream.ts's merged PDF, its module (pdf-lib) loaded at the first (CONTRIBUTING.md, "Heavy libraries load at first use"). */
async function* mergedPdf(...args: Parameters<typeof mergedLabelPdf>): AsyncGenerator<Buffer> {
  yield* (await import('./pdf-stream.ts')).mergedLabelPdf(...args);
}

/** Makes and stores the print file (its key listed for removal until the batch's end keeps it: keepUpload). */
export async function makePrintFile(db: Queryable, storage: Storage, org: OrgRef, batch: BatchRow): Promise<PrintFile> {
  const format = batch.action === 'labels' ? batch.format : 'pdf';
  const key = storageKey(org.id, newFileName(`batch-${encodeId(batch.id)}-${batch.action.replace('_', '-')}.${format}`));
  await reserveUpload(db, key);
  const size = await storage.put(key, await printStream(db, storage, org, batch), PRINT_TYPES[format]);
  return { key, contentType: PRINT_TYPES[format], size };
}

/** A batch's stored print file, to send (its name `batch-<id>.pdf` or `.zpl`): null until the batch has one. */
export async function storedPrintFile(db: Queryable, storage: Storage, orgId: number, batchId: number)
  : Promise<{ contentType: string; size: number; fileName: string; body: Readable } | null> {
  const batch = await selectBatch(db, orgId, batchId);
  if (!batch?.print_file_key) return null;
  const contentType = batch.print_file_type!;
  const extension = contentType === PRINT_TYPES.zpl ? 'zpl' : 'pdf';
  return {
    contentType, size: Number(batch.print_file_size), fileName: `batch-${encodeId(batch.id)}.${extension}`,
    body: await storage.read(batch.print_file_key),
  };
}
