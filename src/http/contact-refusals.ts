/** The API's words for what contact reads and writes refuse (src/contacts/refusals.ts): a 400 naming each field. */
import type { ApiError } from '../core/errors.ts';
import { ContactRefusal, type ContactRefusalReason } from '../contacts/refusals.ts';
import { fieldRulesError, invalidError } from './refusal-words.ts';

export function contactRefusalError(r: ContactRefusalReason): ApiError {
  switch (r.kind) {
    case 'field_rules': return fieldRulesError(r);
    case 'invalid': return invalidError(r, ({ values }) => `must be a comma-separated list of: ${(values?.allowed as readonly string[]).join(', ')}`);
  }
}

/** The words of a contact's refusal; null for any other error. */
export const contactError = (error: unknown): ApiError | null => (error instanceof ContactRefusal ? contactRefusalError(error.refusal) : null);
