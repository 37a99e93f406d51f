/**
 * The API's words for what converting a source order refuses (src/import/refusals.ts): one 400 naming each field, in
 * the order found, as POST orders/ would answer; the import's report says it (src/import/validate.ts).
 */
import { invalidFields, type ApiError, type FieldErrors } from '../core/errors.ts';
import { ImportRefusal, type ImportRefusalReason } from '../import/refusals.ts';

export function importRefusalError(r: ImportRefusalReason): ApiError {
  const errors: FieldErrors = {};
  for (const part of r.parts) {
    if (part.kind === 'field_rules') Object.assign(errors, part.errors);
    else for (const { path, values } of part.fields) (errors[path] ??= []).push(`the packaging preset ${values?.url} was not imported`);
  }
  return invalidFields(errors);
}

/** The words of an import's refusal; null for any other error. */
export const importError = (error: unknown): ApiError | null => (error instanceof ImportRefusal ? importRefusalError(error.refusal) : null);
