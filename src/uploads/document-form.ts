/**
 * The edge of a document upload, shared by the API (v2 docs routes) and the console.
 * Reading a document's multipart form (`document` file, `kind`, `purpose`) as it streams: the file goes
 * straight to storage (never whole in memory), listed for removal first (src/storage/removals.ts) so that a
 * request that fails or dies after the upload leaves no file behind. Unknown parts are ignored.
 */
import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { App } from '../app-types.ts';
import { ApiError } from '../core/errors.ts';
import { invalidOne, type FieldProblem } from '../core/refusal.ts';
import { DOCUMENT_KINDS } from '../catalogue/document.ts';
import { removeFiles, reserveUpload } from '../storage/removals.ts';
import { newFileName, type StoredFile } from '../orders/writing/rows/documents.ts';
import { storageKey } from '../orders/reading/boxes/docs/queries.ts';
import { refuseUpload, UploadRefusal, type UploadInvalidReason } from './refusals.ts';

export interface DocumentFormValues {
  kind?: string;
  purpose?: string | null;
  /** The uploaded file, stored under `key`. */
  file?: StoredFile & { key: string };
}

const PURPOSE_MAX = 1000;
const CONTENT_TYPE = /^[A-Za-z0-9][\w!#$&^.+-]*\/[A-Za-z0-9][\w!#$&^.+-]*$/;


/** The problems found so far, one a field (a later one of a field replaces the earlier, in its place). */
type Problems = Map<string, FieldProblem<UploadInvalidReason>>;
const problem = (problems: Problems, path: string, reason: UploadInvalidReason, values?: FieldProblem<UploadInvalidReason>['values']) =>
  problems.set(path, values === undefined ? { path, reason } : { path, reason, values });
/** Refuses every problem at once, if there is any. */
function throwIfAny(problems: Problems): void {
  if (problems.size) throw refuseUpload({ kind: 'invalid', fields: [...problems.values()] });
}

const unsupported = () => new ApiError('unsupported_media_type', 'Send the document as multipart/form-data with the fields document, kind and purpose.');

/** Checks a text field as it arrives, so that a bad one stops the request before any upload. */
function fieldValue(part: MultipartValue, problems: Problems): string | null {
  if (part.valueTruncated) {
    problem(problems, part.fieldname, 'too_long');
    return null;
  }
  return String(part.value);
}

/**
 * Reads the form. `requireFile` (upload) refuses a missing file or kind. On any failure the stored file is
 * removed before the error is thrown; on success the caller keeps it (`keepUpload` in its transaction) or
 * discards it (`discardUpload`).
 */
export async function readDocumentForm(app: App, request: FastifyRequest, orgId: number, opts: { requireFile: boolean }): Promise<DocumentFormValues> {
  // A request without a body is a form without parts (DECISIONS section 11); any other body but a form is a 415.
  const multipart = request.isMultipart();
  if (!multipart && !request.emptyBody) throw unsupported();
  const values: DocumentFormValues = {};
  const problems: Problems = new Map();
  const limit = app.config.uploadLimitBytes;
  try {
    for await (const part of multipart ? request.parts({ limits: { fileSize: limit, fieldSize: 64 * 1024 } }) : []) {
      if (part.type === 'file') {
        if (part.fieldname !== 'document' || values.file) {
          part.file.resume();
          continue;
        }
        values.file = await storeFile(app, part as MultipartFile, orgId);
        continue;
      }
      const field = part as MultipartValue;
      if (field.fieldname === 'kind') {
        const kind = fieldValue(field, problems);
        if (kind !== null && !(DOCUMENT_KINDS as readonly string[]).includes(kind)) problem(problems, 'kind', 'unknown_kind', { allowed: DOCUMENT_KINDS });
        else if (kind !== null) values.kind = kind;
      } else if (field.fieldname === 'purpose') {
        const purpose = fieldValue(field, problems);
        if (purpose !== null && purpose.length > PURPOSE_MAX) problem(problems, 'purpose', 'purpose_too_long', { max: PURPOSE_MAX });
        else if (purpose !== null) values.purpose = purpose;
      } else if (field.fieldname === 'document') {
        problem(problems, 'document', 'not_a_file');
      }
      throwIfAny(problems);
    }
    if (opts.requireFile) {
      if (!values.file && !problems.has('document')) problem(problems, 'document', 'file_required');
      if (values.kind === undefined && !problems.has('kind')) problem(problems, 'kind', 'required');
    }
    throwIfAny(problems);
    return values;
  } catch (err) {
    await discardUpload(app, values);
    throw translate(err);
  }
}

/** Multipart's own errors as the API's: too large is 413; a broken form is refused (`unreadable_form`). */
function translate(err: unknown): unknown {
  if (err instanceof ApiError || err instanceof UploadRefusal) return err;
  const e = err as { statusCode?: number; code?: string; message?: string };
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return unsupported();
  if (e.statusCode === 413) return tooLarge();
  if (e.code?.startsWith('FST_') || /multipart|boundary|Unexpected end of form|terminated early/i.test(e.message ?? '')) {
    return refuseUpload(invalidOne('document', 'unreadable_form', { detail: String(e.message) }));
  }
  return err;
}

function tooLarge() {
  return new ApiError('payload_too_large', 'The document is larger than the upload limit.');
}

async function storeFile(app: App, part: MultipartFile, orgId: number): Promise<StoredFile & { key: string }> {
  const fileName = newFileName(part.filename);
  const key = storageKey(orgId, fileName);
  const contentType = CONTENT_TYPE.test(part.mimetype ?? '') ? part.mimetype.toLowerCase() : 'application/octet-stream';
  await reserveUpload(app.db, key);
  // Past the limit the upload fails at once (nothing kept), rather than storing a truncated file.
  part.file.once('limit', () => part.file.destroy(tooLarge()));
  try {
    const size = await app.storage.put(key, part.file, contentType);
    if (part.file.truncated) throw tooLarge();
    return { key, fileName, contentType, size };
  } catch (err) {
    await removeFiles(app.db, app.storage, [key]);
    throw err;
  }
}

/** Removes an uploaded file the request will not keep (its removal entry goes with it). */
export async function discardUpload(app: App, values: DocumentFormValues): Promise<void> {
  if (values.file) await removeFiles(app.db, app.storage, [values.file.key]);
}
