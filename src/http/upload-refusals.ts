/** The API's words for what reading a document's upload form refuses (src/uploads/refusals.ts): a 400 naming each field. */
import type { ApiError } from '../core/errors.ts';
import type { FieldProblem } from '../core/refusal.ts';
import { UploadRefusal, type UploadInvalidReason, type UploadRefusalReason } from '../uploads/refusals.ts';
import { invalidError } from './refusal-words.ts';

function message({ reason, values }: FieldProblem<UploadInvalidReason>): string {
  switch (reason) {
    case 'too_long': return 'is too long';
    case 'unknown_kind': return `must be one of: ${(values?.allowed as readonly string[]).join(', ')}`;
    case 'purpose_too_long': return `must be at most ${values?.max} characters`;
    case 'not_a_file': return 'must be a file (a form part with a filename)';
    case 'file_required': return 'is required (a file part named document)';
    case 'required': return 'is required';
    case 'unreadable_form': return `could not read the multipart form: ${values?.detail}`;
  }
}

export const uploadRefusalError = (r: UploadRefusalReason): ApiError => invalidError(r, message);

/** The words of an upload's refusal; null for any other error. */
export const uploadError = (error: unknown): ApiError | null => (error instanceof UploadRefusal ? uploadRefusalError(error.refusal) : null);
