/**
 * Importing the shipping documents of the orders' boxes (`box.shipping_docs`). The files are downloaded from
 * the source's own origin only (a file elsewhere, or a redirect off it, is skipped with the reason) with the token and stored before the page's transaction (no transaction waits on the network),
 * each listed for removal first as an upload is (src/storage/removals.ts); the page's transaction writes the
 * document rows with its orders (the writer's importOrders command) and keeps their files. A file the transaction did not
 * keep (it rolled back, or its order was skipped) is removed at once, so nothing is left behind. A document
 * that cannot be downloaded or stored is skipped, named with the reason, and its order imported without it.
 * A changed order is written again with its documents downloaded again (its old files go with its old rows).
 */
import { Readable, Transform, pipeline } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { Database } from '../db/database.ts';
import type { Storage } from '../storage/index.ts';
import { removeFiles, reserveUpload } from '../storage/removals.ts';
import { DOCUMENT_KINDS } from '../catalogue/document.ts';
import { newFileName, type StoredFile } from '../orders/writing/rows/documents.ts';
import { storageKey } from '../orders/reading/boxes/docs/queries.ts';
import type { PageDocument } from '../orders/writing/batch.ts';
import { OffOriginError, SourceError, type SourceClient } from './client.ts';
import type { Skipped } from './orders.ts';

type Json = Record<string, any>;

export interface DocumentTarget {
  storage: Storage;
  /** The largest file kept, as for an upload (config.uploadLimitBytes). */
  limitBytes: number;
}

/** Files downloaded for one page, by the source document's url. */
export interface FetchedDocuments {
  files: Map<string, StoredFile & { key: string }>;
  skipped: Skipped[];
  /**
   * Documents that failed for a passing reason (the source or the storage unreachable, a 5xx): their orders are
   * written without them but not recorded as imported, so that the next run brings them again.
   */
  retry: Set<string>;
}

/**
 * A failure that says nothing about the document itself (a 4xx does: it is gone, or not ours to read; a file on
 * another origin is never fetched).
 */
const passing = (err: unknown) => !(err instanceof SourceError && err.status !== null && err.status >= 400 && err.status < 500) &&
  !(err instanceof DocumentProblem) && !(err instanceof OffOriginError);

class DocumentProblem extends Error {}

const CONTENT_TYPE = /^[A-Za-z0-9][\w!#$&^.+-]*\/[A-Za-z0-9][\w!#$&^.+-]*$/;
/** Downloads at a time: the source and the storage are both across a network. */
const PARALLEL = 4;

export const docsOf = (box: Json): Json[] => (Array.isArray(box?.shipping_docs) ? box.shipping_docs : []);
export const documentsOfOrders = (orders: Json[]): Json[] =>
  orders.flatMap((o) => (Array.isArray(o.boxes) ? o.boxes : []).flatMap(docsOf));

/** A byte counter that fails the stream past `limit`, so that storage keeps nothing of an oversized file. */
function limited(limit: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      done(size > limit ? new DocumentProblem(`the file is larger than the upload limit (${limit} bytes)`) : null, chunk);
    },
  });
}

async function fetchOne(client: SourceClient, db: Database, target: DocumentTarget, orgId: number, doc: Json): Promise<StoredFile & { key: string }> {
  if (!(DOCUMENT_KINDS as readonly string[]).includes(String(doc.kind))) throw new DocumentProblem(`kind ${doc.kind} is not one of ${DOCUMENT_KINDS.join(', ')}`);
  if (typeof doc.document !== 'string' || !doc.document) throw new DocumentProblem('it has no document file');
  const { response, url } = await client.download(client.url(doc.document));
  const header = (response.headers.get('content-type') ?? '').split(';')[0].trim();
  const contentType = CONTENT_TYPE.test(header) ? header.toLowerCase() : 'application/octet-stream';
  const fileName = newFileName(decodeURIComponent(new URL(url).pathname.split('/').pop() ?? ''));
  const key = storageKey(orgId, fileName);
  await reserveUpload(db, key);
  try {
    if (!response.body) throw new Error('the source sent no body');
    // pipeline, not pipe: a download that breaks off fails the stored file too, rather than leaving it waiting.
    const body = pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), limited(target.limitBytes), () => {});
    const size = await target.storage.put(key, body, contentType);
    return { key, fileName, contentType, size };
  } catch (err) {
    await removeFiles(db, target.storage, [key]);
    throw err;
  }
}

/** Downloads and stores the documents of these source orders; a document that fails is skipped with its reason. */
export async function fetchDocuments(
  client: SourceClient, db: Database, target: DocumentTarget, orgId: number, orders: Json[],
): Promise<FetchedDocuments> {
  const out: FetchedDocuments = { files: new Map(), skipped: [], retry: new Set() };
  const queue = documentsOfOrders(orders).filter((d) => typeof d.url === 'string');
  const worker = async () => {
    for (let doc = queue.shift(); doc; doc = queue.shift()) {
      try {
        out.files.set(doc.url, await fetchOne(client, db, target, orgId, doc));
      } catch (err) {
        out.skipped.push({ kind: 'document', url: doc.url, reason: `not imported: ${(err as Error).message}` });
        if (passing(err)) out.retry.add(doc.url);
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return out;
}

/** The documents of a source box whose files were fetched, as the page writes them; the others were skipped already. */
export function pageDocuments(box: Json, fetched: FetchedDocuments): PageDocument[] {
  return docsOf(box).flatMap((doc) => {
    const file = fetched.files.get(String(doc.url));
    return file ? [{ kind: String(doc.kind), purpose: doc.purpose ?? null, file }] : [];
  });
}

/** After the page: removes the fetched files no row kept, and the replaced documents' files. */
export async function releaseDocuments(db: Database, storage: Storage, fetched: FetchedDocuments, kept: Set<string>, replaced: string[]): Promise<void> {
  const unused = [...fetched.files.values()].map((f) => f.key).filter((k) => !kept.has(k));
  if (unused.length || replaced.length) await removeFiles(db, storage, [...unused, ...replaced]);
}
