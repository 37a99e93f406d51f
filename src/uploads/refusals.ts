/**
 * What reading a document's upload form refuses, as data (document-form.ts): each field's problem, the stored file
 * removed first. The views word it (the API's words: src/http/upload-refusals.ts, for v2 and the console). A body that
 * is no form (415) or a file over the limit (413) is the request's, not a field's: document-form.ts answers those.
 */
import { Refusal, type Invalid } from '../core/refusal.ts';

export type UploadInvalidReason =
  /** `kind` or `purpose`: a text part longer than a form field may be. */
  | 'too_long'
  /** `kind`: not one of the document kinds (values.allowed). */
  | 'unknown_kind'
  /** `purpose`: longer than values.max characters. */
  | 'purpose_too_long'
  /** `document`: a text part, not a file (a form part with a filename). */
  | 'not_a_file'
  /** `document`: no file part named document, where an upload needs one. */
  | 'file_required'
  /** `kind`: not given, where an upload needs one. */
  | 'required'
  /** `document`: the multipart form could not be read (values.detail, the form reader's words). */
  | 'unreadable_form';

export type UploadRefusalReason = Invalid<UploadInvalidReason>;

export class UploadRefusal extends Refusal<UploadRefusalReason> {
  constructor(refusal: UploadRefusalReason) {
    super('upload', refusal);
  }
}

export const refuseUpload = (refusal: UploadRefusalReason): UploadRefusal => new UploadRefusal(refusal);
