/**
 * The import's words for what converting a source order refuses (refusals.ts): each field with the messages POST
 * orders/ would give it, in the order found, which the report says as one line (validate.ts `describeProblem`). The
 * import is a view: it words its own refusals (src/http/ imports nothing of it).
 */
import type { FieldErrors } from '../core/errors.ts';
import { valueErrors } from '../http/value-words.ts';
import { ImportRefusal, type ImportRefusalReason } from './refusals.ts';

export function importRefusalFields(r: ImportRefusalReason): FieldErrors {
  const errors: FieldErrors = {};
  for (const part of r.parts) {
    if (part.kind === 'field_rules') Object.assign(errors, valueErrors(part.errors));
    else for (const { path, values } of part.fields) (errors[path] ??= []).push(`the packaging preset ${values?.url} was not imported`);
  }
  return errors;
}

/** The fields of an import's refusal; null for any other error. */
export const importFields = (error: unknown): FieldErrors | null => (error instanceof ImportRefusal ? importRefusalFields(error.refusal) : null);
